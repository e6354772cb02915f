/**
 * The admin's Posts tab: every post and reply newest first, paged across months, filtered and
 * searched a bounded number of posts per request; deleting a post takes what hangs off it and is
 * logged. Other test files share the table, so every list here is narrowed by a search for a word
 * of this file's own, and every page is followed to the end.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '#shared/limits.ts';
import type { AdminPost, AdminPostFilter, AdminPostPage } from '#shared/types/admin.ts';
import type { Circle } from '#shared/types/circle.ts';
import type { Post } from '#shared/types/post.ts';
import { keyCondition } from '../lib/db/keys.ts';
import { batchGet, queryAll } from '../lib/db/query.ts';
import { KEY } from '../lib/db/schema.ts';
import { readAdminLog } from '../lib/admin-log.ts';
import { postKey } from '../posts/items/post.ts';
import { createPost } from '../posts/workflows/posting.ts';
import { REACTION_PREFIX } from '../posts/items/reaction.ts';
import { approveUser } from '../members/workflows/account-changes.ts';
import { getUserItem, type UserItem } from '../lib/account.ts';
import { postingKeys } from '../posts/search/postings.ts';
import { accountIn, createPersona, newClient, uniqueEmail, type Account } from '../testing/personas.ts';

const token = () => `tok${Math.random().toString(36).slice(2, 10)}`;

let admin: Account;

/** An approved member with a persona name of the test's choosing. */
async function memberNamed(name: string): Promise<Account & { item: UserItem }> {
  const client = newClient();
  const email = uniqueEmail('poster');
  await client.signIn(email);
  const me = await createPersona(client, name);
  await approveUser(me.id);
  return { client, id: me.id, email, name, item: (await getUserItem(me.id))! };
}

const listPage = (filter: AdminPostFilter, q: string, before?: string) =>
  admin.client.get<AdminPostPage>(
    `/api/admin/posts?filter=${filter}&q=${encodeURIComponent(q)}${before ? `&before=${encodeURIComponent(before)}` : ''}`,
  );

/** Every page to the end: the posts in order, and the pages' sizes. */
async function listAll(filter: AdminPostFilter, q: string): Promise<{ posts: AdminPost[]; pages: AdminPostPage[] }> {
  const pages: AdminPostPage[] = [];
  let before: string | undefined;
  do {
    const response = await listPage(filter, q, before);
    expect(response.status, response.text).toBe(200);
    pages.push(response.json);
    before = response.json.next ?? undefined;
  } while (before);
  return { posts: pages.flatMap((page) => page.posts), pages };
}

const post = async (account: Account, body: Record<string, unknown>) => {
  const response = await account.client.send<Post>('POST', '/api/posts', body);
  expect(response.status, response.text).toBe(201);
  return response.json;
};

beforeAll(async () => {
  admin = await accountIn('admin');
});

