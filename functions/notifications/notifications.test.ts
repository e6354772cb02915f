/** Reaction and circle-join notifications through the API: who hears, once, and an exact unread count. */
import { describe, expect, it } from 'vitest';
import type { Circle } from '#shared/types/circle.ts';
import type { Notification } from '#shared/types/notification.ts';
import type { Post } from '#shared/types/post.ts';
import { NOTIFICATIONS_PER_PAGE } from '#shared/limits.ts';
import { transact } from '../lib/db/transact.ts';
import { notificationWrites, userCountersWrite } from '../lib/notification-writes.ts';
import { listNotifications } from './workflows/list-notifications.ts';
import { accountIn, type Account } from '../testing/personas.ts';

const unread = async (account: Account) => (await account.client.get<{ count: number }>('/api/notifications/unread-count')).json.count;
const notifications = async (account: Account) => (await account.client.get<Notification[]>('/api/notifications')).json;
const react = (account: Account, postId: string, type: string, value: number) =>
  account.client.send('POST', '/api/reactions', { postId, type, value });

async function named(name: string): Promise<Account> {
  const account = await accountIn('approved');
  const renamed = await account.client.send('PATCH', '/api/user/profile', { anonymousName: name, avatar: 'soft', spiritualJourney: '' });
  if (renamed.status !== 200) throw new Error(`rename failed: ${renamed.status} ${renamed.text}`);
  return account;
}

describe('reaction notifications', () => {
  it('tells the author once per reactor and post, raised to the top with an exact count', async () => {
    const author = await accountIn('approved');
    const reactor = await accountIn('approved');
    const replier = await accountIn('approved');
    const post = (await author.client.send<Post>('POST', '/api/posts', { content: 'What carries you through the night?' })).json;

    expect((await react(author, post.id, 'resonates', 80)).status).toBe(200);
    expect(await unread(author)).toBe(0);

    expect((await react(reactor, post.id, 'resonates', 60)).status).toBe(200);
    expect(await unread(author)).toBe(1);
    const [first] = await notifications(author);
    expect(first).toMatchObject({
      type: 'reaction',
      title: 'New reaction on your post',
      message: `${reactor.name} reacted to your post: Resonates (60).`,
      relatedPostId: post.id,
      isRead: false,
      metadata: { authorName: reactor.name, reactionType: 'resonates' },
    });

    // Unread and rewritten: still one notification, still one unread.
    await react(reactor, post.id, 'insightful', 30);
    let list = await notifications(author);
    expect(list.filter((n) => n.type === 'reaction')).toHaveLength(1);
    expect(list[0]).toMatchObject({ message: `${reactor.name} reacted to your post: Insightful (30).`, metadata: { reactionType: 'insightful' } });
    expect(await unread(author)).toBe(1);

    // Another notification comes after it; the next reaction brings it back to the top, unread once more.
    await replier.client.send('POST', '/api/posts', { type: 'reply', parentId: post.id, content: 'The sound of rain.' });
    expect((await author.client.send('POST', `/api/notifications/${list[0]!.id}/read`)).status).toBe(200);
    expect(await unread(author)).toBe(1);
    expect((await notifications(author))[0]!.type).toBe('new_reply');
    await react(reactor, post.id, 'insightful', 45);
    list = await notifications(author);
    expect(list.map((n) => n.type)).toEqual(['reaction', 'new_reply']);
    expect(list[0]).toMatchObject({ isRead: false, message: `${reactor.name} reacted to your post: Insightful (45).` });
    expect(await unread(author)).toBe(2);

    // The same value again changes nothing, so it tells no one anything new.
    await react(reactor, post.id, 'insightful', 45);
    expect(await unread(author)).toBe(2);
    expect((await author.client.send('POST', '/api/notifications/mark-all-read')).status).toBe(200);
    expect(await unread(author)).toBe(0);
    expect(await notifications(author)).toHaveLength(2);
  });

  it('keeps the count exact when one member reacts many times at once', async () => {
    const author = await accountIn('approved');
    const reactor = await accountIn('approved');
    const post = (await author.client.send<Post>('POST', '/api/posts', { content: 'Sit with it.' })).json;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => react(reactor, post.id, (['resonates', 'insightful', 'gratitude'] as const)[i % 3]!, 10 + i)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(await notifications(author)).toHaveLength(1);
    expect(await unread(author)).toBe(1);
  });

  it('tells no one whose reactions are off, and no one who left the circle of the post', async () => {
    const author = await accountIn('approved');
    const reactor = await accountIn('approved');
    await author.client.send('PATCH', '/api/user/notification-preferences', { notifyReactions: false });
    const post = (await author.client.send<Post>('POST', '/api/posts', { content: 'Quiet morning.' })).json;
    expect((await react(reactor, post.id, 'gratitude', 50)).status).toBe(200);
    expect(await unread(author)).toBe(0);
    expect(await notifications(author)).toEqual([]);

    await author.client.send('PATCH', '/api/user/notification-preferences', { notifyReactions: true });
    const circle = (await author.client.send<Circle>('POST', '/api/circles', { name: 'Dawn', description: 'Early risers.', isPrivate: false })).json;
    await reactor.client.send('POST', `/api/circles/${circle.id}/join`);
    await author.client.send('POST', '/api/notifications/mark-all-read');
    const circlePost = (await author.client.send<Post>('POST', '/api/posts', { content: 'Who is up?', circleId: circle.id })).json;
    await author.client.send('POST', `/api/circles/${circle.id}/leave`);
    expect((await react(reactor, circlePost.id, 'resonates', 50)).status).toBe(200);
    expect(await unread(author)).toBe(0);
  });
});

