/**
 * new_post notifications, delivered after the request by the stream worker (locally through the
 * stack's stream poller, as by Lambda's event source in AWS): who hears, with what, exactly once.
 */
import { describe, expect, it } from 'vitest';
import type { Circle } from '#shared/types/circle.ts';
import type { Notification } from '#shared/types/notification.ts';
import type { Post } from '#shared/types/post.ts';
import { runAnnouncePage } from '../posts/workflows/post-announcement.ts';
import { suspendUser } from '../members/workflows/account-changes.ts';
import { accountIn, type Account } from '../testing/personas.ts';
import { matchesFilter, STREAM_FILTER } from './filter.ts';

const notifications = async (account: Account) => (await account.client.get<Notification[]>('/api/notifications')).json;
const unread = async (account: Account) => (await account.client.get<{ count: number }>('/api/notifications/unread-count')).json.count;
const aboutPost = async (account: Account, postId: string) => (await notifications(account)).filter((n) => n.relatedPostId === postId);
const setPreferences = async (account: Account, prefs: Record<string, boolean>) =>
  expect((await account.client.send('PATCH', '/api/user/notification-preferences', prefs)).status).toBe(200);

/** A notification that is never coming cannot be waited for: wait for one that is, made after it. */
const POLL = { timeout: 15_000, interval: 100 };

describe('new_post notifications', () => {
  it('reach the members who want main-feed posts, never the author, once each with an exact count', async () => {
    const [author, hears, hearsAll, quiet, suspended] = await Promise.all([
      accountIn('approved', { hearsNewPosts: true }),
      accountIn('approved', { hearsNewPosts: true }),
      accountIn('approved', { hearsNewPosts: true }),
      accountIn('approved', { hearsNewPosts: true }),
      accountIn('approved', { hearsNewPosts: true }),
    ]);
    // "All new posts" alone is enough; both off is silence.
    await setPreferences(hearsAll, { notifyMainFeedPosts: false });
    await setPreferences(quiet, { notifyAllPosts: false, notifyMainFeedPosts: false });
    await suspendUser(suspended.id!);

    const content = `Where does stillness live when the house is loud? ${'And the mind louder still. '.repeat(6)}`.trim();
    const created = await author.client.send<Post>('POST', '/api/posts', { type: 'question', content });
    expect(created.status).toBe(201);
    const post = created.json;

    await expect.poll(() => aboutPost(hears, post.id), POLL).toHaveLength(1);
    const [notification] = await aboutPost(hears, post.id);
    expect(notification).toMatchObject({
      type: 'new_post',
      title: 'New question in the community',
      message: `${author.name}: ${content.slice(0, 100).trimEnd()}…`,
      isRead: false,
      createdAt: post.createdAt,
      metadata: { authorName: author.name },
    });
    await expect.poll(() => aboutPost(hearsAll, post.id), POLL).toHaveLength(1);

    // The same post announced again (a retried stream batch) delivers nothing twice.
    const before = await unread(hears);
    expect((await runAnnouncePage({ postId: post.id, page: 0, cursor: null })).delivered).toBe(0);
    expect(await aboutPost(hears, post.id)).toHaveLength(1);
    expect(await unread(hears)).toBe(before);

    // Silence is checked after a later post has reached everyone who hears.
    const later = (await author.client.send<Post>('POST', '/api/posts', { type: 'reflection', content: 'A later note.' })).json;
    await expect.poll(() => aboutPost(hears, later.id), POLL).toHaveLength(1);
    expect(await aboutPost(quiet, post.id)).toEqual([]);
    expect(await aboutPost(author, post.id)).toEqual([]);
    expect(await unread(quiet)).toBe(0);
    expect(await unread(author)).toBe(0);
    expect((await suspended.client.get('/api/notifications')).status).toBe(403);

    // Mark Read settles it like any other.
    await hears.client.send('POST', `/api/notifications/${notification!.id}/read`);
    expect((await aboutPost(hears, post.id))[0]!.isRead).toBe(true);
  });

  it("reach a circle's members who keep circle activity on, and no one outside it", async () => {
    const [author, member, quietMember, outsider] = await Promise.all([
      accountIn('approved'),
      accountIn('approved'),
      accountIn('approved'),
      accountIn('approved', { hearsNewPosts: true }),
    ]);
    const circle = (await author.client.send<Circle>('POST', '/api/circles', { name: 'Lanterns', description: 'Evening light.' })).json;
    for (const account of [member, quietMember]) expect((await account.client.send('POST', `/api/circles/${circle.id}/join`)).status).toBe(200);
    await setPreferences(quietMember, { notifyCircleActivity: false });

    const post = (await author.client.send<Post>('POST', '/api/posts', { type: 'reflection', content: 'The lamp is lit.', circleId: circle.id })).json;
    await expect.poll(() => aboutPost(member, post.id), POLL).toHaveLength(1);
    expect((await aboutPost(member, post.id))[0]).toMatchObject({
      type: 'new_post',
      title: 'New reflection in Lanterns',
      message: `${author.name}: The lamp is lit.`,
      metadata: { authorName: author.name, circleName: 'Lanterns' },
    });

    const later = (await author.client.send<Post>('POST', '/api/posts', { type: 'reflection', content: 'Still lit.', circleId: circle.id })).json;
    await expect.poll(() => aboutPost(member, later.id), POLL).toHaveLength(1);
    expect(await aboutPost(quietMember, post.id)).toEqual([]);
    expect(await aboutPost(outsider, post.id)).toEqual([]);
    expect(await aboutPost(author, post.id)).toEqual([]);

    // Leaving the circle takes its posts' notifications along, and their unread count.
    expect((await member.client.send('POST', `/api/circles/${circle.id}/leave`)).status).toBe(200);
    expect(await aboutPost(member, post.id)).toEqual([]);
    expect(await unread(member)).toBe(0);
  });

  it('starts from the post alone: a reply announces nothing', async () => {
    const [author, hears] = await Promise.all([accountIn('approved'), accountIn('approved', { hearsNewPosts: true })]);
    const post = (await author.client.send<Post>('POST', '/api/posts', { type: 'question', content: 'Is silence an answer?' })).json;
    await expect.poll(() => aboutPost(hears, post.id), POLL).toHaveLength(1);
    const reply = (await author.client.send<Post>('POST', '/api/posts', { type: 'reply', parentId: post.id, content: 'Sometimes.' })).json;
    const later = (await author.client.send<Post>('POST', '/api/posts', { type: 'question', content: 'And sound?' })).json;
    await expect.poll(() => aboutPost(hears, later.id), POLL).toHaveLength(1);
    expect(await aboutPost(hears, reply.id)).toEqual([]);
  });
});

describe('the stream filter', () => {
  const record = (eventName: string, streamEvent?: string) => ({
    eventName,
    dynamodb: { NewImage: { pk: { S: 'X' }, ...(streamEvent && { streamEvent: { S: streamEvent } }) } },
  });

  it('passes new items that carry a stream event, and nothing else', () => {
    expect(matchesFilter(record('INSERT', 'announce-page'), STREAM_FILTER)).toBe(true);
    expect(matchesFilter(record('INSERT', 'notification'), STREAM_FILTER)).toBe(true);
    expect(matchesFilter(record('MODIFY', 'notification'), STREAM_FILTER)).toBe(false);
    expect(matchesFilter(record('INSERT', 'something-else'), STREAM_FILTER)).toBe(false);
    expect(matchesFilter(record('INSERT'), STREAM_FILTER)).toBe(false);
    expect(matchesFilter({ eventName: 'REMOVE' }, STREAM_FILTER)).toBe(false);
  });
});
