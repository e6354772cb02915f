/**
 * `npm run bench:inbox`: does what members read about themselves grow with what they hold? One
 * member per size (BENCH_SIZES, default 10, 100 and 10,000) holds that many notifications (mixed
 * types, one in three read, some about circles they are in, some about a circle they left) and
 * that many conversations (each with another member, a message each way, sent and sealed as the
 * messages route does). For each member: their notifications list, unread count and last check,
 * their conversation list and the newest page of one of their threads, over BENCH_REQUESTS
 * requests: p50/p95, the p50 ratio of the largest size to the smallest (target ≤ 1.2; 100 is
 * there because it is where both lists' pages are full), DynamoDB calls and round trips per
 * request, and Scans (target 0). The method is bench-feed.ts's: the route's own work, called in
 * process, with the gate's BatchGetItem apart — except for the unread count, whose route reads
 * nothing but what the gate read. Last, a reply in one of the member's conversations (POST
 * /api/conversations/{id}/messages's own work): its calls and round trips (issue 32 §5).
 */
import { benchUser, type Figure, measure, report, writeAll } from './bench-kit.ts';
import type { NotificationType } from '#shared/types/notification.ts';
import type { UserItem } from '../functions/lib/account.ts';

const SIZES = (process.env.BENCH_SIZES ?? '10,100,10000').split(',').map(Number);

const { latestNotificationAt } = await import('../functions/lib/notifications.ts');
const { notificationWrites, userCountersWrite } = await import('../functions/lib/notification-writes.ts');
const { listNotifications } = await import('../functions/notifications/workflows/list-notifications.ts');
const { listConversations, readMessages, sendIn, sendTo } = await import('../functions/messages/items/conversation.ts');
const { createCircle, joinCircle, leaveCircle } = await import('../functions/circles/items/circle.ts');
const { getSignedInUser, parseSessionCookie, startSession } = await import('../functions/lib/auth/session.ts');
const { transact } = await import('../functions/lib/db/transact.ts');

const creator = benchUser('bench-creator', 'Seeker Tomas');
await writeAll([creator]);
const circle = async (name: string) =>
  (await createCircle(creator.id, { name, description: 'Sitting with the numbers.', isPrivate: false })).id;
const [joinedA, joinedB, left] = [await circle('Dawn sitters'), await circle('River walkers'), await circle('Old circle')];

const NOTICES: { type: NotificationType; title: string; message: string; metadata: Record<string, string> }[] = [
  { type: 'new_reply', title: 'New reflection on your post', message: 'Seeker Tomas reflected on your post.', metadata: { authorName: 'Seeker Tomas' } },
  {
    type: 'reaction',
    title: 'New reaction on your post',
    message: 'Seeker Tomas reacted to your post.',
    metadata: { authorName: 'Seeker Tomas', reactionType: 'heart' },
  },
  { type: 'new_post', title: 'New Post', message: 'Seeker Tomas shared a new post.', metadata: { authorName: 'Seeker Tomas' } },
  {
    type: 'circle_join',
    title: 'New Circle Member',
    message: 'Seeker Tomas joined Dawn sitters.',
    metadata: { memberName: 'Seeker Tomas', circleName: 'Dawn sitters' },
  },
  {
    type: 'circle_invitation',
    title: 'New Circle Invitation',
    message: 'Seeker Tomas invited you to join River walkers.',
    metadata: { inviterName: 'Seeker Tomas', circleName: 'River walkers' },
  },
];

/**
 * `size` notifications, a minute apart going back in time, written as notificationWrites writes
 * them, in batches (the entity writes one per transaction); one in three read, as Mark Read leaves
 * it. One in seven is about a circle the member is in, one in eleven about the circle they left —
 * read, as leaving marks them. The unread counter then moves by what was written unread.
 */
async function loadNotifications(member: UserItem, size: number) {
  const items: Record<string, unknown>[] = [];
  let unread = 0;
  for (let k = 0; k < size; k++) {
    const circleId = k % 11 === 4 ? left : k % 7 === 3 ? (k % 2 ? joinedA : joinedB) : null;
    const [write] = notificationWrites(
      member.id,
      { ...NOTICES[k % NOTICES.length]!, relatedPostId: `post-${k}`, circleId },
      new Date(Date.parse('2026-11-24T00:00:00.000Z') - k * 60_000),
    );
    const isRead = k % 3 === 0 || circleId === left;
    if (!isRead) unread++;
    items.push({ ...write!.Put!.Item, isRead });
  }
  await writeAll(items);
  await transact([userCountersWrite(member.id, { unreadNotificationCount: unread })]);
}

/**
 * `size` conversations, each with a member of its own: the member writes first and is answered,
 * through sendTo as the messages route sends, eight conversations at a time. Answers their ids.
 */
async function loadConversations(member: UserItem, size: number): Promise<string[]> {
  const others = Array.from({ length: size }, (_, n) => benchUser(`${member.id}-other-${n}`, `Seeker ${n}`));
  await writeAll(others);
  const ids: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < others.length) {
        const other = others[next++]!;
        const { conversationId } = await sendTo(member, other.id, 'How was your sitting this morning?');
        await sendTo(other, member.id, 'Quiet, and the river was loud. Thank you for asking.');
        ids.push(conversationId);
      }
    }),
  );
  return ids;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** The cases, timed on a signed-in member of their own who holds `size` of each and is in the circles. */
async function casesFor(size: number): Promise<[string, (i: number) => Promise<unknown>][]> {
  const member = benchUser(`bench-member-${size}`, `Seeker Mira ${size}`);
  await writeAll([member]);
  for (const id of [joinedA, joinedB, left]) await joinCircle(id, member.id);
  await leaveCircle(left, member.id);
  const session = parseSessionCookie(await startSession(member.id, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0'))!;
  let start = performance.now();
  await loadNotifications(member, size);
  console.log(`Loaded ${size.toLocaleString('en')} notifications in ${seconds(start)}`);
  start = performance.now();
  const conversationIds = await loadConversations(member, size);
  console.log(`Loaded ${size.toLocaleString('en')} conversations in ${seconds(start)}`);
  return [
    ['notifications', () => listNotifications(member.id)],
    // The route answers the counter off the user item the gate has read: the gate's BatchGetItem is its whole cost.
    ['unread (gate)', () => getSignedInUser(session)],
    ['last check', () => latestNotificationAt(member.id)],
    ['conversations', () => listConversations(member)],
    ['thread newest', (i) => readMessages(member.id, conversationIds[(i * 7919) % conversationIds.length]!, undefined)],
    ['reply', (i) => sendIn(member, conversationIds[(i * 7919) % conversationIds.length]!, 'And the river again this evening.')],
  ];
}

const casesBySize = [];
for (const size of SIZES) casesBySize.push(await casesFor(size));

/**
 * Every size is loaded before anything is timed, and one untimed pass over every case comes first:
 * otherwise the smallest size would be timed while Node and DynamoDB Local (Java) are still
 * compiling, and the ratio would flatter the largest.
 */
const results = new Map<string, Figure[]>();
for (const pass of ['warm-up', 'timed']) {
  for (const cases of casesBySize) {
    for (const [name, run] of cases) {
      const figure = await measure(run);
      if (pass === 'timed') results.set(name, [...(results.get(name) ?? []), figure]);
    }
  }
}

await report(results, SIZES, (s) => (s >= 1000 ? `${s / 1000}k` : `${s}`), () => '≤ 1.2');
