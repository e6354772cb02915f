/**
 * Migrations give items written before a change what the change expects, once per table: a post
 * from before the admin's list by month gets its entry, a hidden (deleted) one stays out, and a second run
 * does nothing; a name borne twice before names were claimed is claimed for its earliest bearer; the
 * share page's choice moves to its own name; posts indexed before sound keys get theirs.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../lib/db/client.ts';
import { INDEXES } from '../lib/db/schema.ts';
import { update, updateOf } from '../lib/db/update.ts';
import { postKey, type PostItem } from '../posts/items/post.ts';
import { createPost } from '../posts/workflows/posting.ts';
import { reactionKey } from '../posts/items/reaction.ts';
import { nameKey } from '#shared/persona-names.ts';
import { nameClaimKey } from '../members/items/name-claim.ts';
import { approveUser } from '../members/workflows/account-changes.ts';
import { userKey, getUserItem } from '../lib/account.ts';
import { applyMigrations } from './migrations.ts';
import type { Circle } from '#shared/types/circle.ts';
import { dayPostsKey, getCircleView } from '../circles/items/circle.ts';
import { postingItems } from '../posts/search/postings.ts';
import { soundKeysOf } from '../posts/search/sound-key.ts';
import { batchDelete, batchGet } from '../lib/db/query.ts';
import { accountIn, createPersona, newClient, uniqueEmail, uniquePersonaName } from '../testing/personas.ts';

const MARKER = { pk: 'MIGRATION#admin-posts-by-month', sk: 'DONE' };

/** A post as it was written before byKind listed posts by month. */
async function olderPost(post: PostItem): Promise<void> {
  await update(updateOf(postKey(post.id), { remove: [INDEXES.byKind.pk, INDEXES.byKind.sk] }));
}

const read = async (id: string) =>
  (await db.send(new GetCommand({ TableName: tableName, Key: postKey(id) }))).Item as PostItem & Record<string, unknown>;

