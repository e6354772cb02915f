/**
 * "Delete my account" (issue 15 §2): the member is gone for everyone at once and signed out; the
 * background steps leave nothing of them in the table (the admin log's entry names no one), every
 * counter they moved is exact again, and an erasure cut short part-way completes when run again.
 */
import { randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { AdminJoinRequest, AdminLogPage, AdminUser } from '#shared/types/admin.ts';
import type { Circle } from '#shared/types/circle.ts';
import type { Conversation, MessagePage } from '#shared/types/message.ts';
import type { Notification } from '#shared/types/notification.ts';
import { FORMER_MEMBER, type Post } from '#shared/types/post.ts';
import type { MemberCard } from '#shared/types/user.ts';
import { db, tableName } from '../lib/db/client.ts';
import { keyCondition } from '../lib/db/keys.ts';
import { queryAll } from '../lib/db/query.ts';
import { ADMIN_LOG_PK, KEY } from '../lib/db/schema.ts';
import { runCleanup } from '../streams/cleanup-jobs.ts';
import { cleanupPageKey, type CleanupPageItem } from '../lib/cleanup-page.ts';
import { reactionIndexKeys } from '../posts/items/reaction.ts';
import { userKey } from '../lib/account.ts';
import { accountIn, newClient, uniqueEmail, type Account } from '../testing/personas.ts';
import { copyOfCookies, providerRefresh, replay } from '../testing/replayed-cookies.ts';

const LONG = { timeout: 120_000, interval: 300 };

const chain = (userId: string) => queryAll<CleanupPageItem>(keyCondition(KEY, cleanupPageKey('erase', userId, 0).pk));
const finished = (userId: string) => expect.poll(async () => (await chain(userId)).length, LONG).toBe(0);

/** Every item in the table that carries one of `needles` anywhere (a test may scan). */
async function itemsMentioning(needles: readonly string[]): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey }));
    // Rate-limit windows count requests under the member's id and expire on their own within a day (TTL);
    // the admin log is append-only and keeps the opaque id of earlier decisions, named "Former member" when read.
    for (const item of (page.Items ?? []).filter((i) => !String(i.pk).startsWith('LIMIT#') && i.pk !== ADMIN_LOG_PK)) {
      const text = JSON.stringify(item).toLowerCase();
      if (needles.some((needle) => text.includes(needle.toLowerCase()))) found.push(item);
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return found;
}

const erase = (account: Account, body: unknown) => account.client.send<{ erased: boolean; message?: string; code?: string }>('POST', '/api/user/erase', body);
const post = async (account: Account, body: Record<string, unknown>) => {
  const response = await account.client.send<Post>('POST', '/api/posts', { type: 'reflection', ...body });
  expect(response.status, response.text).toBe(201);
  return response.json;
};
const unread = async (account: Account) => (await account.client.get<{ count: number }>('/api/notifications/unread-count')).json.count;
const profile = async (account: Account) => (await account.client.get<{ totalImpact: number }>(`/api/users/stats/${account.id}`)).json;

