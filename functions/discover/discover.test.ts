/**
 * Discover's trending posts against DynamoDB Local. The window is read as of a clock the test
 * sets, in months no other test writes to, so the exact order can be asserted in a shared table;
 * the route itself is then read with the real clock.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Circle } from '#shared/types/circle.ts';
import { REACTION_TYPES, type Post } from '#shared/types/post.ts';
import { type PostItem } from '../posts/items/post.ts';
import { createPost } from '../posts/workflows/posting.ts';
import { getUserItem, type UserItem } from '../lib/account.ts';
import { readTrending } from './trending.ts';
import { accountIn, type Account } from '../testing/personas.ts';

const HOUR = 3_600_000;

describe('trending posts', () => {
  let author: Account;
  let authorItem: UserItem;
  let reactors: Account[];

  beforeAll(async () => {
    [author, ...reactors] = await Promise.all([accountIn('approved'), accountIn('approved'), accountIn('approved')]);
    authorItem = (await getUserItem(author.id!))!;
  });

  const postAt = (at: number, extra: { circleId?: string; parentId?: string } = {}) =>
    createPost(
      { author: authorItem, type: extra.parentId ? 'reply' : 'question', content: `Trending probe ${at}`, ...extra },
      new Date(at),
    );

  /** `count` reactions through the API: every type from each reactor in turn. */
  async function react(post: PostItem, count: number) {
    const pairs = reactors.flatMap((reactor) => REACTION_TYPES.map((type) => [reactor, type] as const)).slice(0, count);
    expect(pairs).toHaveLength(count);
    for (const [reactor, type] of pairs) {
      const response = await reactor.client.send('POST', '/api/reactions', { postId: post.id, type, value: 40 });
      expect(response.status, response.text).toBe(200);
    }
  }

  async function reply(post: PostItem, count: number, at: number) {
    for (let i = 0; i < count; i++) await postAt(at, { parentId: post.id, ...(post.circleId ? { circleId: post.circleId } : {}) });
  }

  it('ranks the main feed of the last week by engagement decayed with age; circle posts, replies, deleted and older posts never', async () => {
    const now = Date.parse('2021-03-10T12:00:00.000Z');
    const circle = (await author.client.send<Circle>('POST', '/api/circles', { name: 'Trend Keepers', description: 'Inside only.' })).json;

    const hot = await postAt(now - HOUR);
    await react(hot, 3);
    await reply(hot, 2, now - HOUR / 2);
    const replied = await postAt(now - HOUR);
    await reply(replied, 1, now - HOUR / 2);
    const older = await postAt(now - 30 * HOUR);
    await react(older, 6);
    await reply(older, 3, now - 20 * HOUR);
    await postAt(now - HOUR / 4);

    // Each of these has reactions or replies, so it would be listed if it were read.
    const stale = await postAt(now - 8 * 24 * HOUR);
    await react(stale, 6);
    const later = await postAt(now + HOUR);
    await react(later, 6);
    const inCircle = await postAt(now - HOUR, { circleId: circle.id });
    await reply(inCircle, 5, now - HOUR / 2);
    const aReply = await postAt(now - HOUR / 2, { parentId: older.id });
    await react(aReply, 6);
    const deleted = await postAt(now - HOUR);
    await react(deleted, 6);
    await reply(deleted, 3, now - HOUR / 2);
    expect((await readTrending(new Date(now))).map((p) => p.id)).toEqual([deleted.id, hot.id, replied.id, older.id]);

    expect((await author.client.send('DELETE', `/api/posts/${deleted.id}`)).status).toBe(200);
    expect((await readTrending(new Date(now))).map((p) => p.id)).toEqual([hot.id, replied.id, older.id]);
  });

  it('keeps at most ten, reading back into the month the week began in', async () => {
    const now = Date.parse('2021-06-02T06:00:00.000Z');
    // Outside the week: read, it would rank third (80 / 171^1.5, against 2 / 111^1.5 for the tenth inside).
    const outside = await postAt(now - 7 * 24 * HOUR - HOUR);
    await reply(outside, 40, now - HOUR);
    const inside: PostItem[] = [];
    for (let i = 0; i < 12; i++) {
      const post = await postAt(now - (1 + i * 12) * HOUR);
      await reply(post, 1, now);
      inside.push(post);
    }
    expect(inside.slice(0, 10).filter((p) => p.createdAt.startsWith('2021-05'))).toHaveLength(7);
    expect((await readTrending(new Date(now))).map((p) => p.id)).toEqual(inside.slice(0, 10).map((p) => p.id));
  });

  it('answers the feed’s own post answers, with the viewer’s reactions', async () => {
    const post = await postAt(Date.now() - 60_000);
    await react(post, 3);
    await reply(post, 10, Date.now());
    const [viewer] = reactors;
    const trending = await viewer!.client.get<Post[]>('/api/discover/trending');
    expect(trending.status).toBe(200);
    expect(trending.json.length).toBeLessThanOrEqual(10);
    const entry = trending.json.find((p) => p.id === post.id);
    const view = (await viewer!.client.get<Post>(`/api/posts/${post.id}`)).json;
    // The post page lists who reacted; lists never do.
    expect(entry).toEqual({ ...view, reactions: view.reactions.map((r) => ({ ...r, users: [] })) });
    expect(entry!.reactions.map((r) => r.userReaction)).toEqual([40, 40, 40]);
    expect(entry!.replies).toBe(10);
  });
});