describe('admin: the posts list', () => {
  const word = token();
  const name = `Quill ${token()}`;
  let author: Awaited<ReturnType<typeof memberNamed>>;
  let other: Account;
  let main: Post;
  let reply: Post;
  let inCircle: Post;
  let circle: Circle;
  let ai: Awaited<ReturnType<typeof createPost>>;
  let old: Awaited<ReturnType<typeof createPost>>;

  beforeAll(async () => {
    author = await memberNamed(name);
    other = await accountIn('approved');
    main = await post(author, { content: `A question about ${word} and stillness`, type: 'question' });
    reply = await post(other, { content: `Answering the ${word.toUpperCase()} question`, type: 'reply', parentId: main.id });
    circle = (await author.client.send<Circle>('POST', '/api/circles', { name: `Circle of ${word}`, description: 'Quiet.' })).json;
    inCircle = await post(author, { content: `Inside the circle: ${word}`, type: 'reflection', circleId: circle.id });
    ai = await createPost({ author: author.item, type: 'question', content: `What is ${word}?\n\nA guide's answer.`, isAiGenerated: true });
    old = await createPost({ author: author.item, type: 'reflection', content: `Eight days ago, ${word}` }, new Date(Date.now() - 8 * DAY));
    for (const account of [author, other]) {
      const reacted = await account.client.send('POST', '/api/reactions', { postId: main.id, type: 'resonates', value: 40 });
      expect(reacted.status, reacted.text).toBe(200);
    }
    expect((await other.client.send('POST', '/api/reactions', { postId: main.id, type: 'gratitude', value: 70 })).status).toBe(200);
  });

  it('finds posts, replies and circle posts by content, whatever the case, newest first with every field', async () => {
    const { posts } = await listAll('all', word.toUpperCase());
    expect(posts.map((p) => p.id)).toEqual([ai.id, inCircle.id, reply.id, main.id, old.id]);
    const byId = new Map(posts.map((p) => [p.id, p]));
    expect(byId.get(main.id)).toMatchObject({
      authorId: author.id,
      author: { anonymousName: name, avatar: author.item.avatar },
      type: 'question',
      parentId: null,
      circle: null,
      isAiGenerated: false,
      isReported: false,
      reportCount: 0,
      reactionTotal: 3,
      createdAt: main.createdAt,
    });
    expect(byId.get(reply.id)).toMatchObject({ type: 'reply', parentId: main.id, reactionTotal: 0 });
    expect(byId.get(inCircle.id)).toMatchObject({ type: 'reflection', circle: { id: circle.id, name: `Circle of ${word}` } });
    // One Post shape: the AI post's author is the persona members see on it; the tab names it the guide (adminAuthorName).
    expect(byId.get(ai.id)).toMatchObject({ author: { anonymousName: name, avatar: author.item.avatar }, isAiGenerated: true, authorId: author.id });
    for (const listed of posts) expect(listed).not.toHaveProperty('authorName');
    expect(byId.get(reply.id)!.author).toEqual(reply.author);

  });

  it("finds an author's posts by their anonymous name, whatever the case; AI posts go by the guide's name", async () => {
    const { posts } = await listAll('all', name.toLowerCase());
    expect(posts.map((p) => p.id)).toEqual([inCircle.id, main.id, old.id]);
    expect((await listAll('all', 'ai spiritual GUIDE')).posts.some((p) => p.id === ai.id)).toBe(true);
  });

  it('filters AI-generated posts and the last seven days', async () => {
    expect((await listAll('ai', word)).posts.map((p) => p.id)).toEqual([ai.id]);
    expect((await listAll('recent', word)).posts.map((p) => p.id)).toEqual([ai.id, inCircle.id, reply.id, main.id]);
  });

  it('filters reported posts, with their count of reporters', async () => {
    const reported = await other.client.send('POST', `/api/posts/${main.id}/report`, { reason: 'Off topic' });
    expect(reported.status, reported.text).toBeLessThan(300);
    const { posts } = await listAll('reported', word);
    expect(posts).toEqual([expect.objectContaining({ id: main.id, isReported: true, reportCount: 1 })]);
  });

  it('refuses a malformed filter or cursor with a 400', async () => {
    expect((await admin.client.get('/api/admin/posts?filter=everything')).status).toBe(400);
    expect((await admin.client.get('/api/admin/posts?filter=reported&before=nonsense')).status).toBe(400);
    for (const before of ['nonsense', Buffer.from(JSON.stringify({ m: '2020-01', k: { pk: 'USER#x', sk: 'USER' } })).toString('base64url')]) {
      expect((await admin.client.get(`/api/admin/posts?before=${before}`)).status).toBe(400);
    }
  });
});

