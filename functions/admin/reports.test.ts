/** Member reports through the API: reporting once, the refusals, the daily limit, the admins' queue and dismissing. */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { REPORTS } from '#shared/limits.ts';
import type { Circle } from '#shared/types/circle.ts';
import type { AdminLogEntry } from '#shared/types/admin.ts';
import type { Post } from '#shared/types/post.ts';
import type { AdminReport, AdminReportPage } from '#shared/types/report.ts';
import { db, tableName } from '../lib/db/client.ts';
import { keyCondition } from '../lib/db/keys.ts';
import { KEY } from '../lib/db/schema.ts';
import { readAdminLog } from '../lib/admin-log.ts';
import { getPostItem, postKey } from '../posts/items/post.ts';
import { listReportedPosts } from '../posts/workflows/report.ts';
import { accountIn, type Account } from '../testing/personas.ts';

const newPost = async (author: Account, content: string, extra: Record<string, unknown> = {}) => {
  const response = await author.client.send<Post>('POST', '/api/posts', { content, ...extra });
  expect(response.status, response.text).toBe(201);
  return response.json;
};

const report = (member: Account, postId: string, reason: string) => member.client.send('POST', `/api/posts/${postId}/report`, { reason });

/** The admin's queue entry of a post, reading page after page until it turns up (other tests report too). */
async function queueEntry(admin: Account, postId: string): Promise<AdminReport | undefined> {
  let before: string | null = null;
  do {
    const page: AdminReportPage = (await admin.client.get<AdminReportPage>(`/api/admin/reports${before ? `?before=${encodeURIComponent(before)}` : ''}`)).json;
    const found = page.reports.find((r) => r.post.id === postId);
    if (found) return found;
    before = page.next;
  } while (before);
  return undefined;
}

async function logEntryFor(postId: string): Promise<AdminLogEntry | undefined> {
  let before: string | null = null;
  do {
    const page = await readAdminLog(before);
    const found = page.entries.find((e) => e.target.id === postId);
    if (found) return found;
    before = page.next;
  } while (before);
  return undefined;
}

