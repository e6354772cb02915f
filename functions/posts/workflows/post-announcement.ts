/**
 * new_post notifications: a post reaches every member who wants to hear of it, while neither the
 * request nor any one invocation does work that grows with the community.
 *
 * The post's own transaction writes one more item, the first page of its announcement
 * (`ANNOUNCE#<postId>` / `PAGE#00000`). The table's stream hands that item to the stream worker
 * (functions/streams/handler.ts), which delivers the notifications of one page of members and
 * writes the next page's item, whose arrival continues the work. Main-feed posts go to approved
 * members (the byKind index's `USER#approved`) who keep "All new posts" or "Main feed posts" on;
 * circle posts to the circle's members who keep "Circle activity" on. Never to the author.
 *
 * Delivery is exact and repeatable: a recipient's notification takes the post's id as its own and is
 * put only if absent, with the unread counter moved in the same transaction; a page run twice (a
 * retried stream batch) delivers nothing twice, and the next page's item is written only once.
 */
import { NOTIFICATION_SNIPPET_CHARS } from '#shared/limits.ts';
import { snippet } from '#shared/snippet.ts';
import { keyCondition } from '../../lib/db/keys.ts';
import { batchGet, queryPage, type Cursor } from '../../lib/db/query.ts';
import { INDEXES } from '../../lib/db/schema.ts';
import { backOff, transact } from '../../lib/db/transact.ts';
import { inParallel } from '../../lib/in-parallel.ts';
import { isErased } from '../../lib/persona.ts';
import { announcePageWrite, type AnnouncePageItem } from '../items/announce-page.ts';
import { circleMembersCondition, getCircleItem } from '../../circles/items/circle.ts';
import { ACTOR_NAME, onceNotificationWrites, type NewNotification } from '../../lib/notification-writes.ts';
import { getPostItem, type PostItem } from '../items/post.ts';
import { userKey, getUserItem, userKindPk, type UserItem } from '../../lib/account.ts';

/** Members read, and at most notified, per page: one page is one short invocation. */
export const ANNOUNCE_PAGE_SIZE = 500;
/** Recipients per transaction: two writes each, within TransactWriteItems' 100. */
const RECIPIENTS_PER_TRANSACTION = 50;
/** Transactions of one page in flight together. */
const PARALLEL_TRANSACTIONS = 4;
const TRANSACTION_ATTEMPTS = 8;

interface MemberPage {
  users: UserItem[];
  next: Cursor | null;
}

async function mainFeedMembers(cursor: Cursor | null): Promise<MemberPage> {
  const { items, next } = await queryPage<UserItem>(keyCondition(INDEXES.byKind, userKindPk('approved')), ANNOUNCE_PAGE_SIZE, cursor);
  return { users: items, next };
}

async function circleMembers(circleId: string, cursor: Cursor | null): Promise<MemberPage> {
  const { items, next } = await queryPage<{ userId: string }>(circleMembersCondition(circleId), ANNOUNCE_PAGE_SIZE, cursor);
  // A suspended member stays in their circles but hears nothing until reinstated.
  const users = (await batchGet<UserItem>(items.map((m) => userKey(m.userId)))).filter((u) => u.status === 'approved');
  return { users, next };
}

const wantsToHear = (user: UserItem, post: PostItem) =>
  user.id !== post.authorId &&
  (post.circleId ? user.notifyCircleActivity !== false : user.notifyAllPosts !== false || user.notifyMainFeedPosts !== false);

async function notificationOf(post: PostItem): Promise<NewNotification | null> {
  const author = await getUserItem(post.authorId);
  // An author erasing their account is announced to no one.
  if (!author || isErased(author)) return null;
  const kind = post.type === 'question' ? 'question' : 'reflection';
  const message = `${ACTOR_NAME}: ${snippet(post.content, NOTIFICATION_SNIPPET_CHARS)}`;
  if (!post.circleId) {
    return { type: 'new_post', title: `New ${kind} in the community`, message, relatedPostId: post.id, metadata: { authorName: ACTOR_NAME }, actorId: post.authorId };
  }
  const circle = await getCircleItem(post.circleId);
  if (!circle) return null;
  return {
    type: 'new_post',
    title: `New ${kind} in ${circle.name}`,
    message,
    relatedPostId: post.id,
    metadata: { authorName: ACTOR_NAME, circleName: circle.name },
    circleId: circle.id,
    actorId: post.authorId,
  };
}

/**
 * Delivers one notification to each recipient, 50 to a transaction. A recipient whose write fails
 * its condition already has it (this page ran before) or no longer exists: they are done. A
 * transaction that collided with another write to the same member is tried again.
 */
async function deliver(recipients: readonly string[], id: string, notification: NewNotification, createdAt: Date): Promise<number> {
  let delivered = 0;
  const deliverChunk = async (chunk: readonly string[]) => {
    let pending = [...chunk];
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt >= TRANSACTION_ATTEMPTS) throw new Error('new_post delivery kept colliding with other writes');
      if (attempt) await backOff(attempt);
      const cancelled = await transact(
        Object.fromEntries(pending.map((userId) => [userId, Object.values(onceNotificationWrites(userId, id, notification, createdAt))])),
      );
      if (!cancelled) {
        delivered += pending.length;
        return;
      }
      pending = pending.filter((userId) => !cancelled.failed.has(userId));
    }
  };
  const chunks: string[][] = [];
  for (let i = 0; i < recipients.length; i += RECIPIENTS_PER_TRANSACTION) chunks.push(recipients.slice(i, i + RECIPIENTS_PER_TRANSACTION));
  await inParallel(chunks, deliverChunk, PARALLEL_TRANSACTIONS);
  return delivered;
}

/**
 * Runs one page of an announcement: delivers to its members, then hands the rest on to the next
 * page's item. A post deleted in the meantime stops its announcement.
 */
export async function runAnnouncePage(page: Pick<AnnouncePageItem, 'postId' | 'page' | 'cursor'>, now = new Date()): Promise<{ delivered: number; more: boolean }> {
  const post = await getPostItem(page.postId);
  if (!post || post.parentId) return { delivered: 0, more: false };
  const notification = await notificationOf(post);
  if (!notification) return { delivered: 0, more: false };
  const { users, next } = post.circleId ? await circleMembers(post.circleId, page.cursor) : await mainFeedMembers(page.cursor);
  const recipients = users.filter((user) => wantsToHear(user, post)).map((user) => user.id);
  // Dated as the post: the list orders notifications by their id, which here is the post's.
  const delivered = await deliver(recipients, post.id, notification, new Date(post.createdAt));
  if (next) await transact([announcePageWrite(post.id, page.page + 1, next, now)]);
  return { delivered, more: next !== null };
}
