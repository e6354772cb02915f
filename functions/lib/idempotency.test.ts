/**
 * Idempotent creates through the API (docs/decisions.md, "Retried creates"): a repeat of the same
 * key answers the first answer and writes nothing; another body is a 422; another member's key is
 * their own; no key, no change; an expired record or an abandoned claim counts as none, unless its
 * writes were made; a transaction of a run that lost its claim writes nothing; a run that failed
 * keeps nothing; and the stored answer holds no member's words at rest.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_STREAM_TYPE } from '#shared/guide-stream.ts';
import { IDEMPOTENCY_ERRORS, IDEMPOTENCY_HEADER, REPLAYED_HEADER } from '#shared/idempotency.ts';
import { routes } from '#shared/routes.ts';
import type { GuideConversation } from '#shared/types/ai-guru.ts';
import type { ReferralRequest } from '#shared/types/joining.ts';
import type { JournalEntry } from '#shared/types/journal.ts';
import type { Post } from '#shared/types/post.ts';
import type { TestClient } from '../testing/api-client.ts';
import { withGuideProvider } from '../testing/guide-provider.ts';
import { accountIn, newClient, uniqueEmail, type Account } from '../testing/personas.ts';
import { db, tableName } from './db/client.ts';
import { update, updateOf, type Changes } from './db/update.ts';
import { idempotencyItemKey } from './idempotency.ts';

const JOURNAL_ROUTE = routes.find((route) => route.method === 'POST' && route.path === '/api/journal')!;

function post<T>(client: TestClient, path: string, body: unknown, key?: string, accept = 'application/json') {
  return client.request<T>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
    body: JSON.stringify(body),
  });
}

const journalEntries = async (account: Account) =>
  (
    await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': `USER#${account.id}`, ':sk': 'JOURNAL#' },
      }),
    )
  ).Items ?? [];

const journalRecord = (account: Account, key: string) => idempotencyItemKey(`USER#${account.id}`, JOURNAL_ROUTE, key);

// Only ever a record the first request left: an update must not make one.
const setRecord = (key: ReturnType<typeof idempotencyItemKey>, changes: Changes) => update(updateOf(key, changes, 'attribute_exists(pk)'));

describe('idempotent creates', () => {
  let author: Account;
  let other: Account;
  beforeAll(async () => {
    [author, other] = await Promise.all([accountIn('approved'), accountIn('approved')]);
  });

  it('writes once for the same key twice, and answers the repeat with the first answer', async () => {
    const key = randomUUID();
    const before = (await journalEntries(author)).length;
    const first = await post<JournalEntry>(author.client, '/api/journal', { content: 'Once only.' }, key);
    const repeat = await post<JournalEntry>(author.client, '/api/journal', { content: 'Once only.' }, key);
    expect(first.status, first.text).toBe(201);
    expect(repeat.status).toBe(201);
    expect(repeat.text).toBe(first.text);
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(repeat.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await journalEntries(author)).toHaveLength(before + 1);
  });

  it('refuses the same key with another body with 422', async () => {
    const key = randomUUID();
    expect((await post(author.client, '/api/journal', { content: 'The first.' }, key)).status).toBe(201);
    const other = await post(author.client, '/api/journal', { content: 'Something else.' }, key);
    expect(other.status).toBe(422);
    expect(other.json).toEqual(IDEMPOTENCY_ERRORS.reused);
  });

  it("makes another member's use of the same key their own write", async () => {
    const key = randomUUID();
    const mine = await post<JournalEntry>(author.client, '/api/journal', { content: 'Shared key.' }, key);
    const theirs = await post<JournalEntry>(other.client, '/api/journal', { content: 'Shared key.' }, key);
    expect(theirs.status, theirs.text).toBe(201);
    expect(theirs.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(theirs.json.id).not.toBe(mine.json.id);
  });

  it('writes twice without a key', async () => {
    const before = (await journalEntries(author)).length;
    const [first, second] = [await post(author.client, '/api/journal', { content: 'No key.' }), await post(author.client, '/api/journal', { content: 'No key.' })];
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await journalEntries(author)).toHaveLength(before + 2);
  });

  it('treats a record past its 24 hours as none', async () => {
    const key = randomUUID();
    const first = await post<JournalEntry>(author.client, '/api/journal', { content: 'Expires.' }, key);
    // DynamoDB deletes by TTL only some time after expiresAt: the record is still there, expired.
    await setRecord(journalRecord(author, key), { set: { expiresAt: Math.floor(Date.now() / 1000) - 1 } });
    const later = await post<JournalEntry>(author.client, '/api/journal', { content: 'Expires.' }, key);
    expect(later.status, later.text).toBe(201);
    expect(later.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(later.json.id).not.toBe(first.json.id);
  });

  it('answers 409 while the first is in flight, and takes over a claim whose run ran out of time before writing', async () => {
    const key = randomUUID();
    await post(author.client, '/api/journal', { content: 'In flight.' }, key);
    const record = journalRecord(author, key);
    // As a run leaves its record when it dies before its writes: in flight, no answer, not applied.
    const inFlight = (until: number) =>
      setRecord(record, { set: { state: 'in-flight', claimedUntil: until }, remove: ['answer', 'applied'] });

    await inFlight(Date.now() + 60_000);
    const busy = await post(author.client, '/api/journal', { content: 'In flight.' }, key);
    expect(busy.status).toBe(409);
    expect(busy.json).toEqual(IDEMPOTENCY_ERRORS.inFlight);

    await inFlight(Date.now() - 1);
    const before = (await journalEntries(author)).length;
    const retried = await post(author.client, '/api/journal', { content: 'In flight.' }, key);
    expect(retried.status, retried.text).toBe(201);
    expect(await journalEntries(author)).toHaveLength(before + 1);
  });

  it('never runs again a run whose writes were made but whose answer was lost', async () => {
    const key = randomUUID();
    const first = await post<JournalEntry>(author.client, '/api/journal', { content: 'Written, answer lost.' }, key);
    const record = journalRecord(author, key);
    const kept = (await db.send(new GetCommand({ TableName: tableName, Key: record }))).Item;
    // The entry's own write marked the key applied, in the same transaction.
    expect(kept).toMatchObject({ applied: true, state: 'done' });
    // As a run leaves it when its time ran out after its writes, before it kept its answer.
    await setRecord(record, { set: { state: 'in-flight', claimedUntil: Date.now() - 1 }, remove: ['answer'] });
    const before = (await journalEntries(author)).length;
    const repeat = await post(author.client, '/api/journal', { content: 'Written, answer lost.' }, key);
    expect(repeat.status).toBe(409);
    expect(repeat.json).toEqual(IDEMPOTENCY_ERRORS.applied);
    expect(await journalEntries(author)).toHaveLength(before);
    expect(first.json.id).toBeTruthy();
  });

  it("writes nothing in a transaction of a run that lost the key's claim to another", async () => {
    const key = randomUUID();
    await post(author.client, '/api/journal', { content: 'Claimed.' }, key);
    const record = journalRecord(author, key);
    const before = (await journalEntries(author)).length;
    const { createClaims, putNew } = await import('./db/transact.ts');
    const late = createClaims.run({ record, claim: 'a run that gave up long ago' }, () =>
      putNew({ pk: `USER#${author.id}`, sk: `JOURNAL#late-${key}` }),
    );
    await expect(late).rejects.toMatchObject({ statusCode: 409, code: IDEMPOTENCY_ERRORS.inFlight.code });
    expect(await journalEntries(author)).toHaveLength(before);
  });

  it('keeps nothing of a run that failed: a retry with the same key runs afresh', async () => {
    const key = randomUUID();
    const refused = await post(author.client, '/api/journal', { content: '   ' }, key);
    expect(refused.status).toBe(400);
    expect((await db.send(new GetCommand({ TableName: tableName, Key: journalRecord(author, key) }))).Item).toBeUndefined();
    const fixed = await post(author.client, '/api/journal', { content: 'Now with words.' }, key);
    expect(fixed.status, fixed.text).toBe(201);
    expect(fixed.headers.get(REPLAYED_HEADER)).toBeNull();
    expect((await post(author.client, '/api/journal', { content: 'Now with words.' }, key)).headers.get(REPLAYED_HEADER)).toBe('true');
  });

  it('refuses a key that is too short to seal an answer under', async () => {
    const response = await post(author.client, '/api/journal', { content: 'Short key.' }, 'abc');
    expect(response.status).toBe(400);
    expect(response.json).toEqual(IDEMPOTENCY_ERRORS.badKey);
  });

  it("keeps a message's answer sealed at rest, and replays it", async () => {
    const key = randomUUID();
    const words = `lanternfish ${randomUUID()}`;
    const first = await post(author.client, '/api/messages', { recipientId: other.id, content: words }, key);
    expect(first.status, first.text).toBe(201);
    const repeat = await post(author.client, '/api/messages', { recipientId: other.id, content: words }, key);
    expect(repeat.text).toBe(first.text);
    const route = routes.find((r) => r.method === 'POST' && r.path === '/api/messages')!;
    const stored = (await db.send(new GetCommand({ TableName: tableName, Key: idempotencyItemKey(`USER#${author.id}`, route, key) }))).Item;
    expect(stored?.state).toBe('done');
    expect(JSON.stringify(stored)).not.toContain('lanternfish');
  });

  it('makes one post of a retried post', async () => {
    const poster = await accountIn('approved');
    const key = randomUUID();
    const body = { type: 'reflection', content: 'A reflection sent twice over a flaky network.' };
    const first = await post<Post>(poster.client, '/api/posts', body, key);
    const repeat = await post<Post>(poster.client, '/api/posts', body, key);
    expect(first.status, first.text).toBe(201);
    expect(repeat.json.id).toBe(first.json.id);
    expect((await poster.client.get<Post[]>(`/api/users/posts/${poster.id}`)).json).toHaveLength(1);
  });

  it('replays a join request for the same client, signed out', async () => {
    const referrer = await accountIn('approved');
    const visitor = newClient();
    const key = randomUUID();
    const body = { name: 'River Walker', email: uniqueEmail('retry'), spiritualJourney: 'I sit every morning and would like company.', referredBy: referrer.id };
    const first = await post(visitor, '/api/pre-registration', body, key);
    const repeat = await post(visitor, '/api/pre-registration', body, key);
    expect(first.status, first.text).toBe(201);
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get(REPLAYED_HEADER)).toBe('true');
    expect((await referrer.client.get<ReferralRequest[]>('/api/pre-registration/referrals')).json).toHaveLength(1);
  });

  it('asks the guide once for a streamed question sent twice, and replays the whole stream', async () => {
    const asker = await accountIn('approved');
    const key = randomUUID();
    const question = { question: 'How do I stay with the breath?', language: 'english', wordCount: 50, conversationHistory: [] };
    const first = await post(asker.client, '/api/ai-guru/question', question, key, GUIDE_STREAM_TYPE);
    const repeat = await post(asker.client, '/api/ai-guru/question', question, key, GUIDE_STREAM_TYPE);
    expect(first.status, first.text).toBe(200);
    expect(first.text).toContain('"type":"answer"');
    expect(repeat.text).toBe(first.text);
    expect(repeat.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect((await asker.client.get<GuideConversation[]>('/api/ai-guru/conversations')).json).toHaveLength(1);
  });
});

describe('an idempotent streamed answer that breaks off', () => {
  const guide = withGuideProvider('ai-guru-stream');

  it('keeps nothing, so the retry with the same key asks again and is kept', async () => {
    const asker = guide.api.clientFor((await accountIn('approved')).client);
    const key = randomUUID();
    const question = { question: 'Why does the mind wander?', language: 'english', wordCount: 50, conversationHistory: [] };
    guide.standIn.answerWith('It wanders because it is looking for home; let it, and walk it back.');
    guide.standIn.breakOffAfter(3);
    const broken = await post(asker, '/api/ai-guru/question', question, key, GUIDE_STREAM_TYPE);
    expect(broken.text).toContain('"type":"error"');

    guide.standIn.breakOffAfter(null);
    const retried = await post(asker, '/api/ai-guru/question', question, key, GUIDE_STREAM_TYPE);
    expect(retried.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(retried.text).toContain('"type":"answer"');
    const replayed = await post(asker, '/api/ai-guru/question', question, key, GUIDE_STREAM_TYPE);
    expect(replayed.text).toBe(retried.text);
  });
});
