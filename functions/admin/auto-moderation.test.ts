/**
 * Auto-moderation (issue 31 §3) against the local stack: the settings stored on the server for
 * every admin (and only admins), quarantine and auto-delete at their thresholds and never when
 * off, a hidden post absent from every read path but its author's, the stream worker's flags, and
 * the admins told. The settings are one item the whole stack shares: this file runs after every
 * other (vitest.config.ts, RUN_ALONE), and each test puts the spec's defaults back after it.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MODERATION_SETTINGS, type ModerationSettings } from '#shared/moderation-schemas.ts';
import type { AdminLogEntry } from '#shared/types/admin.ts';
import type { Circle } from '#shared/types/circle.ts';
import type { Notification } from '#shared/types/notification.ts';
import type { FeedPage, Post, PostSummary } from '#shared/types/post.ts';
import type { AdminReport, AdminReportPage } from '#shared/types/report.ts';
import { update, updateOf } from '../lib/db/update.ts';
import { readAdminLog } from '../lib/admin-log.ts';
import { alertOnReport, checkNewPost } from '../posts/workflows/auto-moderation.ts';
import { getPostItem } from '../posts/items/post.ts';
import { userKey } from '../lib/account.ts';
import { withGuideProvider } from '../testing/guide-provider.ts';
import { accountIn, type Account } from '../testing/personas.ts';

const word = () => `zq${Math.random().toString(36).slice(2, 10)}`;

const newPost = async (author: Account, content: string, extra: Record<string, unknown> = {}) => {
  const response = await author.client.send<Post>('POST', '/api/posts', { content, ...extra });
  expect(response.status, response.text).toBe(201);
  return response.json;
};

const report = async (member: Account, postId: string, reason = 'Unkind') => {
  const response = await member.client.send('POST', `/api/posts/${postId}/report`, { reason });
  expect(response.status, response.text).toBe(201);
};

let admin: Account | undefined;
const theAdmin = async () => (admin ??= await accountIn('admin'));

async function setModeration(change: Partial<ModerationSettings>): Promise<ModerationSettings> {
  const current = (await (await theAdmin()).client.get<ModerationSettings>('/api/admin/settings/moderation')).json;
  const response = await (await theAdmin()).client.send<ModerationSettings>('PUT', '/api/admin/settings/moderation', { ...current, ...change });
  expect(response.status, response.text).toBe(200);
  return response.json;
}

afterEach(async () => {
  await setModeration(DEFAULT_MODERATION_SETTINGS);
});

afterAll(async () => {
  await setModeration(DEFAULT_MODERATION_SETTINGS);
});

async function logEntries(match: (entry: AdminLogEntry) => boolean): Promise<AdminLogEntry[]> {
  const found: AdminLogEntry[] = [];
  let before: string | null = null;
  do {
    const page = await readAdminLog(before);
    found.push(...page.entries.filter(match));
    before = page.next;
  } while (before);
  return found;
}

async function queueEntry(postId: string): Promise<AdminReport | undefined> {
  const client = (await theAdmin()).client;
  let before: string | null = null;
  do {
    const page: AdminReportPage = (await client.get<AdminReportPage>(`/api/admin/reports${before ? `?before=${encodeURIComponent(before)}` : ''}`)).json;
    const found = page.reports.find((r) => r.post.id === postId);
    if (found) return found;
    before = page.next;
  } while (before);
  return undefined;
}

describe('the settings', () => {
  it('are stored on the server, shared by every admin, refused to members, and each change is in the admin log', async () => {
    const [member, second] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    // A second admin: the gate reads isAdmin from the account.
    await update(updateOf(userKey(second.id!), { set: { isAdmin: true } }));

    const saved = await setModeration({ enabled: true, quarantineThreshold: 3, notifyAdmins: false });
    expect(saved).toMatchObject({ enabled: true, quarantineThreshold: 3, notifyAdmins: false, autoDeleteThreshold: 3 });
    // Another admin, and the first one in a new browser (a reload), read what was saved.
    expect((await second.client.get('/api/admin/settings/moderation')).json).toEqual(saved);
    expect((await (await theAdmin()).client.fork().get('/api/admin/settings/moderation')).json).toEqual(saved);

    const entry = (await logEntries((e) => e.action === 'moderation_settings'))[0]!;
    expect(entry.admin.id).toBe((await theAdmin()).id);
    expect(entry.detail).toBe('Auto-moderation: off → on; Notify admins: on → off; Hide for review: After 2 reports → After 3 reports');

    for (const [method, body] of [['GET', undefined], ['PUT', DEFAULT_MODERATION_SETTINGS]] as const) {
      const refused = await member.client.send(method, '/api/admin/settings/moderation', body);
      expect(refused.status).toBe(403);
    }
    const bad = await (await theAdmin()).client.send('PUT', '/api/admin/settings/moderation', { ...saved, autoDeleteThreshold: 4 });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ message: 'Choose after how many reports a post is deleted' });
    expect((await second.client.get('/api/admin/settings/moderation')).json).toEqual(saved);
  });
});

describe('quarantine and auto-delete', () => {
  it('never lets a hidden post shorten a feed page: the page reads on past it', async () => {
    const [author, a, b, reader] = await Promise.all([accountIn('approved'), accountIn('approved'), accountIn('approved'), accountIn('approved')]);
    await setModeration({ enabled: true, quarantineThreshold: 2, autoDeleteThreshold: 0 });
    for (let i = 0; i < 21; i += 1) await newPost(author, `A breath counted, ${i} ${word()}`);
    const hidden = await newPost(author, `A sharp word about ${word()}`);
    for (const member of [a, b, reader]) await member.client.send('POST', '/api/reactions', { postId: hidden.id, type: 'resonates', value: 100 });
    await report(a, hidden.id);
    await report(b, hidden.id);
    expect((await reader.client.get(`/api/posts/${hidden.id}`)).status).toBe(404);
    // The newest post of all and one of the year's most moved, yet never missing from a page of twenty.
    for (const sort of ['newest', 'impact'] as const) {
      const page = (await reader.client.get<FeedPage>(`/api/posts?sortBy=${sort}`)).json;
      expect(page.posts.map((post) => post.id), sort).not.toContain(hidden.id);
      expect(page.posts, sort).toHaveLength(20);
    }
  });

  it('hides a post at the quarantine threshold from every read path but its author, and deletes it at the auto-delete threshold', async () => {
    const [author, a, b, c] = await Promise.all([accountIn('approved'), accountIn('approved'), accountIn('approved'), accountIn('approved', { hearsNewPosts: true })]);
    await setModeration({ enabled: true, quarantineThreshold: 2, autoDeleteThreshold: 3 });
    const topic = word();
    const post = await newPost(author, `A sharp word about ${topic}`, { shareShowsWords: true });
    const reply = await newPost(author, `And a sharper ${topic} reply`, { type: 'reply', parentId: post.id });
    for (const member of [a, b, c]) await member.client.send('POST', '/api/reactions', { postId: post.id, type: 'resonates', value: 100 });
    // Before: the post is where members find it, Discover's trending included.
    expect((await c.client.get<Post[]>('/api/discover/trending')).json.map((p) => p.id)).toContain(post.id);

    const told = async () => (await c.client.get<Notification[]>('/api/notifications')).json.some((n) => n.relatedPostId === post.id && n.type === 'new_post');
    await expect.poll(told, { timeout: 15_000 }).toBe(true);
    await report(a, post.id);
    expect((await b.client.get(`/api/posts/${post.id}`)).status).toBe(200);
    await report(b, post.id);
    // Its notification quoted its words: gone from the list while it is hidden.
    expect(await told()).toBe(false);

    // Others: the post is as absent as a deleted one, wherever they look.
    expect((await c.client.get(`/api/posts/${post.id}`)).status).toBe(404);
    expect((await c.client.get(`/api/posts/${post.id}/replies`)).status).toBe(404);
    expect((await c.client.get<FeedPage>('/api/posts?sortBy=newest')).json.posts.map((p) => p.id)).not.toContain(post.id);
    expect((await c.client.get<Post[]>(`/api/posts/search?q=${topic}`)).json.map((p) => p.id)).not.toContain(post.id);
    expect((await c.client.get<Post[]>('/api/discover/trending')).json.map((p) => p.id)).not.toContain(post.id);
    expect((await c.client.get<PostSummary[]>(`/api/users/posts/${author.id}`)).json.map((p) => p.id)).not.toContain(post.id);
    expect((await c.client.send('POST', '/api/reactions', { postId: post.id, type: 'insightful', value: 50 })).status).toBe(404);
    expect((await c.client.send('POST', '/api/posts', { content: 'A reply', type: 'reply', parentId: post.id })).status).toBe(404);
    const share = await c.client.raw(`/api/share/post/${post.id}`);
    expect(share.status).toBe(302);
    expect(share.headers.get('location')).toBe('/');

    // Its author still sees it, marked, in the feed and on its page; the admin sees it in the queue.
    const own = (await author.client.get<Post>(`/api/posts/${post.id}`)).json;
    expect(own).toMatchObject({ id: post.id, quarantined: true });
    expect((await author.client.get<FeedPage>('/api/posts?sortBy=newest')).json.posts.find((p) => p.id === post.id)).toMatchObject({ quarantined: true });
    expect((await author.client.get<Post[]>(`/api/posts/${post.id}/replies`)).json.map((p) => p.id)).toEqual([reply.id]);
    expect(await queueEntry(post.id)).toMatchObject({ quarantined: true, reportCount: 2, flags: [] });
    const hidden = (await logEntries((e) => e.target.id === post.id && e.action === 'quarantine_post'))[0]!;
    expect(hidden).toMatchObject({ admin: { id: '', name: 'Auto-moderation' }, detail: '2 reports; hides after 2 reports' });
    expect(JSON.stringify(hidden)).not.toMatch(new RegExp(`${a.id}|${b.id}|${a.name}|${b.name}`));

    // A member who still has it on screen may report it: at the third report it is removed as an admin removes it.
    await report(c, post.id);
    expect((await author.client.get(`/api/posts/${post.id}`)).status).toBe(404);
    expect(await getPostItem(reply.id)).toBeUndefined();
    const removed = (await logEntries((e) => e.target.id === post.id && e.action === 'auto_delete_post'))[0]!;
    expect(removed).toMatchObject({ admin: { name: 'Auto-moderation' }, detail: '3 reports; deletes after 3 reports' });
  });

  it('hides a circle post from the circle feed, and dismissing the reports shows it again', async () => {
    const [author, a, b] = await Promise.all([accountIn('approved'), accountIn('approved'), accountIn('approved')]);
    await setModeration({ enabled: true, quarantineThreshold: 1, autoDeleteThreshold: 0 });
    const circle = (await author.client.send<Circle>('POST', '/api/circles', { name: `Quiet ${word()}`, description: 'Sitting.' })).json;
    await Promise.all([a, b].map((m) => m.client.send('POST', `/api/circles/${circle.id}/join`)));
    const post = await newPost(author, 'Inside the circle', { circleId: circle.id });
    await report(a, post.id);
    await report(b, post.id);
    expect((await b.client.get<FeedPage>(`/api/posts?circleId=${circle.id}`)).json.posts.map((p) => p.id)).not.toContain(post.id);
    expect((await author.client.get<FeedPage>(`/api/posts?circleId=${circle.id}`)).json.posts.map((p) => p.id)).toContain(post.id);
    expect((await b.client.get(`/api/posts/${post.id}`)).status).toBe(404);

    const dismissed = await (await theAdmin()).client.send('POST', `/api/admin/reports/${post.id}/dismiss`);
    expect(dismissed.status, dismissed.text).toBe(200);
    expect((await b.client.get<FeedPage>(`/api/posts?circleId=${circle.id}`)).json.posts.map((p) => p.id)).toContain(post.id);
    expect((await b.client.get<Post>(`/api/posts/${post.id}`)).json.quarantined).toBeUndefined();
  });

  it("leaves a hidden reply's words out of the notification its parent's author got", async () => {
    const [author, replier, a] = await Promise.all([accountIn('approved'), accountIn('approved'), accountIn('approved')]);
    await setModeration({ enabled: true, quarantineThreshold: 1, autoDeleteThreshold: 0 });
    const post = await newPost(author, 'A question about silence');
    const reply = await newPost(replier, `A cruel answer ${word()}`, { type: 'reply', parentId: post.id });
    const told = async () => (await author.client.get<Notification[]>('/api/notifications')).json.some((n) => n.type === 'new_reply' && n.relatedPostId === post.id);
    expect(await told()).toBe(true);
    await report(a, reply.id);
    expect(await told()).toBe(false);
    const dismissed = await (await theAdmin()).client.send('POST', `/api/admin/reports/${reply.id}/dismiss`);
    expect(dismissed.status, dismissed.text).toBe(200);
    expect(await told()).toBe(true);
  });

  it('hides and deletes nothing while auto-moderation is off', async () => {
    const [author, a, b, c] = await Promise.all([accountIn('approved'), accountIn('approved'), accountIn('approved'), accountIn('approved')]);
    await setModeration({ enabled: false, quarantineThreshold: 1, autoDeleteThreshold: 2 });
    const post = await newPost(author, 'Reported while nobody watches');
    for (const member of [a, b, c]) await report(member, post.id);
    const seen = await c.client.get<Post>(`/api/posts/${post.id}`);
    expect(seen.status).toBe(200);
    expect(seen.json.quarantined).toBeUndefined();
    expect(await logEntries((e) => e.target.id === post.id)).toEqual([]);
  });
});

describe('flags from the stream worker', () => {
  const flagsOf = (postId: string) => expect.poll(async () => (await queueEntry(postId))?.flags ?? [], { timeout: 15_000 });

  it('flags the same words posted again and again, a flood of links and harassment, as the kinds switched on say', async () => {
    const [author, other] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    await setModeration({ enabled: true });
    const same = `Join my channel for the real truth ${word()}`;
    await newPost(author, same);
    await newPost(author, same.toUpperCase());
    const third = await newPost(author, `${same}!`);
    const links = await newPost(author, 'See https://a.example/1 and www.b.example/2 and c.xyz/3 and http://d.example/4 now');
    const english = await newPost(other, 'Honestly you are such a pathetic loser, nobody wants you here.');
    const hinglish = await newPost(other, 'Chup kar chutiye, nikal yahan se', { type: 'reply', parentId: links.id });
    await flagsOf(third.id).toEqual(['Repeated text: the same words 3 times in a day']);
    await flagsOf(links.id).toEqual(['Many links: 4 in one post']);
    await flagsOf(english.id).toEqual(['Harassment: words aimed at a person']);
    await flagsOf(hinglish.id).toEqual(['Harassment: words aimed at a person']);
    const report = (await queueEntry(english.id))!;
    // A flag is not a member's report: no count, no reasons, nothing hidden.
    expect(report).toMatchObject({ reportCount: 0, reasons: [], quarantined: false });
    expect((await author.client.get(`/api/posts/${english.id}`)).status).toBe(200);
    const logged = (await logEntries((e) => e.target.id === english.id))[0]!;
    expect(logged).toMatchObject({ action: 'flag_post', admin: { name: 'Auto-moderation' }, detail: 'Harassment: words aimed at a person' });
    // The admin dismisses a flag as a report.
    expect((await (await theAdmin()).client.send('POST', `/api/admin/reports/${english.id}/dismiss`)).status).toBe(200);
    expect(await queueEntry(english.id)).toBeUndefined();
  });

  it('notifies the admins of each report and flag when Notify admins is on', async () => {
    const [author, member] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    await setModeration({ enabled: true, quarantineThreshold: 0, autoDeleteThreshold: 0 });
    const reason = `Unkind ${word()}`;
    const post = await newPost(author, 'Something to report');
    await report(member, post.id, reason);
    const flagged = await newPost(author, 'You are a worthless idiot');
    const adminNotifications = async () => (await (await theAdmin()).client.get<Notification[]>('/api/notifications')).json;
    await expect
      .poll(async () => (await adminNotifications()).find((n) => n.type === 'admin_report' && n.message.includes(reason)), { timeout: 15_000 })
      .toMatchObject({ title: 'A post was reported', link: '/admin' });
    await expect.poll(async () => (await queueEntry(flagged.id))?.flags.length, { timeout: 15_000 }).toBe(1);
    await expect.poll(async () => (await adminNotifications()).some((n) => n.type === 'admin_flag'), { timeout: 15_000 }).toBe(true);
    const told = (await adminNotifications()).find((n) => n.message.includes(reason))!;
    expect(JSON.stringify(told)).not.toContain(member.name!);
    expect(JSON.stringify(told)).not.toContain(member.id!);
  });

  it('tells nobody when Notify admins is off, and flags nothing while auto-moderation is off', async () => {
    const [author, member] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    await setModeration({ enabled: true, notifyAdmins: false });
    const post = await newPost(author, 'Reported quietly');
    await report(member, post.id);
    const item = { pk: `POST#${post.id}`, sk: `REPORT#${member.id}`, postId: post.id, reason: 'Unkind', createdAt: new Date().toISOString() };
    expect(await alertOnReport(item)).toBe(false);
    await setModeration({ enabled: false });
    const harsh = await newPost(author, 'You are a worthless idiot, shut up');
    expect(await checkNewPost((await getPostItem(harsh.id))!)).toBe(false);
  });
});

describe('the moderation model', () => {
  const guide = withGuideProvider();

  it('flags what the model flags in the kinds switched on, and nothing of a kind switched off', async () => {
    const author = await accountIn('approved');
    await setModeration({ enabled: true });
    const hateful = await newPost(author, 'People like them are vermin and should be driven out');
    const item = (await getPostItem(hateful.id))!;
    await setModeration({ enabled: true, flagHarassment: false });
    expect(await checkNewPost(item)).toBe(false);
    await setModeration({ enabled: true, flagHarassment: true });
    expect(await checkNewPost(item)).toBe(true);
    expect((await queueEntry(hateful.id))!.flags).toEqual(['Moderation model: hate']);
    expect(guide.standIn.requests.filter((r) => r.path === '/v1/moderations').at(-1)!.body).toMatchObject({ input: [hateful.content] });
  });

  it('flags nothing by the model alone when it fails', async () => {
    const author = await accountIn('approved');
    await setModeration({ enabled: true });
    const hateful = await newPost(author, 'Those people are vermin');
    guide.standIn.moderationFails(500);
    try {
      expect(await checkNewPost((await getPostItem(hateful.id))!)).toBe(false);
    } finally {
      guide.standIn.moderationFails(null);
    }
  });
});