/** A member with something of everything, around two others: the world an erasure has to clean. */
async function livedIn(name: string) {
  const [leaver, friend, admin] = await Promise.all([accountIn('approved'), accountIn('approved'), accountIn('admin')]);
  await leaver.client.send('PATCH', '/api/user/profile', { anonymousName: name, avatar: 'gentle', spiritualJourney: 'Walking on.' });
  const word = `erasable${Date.now().toString(36)}`;
  const own = await post(leaver, { content: `A ${word} morning of stillness.` });
  const friends = await post(friend, { content: 'The bell rang twice.' });
  const reply = await post(leaver, { type: 'reply', parentId: friends.id, content: `Thank you, ${word}.` });
  expect((await leaver.client.send('POST', '/api/reactions', { postId: friends.id, type: 'gratitude', value: 70 })).status).toBe(200);
  expect((await friend.client.send('POST', '/api/reactions', { postId: own.id, type: 'resonates', value: 40 })).status).toBe(200);
  await post(friend, { type: 'reply', parentId: own.id, content: 'Beautiful.' });
  // A conversation both wrote in.
  const sent = await leaver.client.send<{ conversationId: string }>('POST', '/api/messages', { recipientId: friend.id, content: 'Hello from the leaver.' });
  expect(sent.status, sent.text).toBe(201);
  const conversationId = sent.json.conversationId;
  expect((await friend.client.send('POST', `/api/conversations/${conversationId}/messages`, { content: 'Hello back from the friend.' })).status).toBe(201);
  expect((await leaver.client.send('POST', `/api/conversations/${conversationId}/messages`, { content: 'One more from the leaver.' })).status).toBe(201);
  // A journal entry; a circle the friend joins (passed on) and one nobody else is in (deleted).
  expect((await leaver.client.send('POST', '/api/journal', { content: 'Only mine.' })).status).toBe(201);
  const shared = (await leaver.client.send<Circle>('POST', '/api/circles', { name: `${name}'s circle`, description: 'Together.', isPrivate: false })).json;
  const lonely = (await leaver.client.send<Circle>('POST', '/api/circles', { name: `${name}'s room`, description: 'Alone.', isPrivate: false })).json;
  expect((await friend.client.send('POST', `/api/circles/${shared.id}/join`)).status).toBe(200);
  // Someone asks to join naming the leaver as referrer.
  const applicant = uniqueEmail('applicant');
  expect(
    (await newClient().send('POST', '/api/pre-registration', { name: 'Ada Applicant', email: applicant, spiritualJourney: 'Looking for a quiet place.', referredBy: leaver.id })).status,
  ).toBe(201);
  return { leaver, friend, admin, word, own, friends, reply, conversationId, shared, lonely, applicant };
}