describe('admin: paging the posts list', () => {
  it('pages newest first across months, twenty at a time, with no post twice', async () => {
    const word = token();
    const { item } = await memberNamed(`Pager ${word}`);
    const now = Date.now();
    // Ten of the last ten days, ten some six weeks back, five near three months back: at least three months.
    const ages = [...Array(25).keys()].map((i) => (i < 10 ? i : i < 20 ? 31 + i : 62 + i) * DAY + i * 1000);
    const created = await Promise.all(ages.map((age, i) => createPost({ author: item, type: 'reflection', content: `${word} ${i}` }, new Date(now - age))));
    const { posts, pages } = await listAll('all', word);
    expect(posts.map((p) => p.id)).toEqual(created.map((p) => p.id));
    expect(pages.every((page) => page.posts.length <= 20)).toBe(true);
    expect(pages.length).toBeGreaterThan(1);
  });

  it('without a search, every page but the last is full and older than the one before', async () => {
    const first = (await listPage('all', '')).json;
    expect(first.posts).toHaveLength(20);
    const second = (await listPage('all', '', first.next!)).json;
    expect(second.posts.length).toBeGreaterThan(0);
    expect(second.posts[0]!.createdAt <= first.posts.at(-1)!.createdAt).toBe(true);
    expect(second.posts.some((p) => first.posts.some((q) => q.id === p.id))).toBe(false);
  });

  it('a rare match behind many others answers short pages with a cursor, never the whole table at once', async () => {
    const word = token();
    const { item } = await memberNamed('Hay Keeper');
    const at = Date.now() - 40 * DAY;
    const needle = await createPost({ author: item, type: 'question', content: `The ${word}` }, new Date(at));
    for (let i = 0; i < 210; i += 15) {
      await Promise.all(
        [...Array(15).keys()].map((j) => createPost({ author: item, type: 'reflection', content: `Hay ${i + j}` }, new Date(at + 1000 + i + j))),
      );
    }
    const { posts, pages } = await listAll('all', `the ${word}`);
    expect(posts.map((p) => p.id)).toEqual([needle.id]);
    expect(pages.some((page) => page.posts.length === 0 && page.next)).toBe(true);
  });
});

describe('admin: deleting a post', () => {
  it('removes the post, its replies, reactions and search postings, and logs who did it', async () => {
    const author = await accountIn('approved');
    const other = await accountIn('approved');
    const word = token();
    const main = await post(author, { content: `To be removed ${word}`, type: 'question' });
    const reply = await post(other, { content: `A reply ${word}`, type: 'reply', parentId: main.id });
    expect((await other.client.send('POST', '/api/reactions', { postId: main.id, type: 'insightful', value: 30 })).status).toBe(200);
    const [stored] = await batchGet<{ searchWords: string[] }>([postKey(main.id)]);
    expect(stored!.searchWords.length).toBeGreaterThan(0);

    const deleted = await admin.client.send('DELETE', `/api/admin/posts/${main.id}`);
    expect(deleted.status, deleted.text).toBe(200);

    expect((await author.client.get(`/api/posts/${main.id}`)).status).toBe(404);
    expect((await other.client.get(`/api/posts/${reply.id}`)).status).toBe(404);
    const left = await queryAll<{ sk: string }>(keyCondition(KEY, postKey(main.id).pk));
    expect(left.filter((i) => i.sk === 'POST' || i.sk.startsWith(REACTION_PREFIX))).toEqual([]);
    expect(await batchGet([postKey(reply.id), ...postingKeys({ id: main.id, searchWords: stored!.searchWords })])).toEqual([]);
    expect((await listAll('all', word)).posts).toEqual([]);

    // Other test files log too: read on until the entry turns up.
    let page = await readAdminLog(null);
    let entry = page.entries.find((e) => e.target.id === main.id);
    while (!entry && page.next) {
      page = await readAdminLog(page.next);
      entry = page.entries.find((e) => e.target.id === main.id);
    }
    expect(entry).toMatchObject({
      action: 'delete_post',
      admin: { id: admin.id },
      target: { type: 'post', id: main.id, label: `To be removed ${word}` },
    });
  });

  it("deleting a reply lowers its parent's reply count", async () => {
    const author = await accountIn('approved');
    const main = await post(author, { content: 'Parent', type: 'question' });
    const reply = await post(author, { content: 'Child', type: 'reply', parentId: main.id });
    expect((await author.client.get<Post>(`/api/posts/${main.id}`)).json.replies).toBe(1);
    expect((await admin.client.send('DELETE', `/api/admin/posts/${reply.id}`)).status).toBe(200);
    expect((await author.client.get<Post>(`/api/posts/${main.id}`)).json.replies).toBe(0);
  });

  it('answers 404 for an unknown post, and refuses members', async () => {
    expect((await admin.client.send('DELETE', '/api/admin/posts/no-such-post')).status).toBe(404);
    const member = await accountIn('approved');
    const own = await post(member, { content: 'Mine', type: 'question' });
    expect((await member.client.send('DELETE', `/api/admin/posts/${own.id}`)).status).toBe(403);
    expect((await member.client.get('/api/admin/posts')).status).toBe(403);
    expect((await member.client.get(`/api/posts/${own.id}`)).status).toBe(200);
  });
});