describe('member reports', () => {
  it('reports a post once per member; the admin sees the reasons and the count, never who', async () => {
    const [author, first, second, admin] = await Promise.all([accountIn('approved'), accountIn('approved'), accountIn('approved'), accountIn('admin')]);
    const post = await newPost(author, 'A post two members find unkind.');

    const sent = await report(first, post.id, '  Unkind to newcomers  ');
    expect(sent.status, sent.text).toBe(201);
    expect((await report(second, post.id, 'Unkind to newcomers')).status).toBe(201);
    const again = await report(first, post.id, 'Still unkind');
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ message: 'You have already reported this post.', code: 'already_reported' });

    expect((await author.client.get<Post>(`/api/posts/${post.id}`)).json.isReported).toBe(true);
    const entry = await queueEntry(admin, post.id);
    expect(entry).toMatchObject({ reportCount: 2, reasons: [{ reason: 'Unkind to newcomers', count: 2 }] });
    expect(entry!.post).toMatchObject({ id: post.id, content: post.content, author: { anonymousName: author.name } });

    // No answer anyone reads carries a reporter's id.
    const answers = [
      JSON.stringify(entry),
      (await admin.client.get(`/api/admin/reports`)).text,
      (await author.client.get(`/api/posts/${post.id}`)).text,
      (await author.client.get(`/api/notifications`)).text,
    ];
    for (const text of answers) for (const reporter of [first, second]) expect(text).not.toContain(reporter.id);
  });

  it('reports a reply, and refuses the own post, a missing post and a bad reason', async () => {
    const [author, member] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    const post = await newPost(author, 'A question with a reply.');
    const reply = await newPost(member, 'A reply someone reports.', { type: 'reply', parentId: post.id });
    expect((await report(author, reply.id, 'Off topic')).status).toBe(201);
    expect((await getPostItem(reply.id))?.isReported).toBe(true);

    const own = await report(author, post.id, 'My own');
    expect(own.status).toBe(400);
    expect(own.json).toMatchObject({ message: 'You cannot report your own post.', code: 'own_post' });
    expect((await report(member, 'no-such-post', 'Gone')).status).toBe(404);
    for (const [reason, message] of [
      ['   ', 'Please tell us why you are reporting this post'],
      ['x'.repeat(REPORTS.reasonMax + 1), `Reason must be less than ${REPORTS.reasonMax} characters`],
    ]) {
      const refused = await report(member, post.id, reason!);
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ message });
    }
    expect((await getPostItem(post.id))?.isReported).toBe(false);
  });

  it('a private circle post is not found for someone outside the circle', async () => {
    const [insider, outsider] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    const circle = (await insider.client.send<Circle>('POST', '/api/circles', { name: 'Quiet reporting circle', description: 'Inside only', isPrivate: true })).json;
    const post = await newPost(insider, 'Only for the circle.', { circleId: circle.id });
    const refused = await report(outsider, post.id, 'Cannot see it');
    expect(refused.status).toBe(404);
    expect(refused.json).toMatchObject({ message: 'Post not found' });
  });

  it(`allows ${REPORTS.perMemberPerDay} reports a day per member, then 429`, async () => {
    const [author, member] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    const posts: Post[] = [];
    for (let i = 0; i <= REPORTS.perMemberPerDay; i++) posts.push(await newPost(author, `Post number ${i} of the day.`));
    for (const post of posts.slice(0, REPORTS.perMemberPerDay)) expect((await report(member, post.id, 'Spam')).status).toBe(201);
    const over = await report(member, posts.at(-1)!.id, 'Spam');
    expect(over.status).toBe(429);
    expect(over.json).toMatchObject({ code: 'report_limit', message: `You can report at most ${REPORTS.perMemberPerDay} posts a day. Please try again tomorrow.` });
    expect((await getPostItem(posts.at(-1)!.id))?.isReported).toBe(false);
  });

  it('lists reported posts latest report first, a page at a time', async () => {
    const [author, member] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    const posts: Post[] = [];
    for (const n of [1, 2, 3]) posts.push(await newPost(author, `Queued post ${n}.`));
    for (const post of posts) expect((await report(member, post.id, 'Queue order')).status).toBe(201);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof listReportedPosts>> = await listReportedPosts(cursor, 2);
      expect(page.posts.length).toBeLessThanOrEqual(2);
      seen.push(...page.posts.map((p) => p.id));
      cursor = page.next;
    } while (cursor && posts.some((p) => !seen.includes(p.id)));
    const ours = seen.filter((id) => posts.some((p) => p.id === id));
    expect(ours).toEqual(posts.map((p) => p.id).reverse());

    const admin = await accountIn('admin');
    const bad = await admin.client.get(`/api/admin/reports?before=${encodeURIComponent('not a cursor')}`);
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'invalid_cursor' });
  });

  it('dismissing clears the flag and the queue, logs it, and lets the same member report again', async () => {
    const [author, member, admin] = await Promise.all([accountIn('approved'), accountIn('approved'), accountIn('admin')]);
    const post = await newPost(author, 'A post whose report an admin dismisses as harmless.');
    expect((await report(member, post.id, 'Not sure')).status).toBe(201);

    const dismissed = await admin.client.send('POST', `/api/admin/reports/${post.id}/dismiss`);
    expect(dismissed.status, dismissed.text).toBe(200);
    expect((await getPostItem(post.id))?.isReported).toBe(false);
    expect(await queueEntry(admin, post.id)).toBeUndefined();
    expect(await logEntryFor(post.id)).toMatchObject({
      action: 'dismiss_reports',
      admin: { id: admin.id },
      target: { type: 'post', id: post.id, label: post.content.slice(0, 60) },
      detail: '1 report',
    });
    const twice = await admin.client.send('POST', `/api/admin/reports/${post.id}/dismiss`);
    expect(twice.status).toBe(404);

    expect((await report(member, post.id, 'Thought again')).status).toBe(201);
    expect(await queueEntry(admin, post.id)).toMatchObject({ reportCount: 1, reasons: [{ reason: 'Thought again', count: 1 }] });
  });

  it('deleting a reported post takes it out of the queue with its reports', async () => {
    const [author, member, admin] = await Promise.all([accountIn('approved'), accountIn('approved'), accountIn('admin')]);
    const post = await newPost(author, 'A post an admin deletes from Reports.');
    expect((await report(member, post.id, 'Harmful')).status).toBe(201);
    const deleted = await admin.client.send('DELETE', `/api/admin/posts/${post.id}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(await queueEntry(admin, post.id)).toBeUndefined();
    const { Items } = await db.send(new QueryCommand({ TableName: tableName, ...keyCondition(KEY, postKey(post.id).pk) }));
    expect(Items).toEqual([]);
    expect((await report(member, post.id, 'Harmful')).status).toBe(404);
  });
});