describe('migrations', () => {
  it('gives older posts their month entry once, and leaves deleted posts out of it', async () => {
    const client = newClient();
    await client.signIn(uniqueEmail('migrated'));
    const me = await createPersona(client, `Migrated ${Date.now()}`);
    await approveUser(me.id);
    const author = (await getUserItem(me.id))!;
    const [kept, deleted] = await Promise.all(
      ['An older reflection', 'An older reflection, deleted since'].map((content) =>
        createPost({ author, type: 'reflection', content }, new Date('2025-03-14T09:26:53.000Z')),
      ),
    );
    const written = await read(kept!.id);
    const [monthPk, monthSk] = [written[INDEXES.byKind.pk], written[INDEXES.byKind.sk]];
    expect(monthPk).toBe('POSTS#2025-03');
    await Promise.all([olderPost(kept!), olderPost(deleted!)]);
    // Hidden by a deletion whose clean-up has not finished: it must not come back into a list.
    await update(updateOf(postKey(deleted!.id), { set: { deletedAt: new Date().toISOString() } }));
    // The table may have had this migration already (every start applies it): run it afresh.
    await db.send(new DeleteCommand({ TableName: tableName, Key: MARKER }));

    const applied = await applyMigrations();
    expect(applied.find(({ name }) => name === 'admin-posts-by-month')?.changed).toBeGreaterThanOrEqual(1);
    const after = await read(kept!.id);
    expect([after[INDEXES.byKind.pk], after[INDEXES.byKind.sk]]).toEqual([monthPk, monthSk]);
    expect(await read(deleted!.id)).not.toHaveProperty(INDEXES.byKind.pk);

    expect(await applyMigrations()).toEqual([]);
  });

  it('gives reactions from before the reactor index their entry, so an erasure finds them', async () => {
    const client = newClient();
    await client.signIn(uniqueEmail('reactor'));
    const me = await createPersona(client, `Reactor ${Date.now()}`);
    await approveUser(me.id);
    const post = await createPost({ author: (await getUserItem(me.id))!, type: 'reflection', content: 'Reacted to long ago.' });
    expect((await client.send('POST', '/api/reactions', { postId: post.id, type: 'gratitude', value: 30 })).status).toBe(200);
    const key = reactionKey(post.id, 'gratitude', me.id);
    const indexed = (await db.send(new GetCommand({ TableName: tableName, Key: key }))).Item!;
    expect([indexed[INDEXES.byOwner.pk], indexed[INDEXES.byOwner.sk]]).toEqual([`REACTOR#${me.id}`, `${post.id}#gratitude`]);
    await update(updateOf(key, { remove: [INDEXES.byOwner.pk, INDEXES.byOwner.sk] }));
    await db.send(new DeleteCommand({ TableName: tableName, Key: { pk: 'MIGRATION#reactions-by-reactor', sk: 'DONE' } }));

    expect((await applyMigrations()).find(({ name }) => name === 'reactions-by-reactor')?.changed).toBeGreaterThanOrEqual(1);
    const after = (await db.send(new GetCommand({ TableName: tableName, Key: key }))).Item!;
    expect([after[INDEXES.byOwner.pk], after[INDEXES.byOwner.sk]]).toEqual([`REACTOR#${me.id}`, `${post.id}#gratitude`]);
  });

  it('takes the author name out of posts indexed under it, so an old or erased name finds nothing', async () => {
    const client = newClient();
    await client.signIn(uniqueEmail('indexed'));
    const nameWord = `birch${Date.now().toString(36)}`;
    const me = await createPersona(client, `Silver ${nameWord}`);
    await approveUser(me.id);
    const topic = `grove${Date.now().toString(36)}`;
    const post = await createPost({ author: (await getUserItem(me.id))!, type: 'reflection', content: `A ${topic} of silver light.` });
    // As it was indexed before: the content's words, then the name's (a word of both once).
    const searchWords = [topic, 'of', 'silver', 'light', nameWord];
    await update(updateOf(postKey(post.id), { set: { searchWords } }));
    await db.send(new PutCommand({ TableName: tableName, Item: postingItems({ ...post, searchWords, searchKeys: [] }).at(-1) }));
    const search = async (q: string) => (await client.get<{ id: string }[]>(`/api/posts/search?q=${q}`)).json.map((p) => p.id);
    expect(await search(nameWord)).toEqual([post.id]);
    await db.send(new DeleteCommand({ TableName: tableName, Key: { pk: 'MIGRATION#search-without-author-names', sk: 'DONE' } }));

    expect((await applyMigrations()).find(({ name }) => name === 'search-without-author-names')?.changed).toBeGreaterThanOrEqual(1);
    expect(await search(nameWord)).toEqual([]);
    expect(await search(topic)).toEqual([post.id]);
    expect((await read(post.id)).searchWords).toEqual([topic, 'of', 'silver', 'light']);
  });

  it('gives posts indexed before sound keys theirs, so the Latin spelling finds a Devanagari post; a hidden post gets none', async () => {
    const author = await accountIn('approved');
    const user = (await getUserItem(author.id!))!;
    const digits = [...String(Date.now()).slice(-6)].map(Number);
    const word = `प्रेम${digits.map((d) => `${[...'कगतदनपबमरल'][d]}ी`).join('')}`;
    const typed = `prem${digits.map((d) => `${[...'kgtdnpbmrl'][d]}ee`).join('')}`;
    const [older, hidden] = await Promise.all([`${word} से भरा दिन`, `${word}, छुपा हुआ`].map((content) => createPost({ author: user, type: 'reflection', content })));
    // As both were indexed before issue 34: their words alone; one is hidden by an unfinished deletion.
    for (const post of [older!, hidden!]) {
      await batchDelete(postingItems({ ...post, searchWords: [] }).map(({ pk, sk }) => ({ pk, sk })));
      await update(updateOf(postKey(post.id), { remove: ['searchKeys'] }));
    }
    await update(updateOf(postKey(hidden!.id), { set: { deletedAt: new Date().toISOString() } }));
    const search = async (q: string) => (await author.client.get<{ id: string }[]>(`/api/posts/search?q=${encodeURIComponent(q)}`)).json.map((p) => p.id);
    expect(await search(typed)).toEqual([]);
    await db.send(new DeleteCommand({ TableName: tableName, Key: { pk: 'MIGRATION#search-by-sound', sk: 'DONE' } }));

    expect((await applyMigrations()).find(({ name }) => name === 'search-by-sound')?.changed).toBeGreaterThanOrEqual(1);
    expect(await search(typed)).toEqual([older!.id]);
    expect(await search(word)).toEqual([older!.id]);
    expect((await read(older!.id)).searchKeys).toEqual(soundKeysOf(older!.searchWords));
    expect(await read(hidden!.id)).not.toHaveProperty('searchKeys');
    expect(await batchGet(postingItems({ ...hidden!, searchWords: [] }).map(({ pk, sk }) => ({ pk, sk })))).toEqual([]);
    expect(await applyMigrations()).toEqual([]);
  });

  it("removes the push subscriptions kept on the member rather than on a session: none of them is pushed to again", async () => {
    const client = newClient();
    await client.signIn(uniqueEmail('pushed-before'));
    const me = await createPersona(client, `Pushed before ${Date.now()}`);
    const old = { pk: `USER#${me.id}`, sk: 'PUSHSUB#older-browser' };
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...old, endpoint: 'https://push.example.com/older', keys: { p256dh: 'p', auth: 'a' }, createdAt: '2026-01-01T00:00:00.000Z' },
      }),
    );
    await db.send(new DeleteCommand({ TableName: tableName, Key: { pk: 'MIGRATION#push-subscriptions-on-sessions', sk: 'DONE' } }));

    expect((await applyMigrations()).find(({ name }) => name === 'push-subscriptions-on-sessions')?.changed).toBeGreaterThanOrEqual(1);
    expect((await db.send(new GetCommand({ TableName: tableName, Key: old }))).Item).toBeUndefined();
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('gives each name claimed before claims existed to its earliest-joined bearer; the others keep it until they change it', async () => {
    const name = uniquePersonaName('Shared Dawn');
    const [first, second] = [await accountIn('approved'), await accountIn('approved')];
    // As the table was before claims: both bear one name (spelt apart), neither holds a claim.
    for (const [account, spelt] of [[first, name], [second, name.toUpperCase()]] as const) {
      const own = (await getUserItem(account.id!))!;
      await db.send(new DeleteCommand({ TableName: tableName, Key: nameClaimKey(own.nameClaim!) }));
      await update(updateOf(userKey(account.id!), { set: { anonymousName: spelt }, remove: ['nameClaim'] }));
    }
    await db.send(new DeleteCommand({ TableName: tableName, Key: { pk: 'MIGRATION#persona-name-claims', sk: 'DONE' } }));

    expect((await applyMigrations()).find(({ name: applied }) => applied === 'persona-name-claims')?.changed).toBeGreaterThanOrEqual(1);
    const claim = (await db.send(new GetCommand({ TableName: tableName, Key: nameClaimKey(nameKey(name)) }))).Item;
    expect(claim).toMatchObject({ userId: first.id });
    expect((await getUserItem(first.id!))!.nameClaim).toBe(nameKey(name));
    expect((await getUserItem(second.id!))!.nameClaim).toBeUndefined();

    // The later bearer keeps the name on an edit that leaves it as it is, and may not spell it anew.
    const edit = (anonymousName: string) => second.client.send('PATCH', '/api/user/profile', { anonymousName, avatar: 'soft', spiritualJourney: 'Still here.' });
    expect((await edit(name.toUpperCase())).status).toBe(200);
    expect((await edit(name)).status).toBe(409);
    expect(await applyMigrations()).toEqual([]);
  });

  it('gives the circles\' day counters kept from before quarter hours their quarters, from the posts of their day', async () => {
    const author = await accountIn('approved');
    const user = (await getUserItem(author.id!))!;
    const circle = (await author.client.send<Circle>('POST', '/api/circles', { name: 'Old Days', description: 'Counted once by day.' })).json;
    const times = ['2026-02-02T10:00:00.000Z', '2026-02-02T10:14:59.000Z', '2026-02-02T22:00:00.000Z', '2026-02-02T23:59:00.000Z'];
    const posts = await Promise.all(times.map((at) => createPost({ author: user, type: 'reflection', content: `Older ${at}`, circleId: circle.id }, new Date(at))));
    await author.client.send('DELETE', `/api/posts/${posts[3]!.id}`);
    const dayKey = dayPostsKey(circle.id, '2026-02-02');
    // As the day was counted before issue 34: `count` alone.
    await update(updateOf(dayKey, { set: { count: 3 }, remove: ['q40', 'q88', 'q95'] }));
    await db.send(new DeleteCommand({ TableName: tableName, Key: { pk: 'MIGRATION#circle-days-by-quarter', sk: 'DONE' } }));

    expect((await applyMigrations()).find(({ name }) => name === 'circle-days-by-quarter')?.changed).toBeGreaterThanOrEqual(1);
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: dayKey }));
    expect(Item).toMatchObject({ count: 3, q40: 2, q88: 1 });
    expect(Item).not.toHaveProperty('q95');
    // 10:00 and 10:14 UTC are 15:30 and 15:44 in Kolkata, 22:00 is 03:30 the next day there.
    expect((await getCircleView(circle.id, { id: author.id!, timeZone: 'Asia/Kolkata' }, new Date('2026-02-02T12:00:00.000Z'))).recentPostCount).toBe(2);
    expect(await applyMigrations()).toEqual([]);
  });

  it("moves the share page's choice from `linkPreview` to `shareShowsWords`: a post that showed its words still does, the share page agrees", async () => {
    const author = await accountIn('approved');
    const user = (await getUserItem(author.id!))!;
    const [shown, kept] = await Promise.all(['Words once shown outside.', 'Words once kept inside.'].map((content) => createPost({ author: user, type: 'reflection', content })));
    // As the choice was stored before issue 33: the old name, on for one post and off for the other.
    await update(updateOf(postKey(shown!.id), { set: { linkPreview: true } }));
    await update(updateOf(postKey(kept!.id), { set: { linkPreview: false } }));
    await db.send(new DeleteCommand({ TableName: tableName, Key: { pk: 'MIGRATION#share-choice-named', sk: 'DONE' } }));

    expect((await applyMigrations()).find(({ name }) => name === 'share-choice-named')?.changed).toBeGreaterThanOrEqual(2);
    const [after, afterKept] = [await read(shown!.id), await read(kept!.id)];
    expect(after.shareShowsWords).toBe(true);
    expect(after).not.toHaveProperty('linkPreview');
    expect(afterKept).not.toHaveProperty('shareShowsWords');
    expect(afterKept).not.toHaveProperty('linkPreview');
    const stranger = (await accountIn('signedOut')).client;
    expect((await stranger.request(`/api/share/post/${shown!.id}`)).text).toContain('Words once shown outside.');
    expect(await applyMigrations()).toEqual([]);
  });
});