describe('erasing an account', () => {
  it('refuses without the anonymous name or a choice for the posts, and changes nothing', async () => {
    const member = await accountIn('approved');
    const wrong = await erase(member, { confirmName: 'Someone Else', posts: 'delete' });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ code: 'name_mismatch', message: 'The name you typed is not your anonymous name.' });
    expect((await erase(member, { confirmName: member.name! })).json).toMatchObject({ message: 'Choose what happens to your posts' });
    expect((await erase(member, { posts: 'keep' })).json).toMatchObject({ message: 'Type your anonymous name to confirm' });
    expect((await member.client.get('/api/auth/user')).status).toBe(200);
  });

  it('deletes everything: gone at once, signed out, nothing left behind and every count exact', async () => {
    const w = await livedIn('Leaving Lotus');
    const other = w.leaver.client.fork();
    const copied = copyOfCookies(w.leaver.client);
    const refreshToken = w.leaver.client.cookie('refresh')!;
    // An admin's earlier decision on the account, in the log under its name until the erasure.
    expect((await w.admin.client.send('POST', `/api/admin/users/${w.leaver.id}/approve`)).status).toBe(200);
    const decided = async () => (await w.admin.client.get<AdminLogPage>('/api/admin/log')).json.entries.find((e) => e.action === 'approve_user' && e.target.id === w.leaver.id);
    expect((await decided())?.target.label).toBe('Leaving Lotus');
    const friendUnreadBefore = await unread(w.friend);
    expect(friendUnreadBefore).toBeGreaterThanOrEqual(2); // the reaction and the reply on the friend's post

    // The zone their "today" was counted in is personal data too.
    expect((await w.leaver.client.send('PATCH', '/api/user/time-zone', { timeZone: 'Asia/Kolkata' })).status).toBe(200);

    const erased = await erase(w.leaver, { confirmName: 'Leaving Lotus', posts: 'delete' });
    expect(erased.status, erased.text).toBe(200);
    expect((await db.send(new GetCommand({ TableName: tableName, Key: userKey(w.leaver.id!) }))).Item).not.toHaveProperty('timeZone');
    // Signed out at once, here and in every other browser.
    expect(w.leaver.client.cookie('sid')).toBeUndefined();
    expect((await w.leaver.client.get('/api/auth/user')).status).toBe(401);
    expect((await other.get('/api/auth/user')).status).toBe(401);
    // Copied cookies open nothing, and the provider has revoked the refresh token.
    expect(await replay(copied)).toEqual([401, 401]);
    expect(await providerRefresh(refreshToken)).toBe(400);
    // Gone for everyone at once: no profile, not in the directory or the admin's lists.
    expect((await w.friend.client.get(`/api/users/profile/${w.leaver.id}`)).status).toBe(404);
    expect((await w.friend.client.get<MemberCard[]>('/api/users/approved')).json.some((m) => m.id === w.leaver.id)).toBe(false);
    expect((await w.admin.client.get<AdminUser[]>('/api/admin/users')).json.some((u) => u.id === w.leaver.id)).toBe(false);

    await finished(w.leaver.id!);
    // Their posts and replies are gone, with what hung off them.
    expect((await w.friend.client.get(`/api/posts/${w.own.id}`)).status).toBe(404);
    const friends = (await w.friend.client.get<Post>(`/api/posts/${w.friends.id}`)).json;
    expect(friends.replies).toBe(0);
    expect(friends.reactions.every((r) => r.count === 0 && r.users.length === 0)).toBe(true);
    expect((await profile(w.friend)).totalImpact).toBe(0);
    expect((await w.friend.client.get<Post[]>(`/api/posts/search?q=${w.word}`)).json).toEqual([]);
    // Their notifications to the friend are gone, and the unread count says so exactly.
    const notifications = (await w.friend.client.get<Notification[]>('/api/notifications')).json;
    expect(notifications.filter((n) => n.message.includes('Leaving Lotus'))).toEqual([]);
    expect(await unread(w.friend)).toBe(notifications.filter((n) => !n.isRead).length);
    // The friend keeps their own message, from a "Former member".
    const [conversation] = (await w.friend.client.get<Conversation[]>('/api/conversations')).json.filter((c) => c.id === w.conversationId);
    expect(conversation).toMatchObject({ otherParticipant: { id: FORMER_MEMBER.id, anonymousName: 'Former member' }, lastMessage: 'Hello back from the friend.', unreadCount: 0 });
    const thread = (await w.friend.client.get<MessagePage>(`/api/conversations/${w.conversationId}/messages`)).json;
    expect(thread.messages.map((m) => m.content)).toEqual(['Hello back from the friend.']);
    expect((await w.friend.client.send('POST', `/api/conversations/${w.conversationId}/messages`, { content: 'Are you there?' })).status).toBe(404);
    // The circle they shared passed to the friend; the one nobody else was in is gone.
    const shared = (await w.friend.client.get<Circle>(`/api/circles/${w.shared.id}`)).json;
    expect(shared).toMatchObject({ isCreator: true, memberCount: 1 });
    expect((await w.friend.client.get(`/api/circles/${w.lonely.id}`)).status).toBe(404);
    // The request that named them waits for an admin, naming no referrer.
    const waiting = (await w.admin.client.get<AdminJoinRequest[]>('/api/admin/pre-registration')).json.find((r) => r.email === w.applicant);
    expect(waiting).toMatchObject({ status: 'awaiting_admin', referrer: null });
    // The admin log says an account was erased and when, never whose.
    const log = (await w.admin.client.get<AdminLogPage>('/api/admin/log')).json.entries.find((e) => e.action === 'erase_account');
    expect(log).toMatchObject({ target: { type: 'user', id: '', label: null }, detail: 'posts deleted' });
    expect((await decided())?.target.label).toBe('Former member');
    // Nothing anywhere carries their id or address.
    expect(await itemsMentioning([w.leaver.id!, w.leaver.email!])).toEqual([]);
    // Their sign-in account is gone too: the address signs in as a new, empty account.
    const again = newClient();
    await again.signIn(w.leaver.email!);
    const me = (await again.get<{ id: string; hasCompletedOnboarding: boolean }>('/api/auth/user')).json;
    expect(me.id).not.toBe(w.leaver.id);
    expect(me.hasCompletedOnboarding).toBe(false);
  }, 300_000);

  it('keeps the posts under "Former member", linked to no one', async () => {
    const w = await livedIn('Keeping Cedar');
    expect((await erase(w.leaver, { confirmName: 'Keeping Cedar', posts: 'keep' })).status).toBe(200);
    await finished(w.leaver.id!);
    const kept = (await w.friend.client.get<Post>(`/api/posts/${w.own.id}`)).json;
    expect(kept).toMatchObject({ authorId: FORMER_MEMBER.id, author: { anonymousName: 'Former member' }, content: w.own.content, replies: 1 });
    // The friend's reaction on it stays; the leaver's own reaction on the friend's post is gone.
    expect(kept.reactions.find((r) => r.type === 'resonates')?.count).toBe(1);
    expect((await w.friend.client.get<Post>(`/api/posts/${w.friends.id}`)).json.reactions.every((r) => r.count === 0)).toBe(true);
    const found = (await w.friend.client.get<Post[]>(`/api/posts/search?q=${w.word}`)).json;
    expect(found.map((p) => p.id)).toContain(w.own.id);
    expect(found.map((p) => p.author.anonymousName)).toEqual(found.map(() => 'Former member'));
    expect((await w.friend.client.get(`/api/users/posts/${w.leaver.id}`)).status).toBe(404);
    const log = (await w.admin.client.get<AdminLogPage>('/api/admin/log')).json.entries.find((e) => e.action === 'erase_account' && e.detail === 'posts kept as Former member');
    expect(log).toBeDefined();
    expect(await itemsMentioning([w.leaver.id!, w.leaver.email!])).toEqual([]);
  }, 300_000);

  it('shows a kept post as "Former member" with the one former-member id from the first answer after the request, everywhere, and the name finds nothing', async () => {
    const [leaver, friend] = await Promise.all([accountIn('approved'), accountIn('approved', { hearsNewPosts: true })]);
    const nameWord = `cedar${Date.now().toString(36)}`;
    const name = `Keeping ${nameWord}`;
    await leaver.client.send('PATCH', '/api/user/profile', { anonymousName: name, avatar: 'gentle' });
    const word = `keepable${Date.now().toString(36)}`;
    const circle = (await friend.client.send<Circle>('POST', '/api/circles', { name: 'Kept words', description: 'Together.', isPrivate: false })).json;
    expect((await leaver.client.send('POST', `/api/circles/${circle.id}/join`)).status).toBe(200);
    const own = await post(leaver, { content: `A ${word} morning of stillness.`, shareShowsWords: true });
    const inCircle = await post(leaver, { content: 'Inside the circle.', circleId: circle.id });
    const friends = await post(friend, { content: 'The bell rang twice.' });
    const reply = await post(leaver, { type: 'reply', parentId: friends.id, content: 'Thank you for the bell.' });
    expect((await leaver.client.send('POST', '/api/reactions', { postId: friends.id, type: 'gratitude', value: 70 })).status).toBe(200);
    expect((await friend.client.send('POST', '/api/reactions', { postId: own.id, type: 'resonates', value: 40 })).status).toBe(200);
    const aboutOwn = async () => (await friend.client.get<Notification[]>('/api/notifications')).json.find((n) => n.type === 'new_post' && n.relatedPostId === own.id);
    await expect.poll(aboutOwn, LONG).toBeDefined();
    // A reaction the chain cannot take back (it has no value): the chain stops at its second step
    // until it is mended, so what follows is what members see before the step that rewrites the posts.
    const poison = { pk: `POISON#${randomBytes(8).toString('hex')}`, sk: 'REACTION' };
    await db.send(new PutCommand({ TableName: tableName, Item: { ...poison, ...reactionIndexKeys('poison', 'gratitude', leaver.id!), type: 'gratitude' } }));

    expect((await erase(leaver, { confirmName: name, posts: 'keep' })).status).toBe(200);
    const shown = { authorId: FORMER_MEMBER.id, author: { anonymousName: 'Former member', avatar: FORMER_MEMBER.avatar } };
    const answers = await Promise.all(
      [
        `/api/posts/${own.id}`,
        '/api/posts?sortBy=newest',
        `/api/posts?sortBy=newest&circleId=${circle.id}`,
        `/api/posts/${friends.id}`,
        `/api/posts/${friends.id}/replies`,
        `/api/posts/search?q=${word}`,
        `/api/posts/search?q=${nameWord}`,
        '/api/discover/trending',
        '/api/notifications',
        `/api/users/posts/${leaver.id}`,
      ].map((path) => friend.client.get<unknown>(path)),
    );
    // No answer carries the erased member's id or name, whatever it holds.
    for (const answer of answers) {
      expect(answer.text).not.toContain(leaver.id);
      expect(answer.text).not.toContain(nameWord);
    }
    const [single, feed, circleFeed, , replies, found, byName, , notifications] = answers.map((answer) => answer.json);
    expect(single).toMatchObject({ id: own.id, ...shown });
    expect((feed as { posts: Post[] }).posts.find((p) => p.id === own.id)).toMatchObject(shown);
    expect((circleFeed as { posts: Post[] }).posts.find((p) => p.id === inCircle.id)).toMatchObject(shown);
    expect((replies as Post[]).find((p) => p.id === reply.id)).toMatchObject(shown);
    expect((found as Post[]).find((p) => p.id === own.id)).toMatchObject(shown);
    expect(byName).toEqual([]);
    // The notifications that name them read "Former member" until the chain removes them.
    const naming = (notifications as Notification[]).filter((n) => n.relatedPostId === own.id || n.relatedPostId === friends.id);
    expect(naming.map((n) => n.type).sort()).toEqual(['new_post', 'new_reply', 'reaction']);
    for (const notification of naming) {
      expect(notification.message.startsWith('Former member'), notification.message).toBe(true);
      expect(notification.metadata.authorName).toBe('Former member');
    }
    const preview = (await newClient().request(`/api/share/post/${own.id}`)).text;
    expect(preview).toContain('Former member on Seekers');
    expect(preview).not.toContain(nameWord);

    // Mended and redriven: the chain ends, and the kept post stays as it was shown.
    const stuck = async () => (await chain(leaver.id!)).find((page) => page.step === 1 && page.batch?.some((key) => key.pk === poison.pk));
    await expect.poll(stuck, LONG).toBeDefined();
    await db.send(new DeleteCommand({ TableName: tableName, Key: poison }));
    await runCleanup(cleanupPageKey('erase', leaver.id!, (await stuck())!.page));
    await finished(leaver.id!);
    expect((await friend.client.get<Post>(`/api/posts/${own.id}`)).json).toMatchObject(shown);
    expect(await itemsMentioning([leaver.id!, leaver.email!])).toEqual([]);
  }, 300_000);

  it('completes on a retry after failing part-way, with nothing lost or left behind', async () => {
    const w = await livedIn('Halting Heron');
    // A conversation whose data key will not unwrap (written here, so no running function has its key
    // at hand): the conversations step fails on it every time, after the steps before it ran, and the
    // poller gives up on the page as Lambda would.
    const broken = randomBytes(24).toString('base64url');
    const brokenKeys = [
      { pk: `CONV#${broken}`, sk: 'CONV' },
      { pk: `CONV#${broken}`, sk: `MSG#${new Date().toISOString()}#m1` },
      { pk: `USER#${w.leaver.id}`, sk: `CONV#${broken}` },
    ];
    const participants = [w.leaver.id!, w.friend.id!].sort();
    await db.send(new PutCommand({ TableName: tableName, Item: { ...brokenKeys[0], id: broken, participants, wrappedKey: 'not-a-key', createdAt: new Date().toISOString() } }));
    await db.send(new PutCommand({ TableName: tableName, Item: { ...brokenKeys[1], id: 'm1', conversationId: broken, senderId: w.friend.id, encryptedContent: 'sealed', createdAt: new Date().toISOString() } }));
    await db.send(new PutCommand({ TableName: tableName, Item: { ...brokenKeys[2], conversationId: broken, otherUserId: w.friend.id } }));
    const stuck = async () => (await chain(w.leaver.id!)).find((page) => page.step === 6 && page.batch?.some((key) => key.sk === `CONV#${broken}`));
    expect((await erase(w.leaver, { confirmName: 'Halting Heron', posts: 'delete' })).status).toBe(200);
    await expect.poll(stuck, { timeout: 240_000, interval: 500 }).toBeDefined();
    // What the steps before it removed stays removed.
    expect((await w.friend.client.get(`/api/posts/${w.own.id}`)).status).toBe(404);
    expect((await w.friend.client.get<Post>(`/api/posts/${w.friends.id}`)).json.reactions.every((r) => r.count === 0)).toBe(true);
    // Mended (the message whose preview needed the key is gone), then redriven as from the dead-letter
    // queue: the page works through its batch again and the chain goes on to the end.
    await db.send(new DeleteCommand({ TableName: tableName, Key: brokenKeys[1] }));
    const page = (await stuck())!;
    expect(await runCleanup(cleanupPageKey('erase', w.leaver.id!, page.page))).toMatchObject({ more: true });
    await finished(w.leaver.id!);
    expect(await itemsMentioning([w.leaver.id!, w.leaver.email!])).toEqual([]);
    const thread = (await w.friend.client.get<MessagePage>(`/api/conversations/${w.conversationId}/messages`)).json;
    expect(thread.messages.map((m) => m.content)).toEqual(['Hello back from the friend.']);
    expect((await profile(w.friend)).totalImpact).toBe(0);
    expect((await db.send(new GetCommand({ TableName: tableName, Key: userKey(w.leaver.id!) }))).Item).toBeUndefined();
  }, 420_000);
});
