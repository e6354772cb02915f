/**
 * A deleted post's notifications leave every partition they were delivered to, after the request,
 * through the stream worker (the stack's poller), with each member's unread count exact.
 */
import { describe, expect, it } from 'vitest';
import type { Circle } from '#shared/types/circle.ts';
import type { Notification } from '#shared/types/notification.ts';
import type { Post } from '#shared/types/post.ts';
import { keyCondition } from '../../lib/db/keys.ts';
import { queryAll } from '../../lib/db/query.ts';
import { KEY } from '../../lib/db/schema.ts';
import { accountIn, type Account } from '../../testing/personas.ts';
import { cleanupPageKey } from '../../lib/cleanup-page.ts';
import { userKey } from '../../lib/account.ts';

const POLL = { timeout: 30_000, interval: 100 };

const unread = async (account: Account) => (await account.client.get<{ count: number }>('/api/notifications/unread-count')).json.count;
const aboutPost = async (account: Account, postId: string) =>
  (await account.client.get<Notification[]>('/api/notifications')).json.filter((n) => n.relatedPostId === postId);
const chainOf = (postId: string) => queryAll(keyCondition(KEY, cleanupPageKey('post', postId, 0).pk));
const itemsAbout = async (account: Account, postId: string) =>
  (await queryAll<Record<string, unknown>>(keyCondition(KEY, userKey(account.id!).pk))).filter((item) => JSON.stringify(item).includes(postId));

describe("a deleted post's notifications", () => {
  it("leave the circle's members and the author, read or unread, with exact counts", async () => {
    const [author, reader, reactor] = await Promise.all([accountIn('approved'), accountIn('approved'), accountIn('approved')]);
    const circle = (await author.client.send<Circle>('POST', '/api/circles', { name: 'Quiet hour', description: 'Sitting.', isPrivate: false })).json;
    for (const who of [reader, reactor]) expect((await who.client.send('POST', `/api/circles/${circle.id}/join`)).status).toBe(200);
    const before = { author: await unread(author), reader: await unread(reader), reactor: await unread(reactor) };

    const post = (await author.client.send<Post>('POST', '/api/posts', { type: 'question', content: 'What stays?', circleId: circle.id })).json;
    await expect.poll(() => aboutPost(reader, post.id), POLL).toHaveLength(1);
    await expect.poll(() => aboutPost(reactor, post.id), POLL).toHaveLength(1);
    // One read, one unread: both go, and only the unread one moves its count.
    const [announced] = await aboutPost(reader, post.id);
    expect((await reader.client.send('POST', `/api/notifications/${announced!.id}/read`)).status).toBe(200);
    expect((await reactor.client.send('POST', '/api/reactions', { postId: post.id, type: 'insightful', value: 80 })).status).toBe(200);
    expect((await reactor.client.send('POST', '/api/posts', { type: 'reply', content: 'The breath.', parentId: post.id })).status).toBe(201);
    expect(await aboutPost(author, post.id)).toHaveLength(2);

    expect((await author.client.send('DELETE', `/api/posts/${post.id}`)).status).toBe(200);
    await expect.poll(async () => (await chainOf(post.id)).length, POLL).toBe(0);
    for (const account of [author, reader, reactor]) expect(await itemsAbout(account, post.id)).toEqual([]);
    expect(await unread(author)).toBe(before.author);
    expect(await unread(reader)).toBe(before.reader);
    expect(await unread(reactor)).toBe(before.reactor);
  });

  it('leave the members a main-feed post was announced to', async () => {
    const [author, listener] = await Promise.all([accountIn('approved'), accountIn('approved', { hearsNewPosts: true })]);
    const post = (await author.client.send<Post>('POST', '/api/posts', { type: 'reflection', content: 'Morning light on the wall.' })).json;
    await expect.poll(() => aboutPost(listener, post.id), POLL).toHaveLength(1);

    expect((await author.client.send('DELETE', `/api/posts/${post.id}`)).status).toBe(200);
    await expect.poll(async () => (await chainOf(post.id)).length, POLL).toBe(0);
    expect(await itemsAbout(listener, post.id)).toEqual([]);
  });
});