describe('circle join notifications', () => {
  it('tells the creator who joined, by persona only, unless it is the creator or circle activity is off', async () => {
    const creator = await accountIn('approved');
    const joiner = await named('Quiet Lantern');
    const circle = (await creator.client.send<Circle>('POST', '/api/circles', { name: 'Evening Sit', description: 'Together.', isPrivate: false })).json;
    await creator.client.send('POST', `/api/circles/${circle.id}/join`);
    expect(await unread(creator)).toBe(0);

    expect((await joiner.client.send('POST', `/api/circles/${circle.id}/join`)).status).toBe(200);
    await joiner.client.send('POST', `/api/circles/${circle.id}/join`);
    expect(await unread(creator)).toBe(1);
    const list = await notifications(creator);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: 'circle_join',
      title: 'New Circle Member',
      message: 'Quiet Lantern joined Evening Sit.',
      link: `/circles/${circle.id}`,
      relatedPostId: null,
      metadata: { memberName: 'Quiet Lantern', circleName: 'Evening Sit' },
    });
    expect(JSON.stringify(list)).not.toContain(joiner.email!);

    await creator.client.send('PATCH', '/api/user/notification-preferences', { notifyCircleActivity: false });
    const other = await accountIn('approved');
    await other.client.send('POST', `/api/circles/${circle.id}/join`);
    expect(await unread(creator)).toBe(1);
  });

  it('tells the creator when an invitation is accepted', async () => {
    const creator = await accountIn('approved');
    const invitee = await named('Still Harbour');
    const circle = (await creator.client.send<Circle>('POST', '/api/circles', { name: 'Inner Room', description: 'Invited.', isPrivate: true })).json;
    await creator.client.send('POST', `/api/circles/${circle.id}/invite-user`, { inviteeUserId: invitee.id });
    const [invitation] = (await invitee.client.get<{ id: string }[]>('/api/invitations')).json;
    expect((await invitee.client.send('POST', `/api/invitations/${invitation!.id}/respond`, { status: 'accepted' })).status).toBe(200);
    const [note] = await notifications(creator);
    expect(note).toMatchObject({ type: 'circle_join', message: 'Still Harbour joined Inner Room.' });
    expect(await unread(creator)).toBe(1);
  });
});

/** Delivers `count` notifications the way every writer does, 99 to a transaction, one millisecond apart. */
async function deliverMany(userId: string, count: number, circleId: string | null = null) {
  const start = Date.now();
  for (let i = 0; i < count; i += 99) {
    const writes = Array.from({ length: Math.min(99, count - i) }, (_, j) =>
      notificationWrites(userId, { type: 'new_post', title: 'New question', message: `Seeker: question ${i + j}`, circleId }, new Date(start + i + j))[0]!,
    );
    expect(await transact([...writes, userCountersWrite(userId, { unreadNotificationCount: writes.length })])).toBeNull();
  }
}

describe('the notifications list', () => {
  it(`pages ${NOTIFICATIONS_PER_PAGE} at a time, newest first, and fills a page past what it hides`, async () => {
    const member = await accountIn('approved');
    await deliverMany(member.id!, NOTIFICATIONS_PER_PAGE + 5);
    // Newer than all of them, about a circle the member is not in: hidden, and the page still full.
    await deliverMany(member.id!, 3, 'a-circle-they-are-not-in');
    const page = (before?: string) =>
      member.client.get<Notification[]>(`/api/notifications${before ? `?before=${encodeURIComponent(before)}` : ''}`);
    const first = (await page()).json;
    expect(first.map((n) => n.message)).toEqual(
      Array.from({ length: NOTIFICATIONS_PER_PAGE }, (_, i) => `Seeker: question ${NOTIFICATIONS_PER_PAGE + 4 - i}`),
    );
    const second = (await page(first.at(-1)!.id)).json;
    expect(second.map((n) => n.message)).toEqual(['Seeker: question 4', 'Seeker: question 3', 'Seeker: question 2', 'Seeker: question 1', 'Seeker: question 0']);
    expect((await page(second.at(-1)!.id)).json).toEqual([]);
    for (const bad of ['has space', 'x'.repeat(41), '../x']) expect((await page(bad)).status, bad).toBe(400);
  });
});

describe('Mark All Read', () => {
  it('reads every unread notification, past any page, exactly once while single ones are marked at the same time', async () => {
    const member = await accountIn('approved');
    await deliverMany(member.id!, 1150);
    expect(await unread(member)).toBe(1150);
    const newest = await notifications(member);
    const [all] = await Promise.all([
      member.client.send('POST', '/api/notifications/mark-all-read'),
      ...newest.slice(0, 20).map((n) => member.client.send('POST', `/api/notifications/${n.id}/read`)),
    ]);
    expect(all.status).toBe(200);
    expect(await unread(member)).toBe(0);
    expect((await listNotifications(member.id!, { limit: 2000 })).filter((n) => !n.isRead)).toEqual([]);
  });
});
