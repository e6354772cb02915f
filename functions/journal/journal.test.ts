/**
 * The journal through the API: create with and without a title, newest first, edit (content only,
 * updatedAt moves), delete; the spec's messages for bad input; 404 for anyone but the author,
 * admins included; and what DynamoDB and the log hold: sealed titles and bodies only.
 */
import { readFileSync } from 'node:fs';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { JournalEntry } from '#shared/types/journal.ts';
import { db, tableName } from '../lib/db/client.ts';
import { accountIn, type Account } from '../testing/personas.ts';

const create = (account: Account, body: unknown) => account.client.send<JournalEntry>('POST', '/api/journal', body);
const list = async (account: Account) => {
  const response = await account.client.get<JournalEntry[]>('/api/journal');
  expect(response.status, response.text).toBe(200);
  return response.json;
};
const rawEntries = async (userId: string) =>
  (
    await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':sk': 'JOURNAL' },
      }),
    )
  ).Items ?? [];

describe('the journal', () => {
  let author: Account;
  let other: Account;
  let admin: Account;
  beforeAll(async () => {
    [author, other, admin] = await Promise.all([accountIn('approved'), accountIn('approved'), accountIn('admin')]);
  });

  it('creates entries with and without a title, lists them newest first, edits content and deletes', async () => {
    const first = await create(author, { title: '  Morning  ', content: '  Sat by the river.  ' });
    expect(first.status, first.text).toBe(201);
    expect(first.json).toEqual({ id: expect.any(String), title: 'Morning', content: 'Sat by the river.', createdAt: expect.any(String), updatedAt: first.json.createdAt });
    const second = await create(author, { content: 'No title today.' });
    expect(second.status, second.text).toBe(201);
    expect(second.json.title).toBeNull();
    expect((await create(author, { title: '   ', content: 'A blank title is none.' })).json.title).toBeNull();

    expect((await list(author)).map((entry) => entry.content)).toEqual(['A blank title is none.', 'No title today.', 'Sat by the river.']);

    // Only content is edited; a title sent along is ignored.
    const edited = await author.client.send<JournalEntry>('PUT', `/api/journal/${first.json.id}`, { content: 'Sat by the river, again.', title: 'Changed' });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({ id: first.json.id, title: 'Morning', content: 'Sat by the river, again.', createdAt: first.json.createdAt });
    expect(edited.json.updatedAt > edited.json.createdAt).toBe(true);
    expect((await list(author)).find((entry) => entry.id === first.json.id)).toEqual(edited.json);

    const deleted = await author.client.send('DELETE', `/api/journal/${second.json.id}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect((await list(author)).map((entry) => entry.id)).not.toContain(second.json.id);
    expect((await author.client.send('DELETE', `/api/journal/${second.json.id}`)).status).toBe(404);
  });

  it('refuses bad input with the specification messages', async () => {
    const cases: [unknown, string][] = [
      [{ content: '' }, 'Content is required'],
      [{ content: '   ' }, 'Content is required'],
      [{ title: 'Hi' }, 'Content is required'],
      [{ content: 'x'.repeat(5001) }, 'Content must be less than 5000 characters'],
      [{ title: 't'.repeat(201), content: 'ok' }, 'Title must be less than 200 characters'],
      [{ title: 7, content: 'ok' }, 'Title must be less than 200 characters'],
    ];
    for (const [body, message] of cases) {
      const response = await create(author, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json).toMatchObject({ message });
    }
    expect((await create(author, { title: 't'.repeat(200), content: 'x'.repeat(5000) })).status).toBe(201);
    const { id } = (await create(author, { content: 'to edit' })).json;
    const emptyEdit = await author.client.send('PUT', `/api/journal/${id}`, { content: ' ' });
    expect(emptyEdit.status).toBe(400);
    expect(emptyEdit.json).toMatchObject({ message: 'Content is required' });
  });

  it('is private: another member and an admin get 404 and see none of it', async () => {
    const secret = `cedar-${Date.now()}`;
    const { id } = (await create(author, { title: secret, content: `The ${secret} stays here.` })).json;
    for (const stranger of [other, admin]) {
      expect(JSON.stringify(await list(stranger))).not.toContain(secret);
      const edit = await stranger.client.send('PUT', `/api/journal/${id}`, { content: 'Overwritten' });
      expect(edit.status).toBe(404);
      expect(edit.json).toEqual({ message: 'Journal entry not found', code: 'not_found' });
      expect((await stranger.client.send('DELETE', `/api/journal/${id}`)).status).toBe(404);
    }
    expect((await list(author)).find((entry) => entry.id === id)).toMatchObject({ content: `The ${secret} stays here.` });
  });

  it('stores titles and bodies sealed to their entry: no plaintext in DynamoDB or the log, and a moved body does not open', async () => {
    const secret = `lantern-${Date.now()}`;
    const writer = await accountIn('approved');
    const kept = (await create(writer, { title: `${secret} title`, content: `The ${secret} is under the stone.` })).json;
    const stored = await rawEntries(writer.id!);
    expect(JSON.stringify(stored)).not.toContain(secret);
    const item = stored.find((entry) => entry.id === kept.id)!;
    expect(item).toMatchObject({ sealedTitle: expect.any(String), sealedContent: expect.any(String) });
    expect(Object.keys(item)).not.toContain('content');

    // The sealed body copied onto another entry of the same member does not open there.
    const target = (await create(writer, { content: 'Elsewhere.' })).json;
    await db.send(new PutCommand({ TableName: tableName, Item: { ...item, sk: `JOURNAL#${target.id}`, id: target.id } }));
    const entries = await list(writer);
    expect(entries.map((entry) => entry.id)).toEqual([kept.id]);
    expect(readFileSync(inject('stack').logFile, 'utf8')).not.toContain(secret);
  });
});
