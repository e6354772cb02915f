/**
 * Posts in circles: only members post and read them, in the circle's own feed only, and every read
 * path answers an outsider (or a member who left) exactly as for a post that does not exist.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Circle } from '#shared/types/circle.ts';
import { FEED_SORTS, type FeedPage, type Post, type PostSummary } from '#shared/types/post.ts';
import type { Notification } from '#shared/types/notification.ts';
import type { UserStats } from '#shared/types/user.ts';
import { accountIn, type Account } from '../testing/personas.ts';
import { otherCircles } from '../testing/circles.ts';

describe('circle posts', () => {
  let member: Account;
  let outsider: Account;
  let leaver: Account;
  let circle: Circle;
  let post: Post;
  let reply: Post;

  beforeAll(async () => {
    [member, outsider, leaver] = await Promise.all([accountIn('approved'), accountIn('approved'), accountIn('approved')]);
    circle = (await member.client.send<Circle>('POST', '/api/circles', { name: 'Night Owls', description: 'Late sitting.' })).json;
    await leaver.client.send('POST', `/api/circles/${circle.id}/join`);
    const created = await member.client.send<Post>('POST', '/api/posts', { content: 'Moonlit lanterns inside', circleId: circle.id });
    expect(created.status, created.text).toBe(201);
    post = created.json;
    reply = (await leaver.client.send<Post>('POST', '/api/posts', { content: 'A reply inside', type: 'reply', parentId: post.id })).json;
    await leaver.client.send('POST', `/api/circles/${circle.id}/leave`);
  });

  it('posts in the circle for members only', async () => {
    expect(post).toMatchObject({ circleId: circle.id, circle: { name: 'Night Owls' } });
    expect(reply).toMatchObject({ circleId: circle.id, parentId: post.id });
    for (const account of [outsider, leaver]) {
      const refused = await account.client.send('POST', '/api/posts', { content: 'Let me in', circleId: circle.id });
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ code: 'not_a_member', message: 'This circle is for its members only.' });
    }
    const unknown = await member.client.send('POST', '/api/posts', { content: 'Nowhere', circleId: 'unknown' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ message: 'Circle not found' });
  });

  it('shows the circle feed, in every sort, to members only', async () => {
    for (const sort of FEED_SORTS) {
      const page = await member.client.get<FeedPage>(`/api/posts?circleId=${circle.id}&sortBy=${sort}`);
      expect(page.json.posts.map((p) => p.id), sort).toEqual([post.id]);
    }
    for (const account of [outsider, leaver]) {
      const refused = await account.client.get(`/api/posts?circleId=${circle.id}`);
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({ code: 'not_a_member' });
    }
    expect((await member.client.get(`/api/posts?circleId=unknown`)).status).toBe(404);
  });

  it('pages the circle feed, and a cursor only resumes its own feed', async () => {
    const own = (await member.client.send<Circle>('POST', '/api/circles', { name: 'Pager', description: 'Many posts.' })).json;
    for (let i = 0; i < 21; i++) await member.client.send('POST', '/api/posts', { content: `Entry ${i}`, circleId: own.id });
    const first = (await member.client.get<FeedPage>(`/api/posts?circleId=${own.id}&sortBy=newest`)).json;
    expect(first.posts).toHaveLength(20);
    const second = (await member.client.get<FeedPage>(`/api/posts?circleId=${own.id}&sortBy=newest&cursor=${first.nextCursor}`)).json;
    expect(second.posts.map((p) => p.content)).toEqual(['Entry 0']);
    expect(second.nextCursor).toBeNull();
    expect((await member.client.get(`/api/posts?circleId=${circle.id}&sortBy=newest&cursor=${first.nextCursor}`)).status).toBe(400);
    expect((await member.client.get(`/api/posts?sortBy=newest&cursor=${first.nextCursor}`)).status).toBe(400);
  });

  it('never shows circle posts in the main feed or in search', async () => {
    for (const sort of FEED_SORTS) {
      const page = await member.client.get<FeedPage>(`/api/posts?sortBy=${sort}`);
      expect(page.json.posts.some((p) => p.circleId), sort).toBe(false);
    }
    expect((await member.client.get<Post[]>('/api/posts/search?q=moonlit')).json.some((p) => p.id === post.id)).toBe(false);
  });

  it('answers outsiders and leavers as for a post that does not exist, on every read path', async () => {
    const missing = await outsider.client.get('/api/posts/no-such-post');
    for (const account of [outsider, leaver]) {
      for (const path of [`/api/posts/${post.id}`, `/api/posts/${reply.id}`, `/api/posts/${post.id}/replies`, '/api/posts/no-such-post/replies']) {
        const response = await account.client.get(path);
        expect(response.status, path).toBe(404);
        expect(response.json, path).toEqual(missing.json);
      }
      const reaction = await account.client.send('POST', '/api/reactions', { postId: post.id, type: 'resonates', value: 60 });
      expect(reaction.status).toBe(404);
      expect(reaction.json).toEqual(missing.json);
      const replying = await account.client.send('POST', '/api/posts', { content: 'Sneaking in', type: 'reply', parentId: post.id });
      expect(replying.status).toBe(404);
      expect(replying.json).toEqual(missing.json);
    }
    // Members read and react as anywhere else.
    expect((await member.client.get<Post>(`/api/posts/${post.id}`)).json.replies).toBe(1);
    expect((await member.client.get<Post[]>(`/api/posts/${post.id}/replies`)).json.map((p) => p.id)).toEqual([reply.id]);
    expect((await member.client.send('POST', '/api/reactions', { postId: post.id, type: 'resonates', value: 60 })).status).toBe(200);
  });

  it('keeps the share page closed to circle posts', async () => {
    const page = await outsider.client.raw(`/api/share/post/${post.id}`);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/');
  });

  it('lists circle posts on a profile only to fellow members, and never counts them', async () => {
    const listed = async (viewer: Account, author: Account) =>
      (await viewer.client.get<PostSummary[]>(`/api/users/posts/${author.id}`)).json.map((p) => p.id);
    expect(await listed(member, member)).toContain(post.id);
    expect(await listed(outsider, member)).not.toContain(post.id);
    expect(await listed(leaver, member)).not.toContain(post.id);
    expect(await listed(leaver, leaver)).not.toContain(reply.id);
    expect(await listed(member, leaver)).toContain(reply.id);
    expect((await outsider.client.get<UserStats>(`/api/users/stats/${member.id}`)).json).toEqual({ totalPosts: 0, totalReplies: 0, totalImpact: 0 });
    expect((await outsider.client.get<UserStats>(`/api/users/stats/${leaver.id}`)).json.totalReplies).toBe(0);
  });

  it('hides the notifications about a circle’s posts from a member who leaves it, and takes them off the unread count', async () => {
    const [author, replier] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    const own = (await author.client.send<Circle>('POST', '/api/circles', { name: 'Echoes', description: 'Replies inside.' })).json;
    await replier.client.send('POST', `/api/circles/${own.id}/join`);
    const inside = (await author.client.send<Post>('POST', '/api/posts', { content: 'Who hears this?', circleId: own.id })).json;
    const outside = (await author.client.send<Post>('POST', '/api/posts', { content: 'And this, on the main feed?' })).json;
    for (const parent of [inside, outside]) {
      await replier.client.send('POST', '/api/posts', { content: 'I do', type: 'reply', parentId: parent.id });
    }
    const about = async () =>
      (await author.client.get<Notification[]>('/api/notifications')).json.filter((n) => n.type === 'new_reply').map((n) => n.relatedPostId);
    const unread = async () => (await author.client.get<{ count: number }>('/api/notifications/unread-count')).json.count;
    expect(await about()).toEqual([outside.id, inside.id]);
    // The two replies and the replier's joining; leaving takes the two about the circle off.
    expect(await unread()).toBe(3);

    await author.client.send('POST', `/api/circles/${own.id}/leave`);
    expect(await about()).toEqual([outside.id]);
    expect(await unread()).toBe(1);
    // Back in, it shows again, read.
    await author.client.send('POST', `/api/circles/${own.id}/join`);
    expect(await about()).toEqual([outside.id, inside.id]);
    expect(await unread()).toBe(1);
  });

  it('counts the day’s posts on the circle, replies not included, deletions taken back', async () => {
    const own = (await member.client.send<Circle>('POST', '/api/circles', { name: 'Counters', description: 'Counting.' })).json;
    const posts = await Promise.all(
      Array.from({ length: 5 }, (_, i) => member.client.send<Post>('POST', '/api/posts', { content: `Today ${i}`, circleId: own.id })),
    );
    await member.client.send('POST', '/api/posts', { content: 'Only a reply', type: 'reply', parentId: posts[0]!.json.id });
    expect((await member.client.get<Circle>(`/api/circles/${own.id}`)).json.recentPostCount).toBe(5);
    expect((await member.client.send('DELETE', `/api/posts/${posts[1]!.json.id}`)).status).toBeLessThan(300);
    expect((await otherCircles(outsider.client)).circles.find((c) => c.id === own.id)?.recentPostCount).toBe(4);
    expect((await member.client.get<Circle[]>('/api/user/circles')).json.find((c) => c.id === own.id)?.recentPostCount).toBe(4);
  });
});
