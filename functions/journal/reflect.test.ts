/**
 * Reflect with the guide (beyond the spec): the guide's reflection on one of the caller's own
 * entries. Another member's entry is a 404, admins included; the prompt carries that one entry and
 * nothing else of anyone's; a crisis gets help resources without the provider; the day's allowance
 * counts it; and nothing is stored: the member's partition holds what it held before (the day's
 * question count aside), and neither the entry nor the reflection reaches the log.
 */
import { readFileSync } from 'node:fs';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { GuideAnswer, GuideConversation } from '#shared/types/ai-guru.ts';
import type { JournalEntry, JournalReflection } from '#shared/types/journal.ts';
import { db, tableName } from '../lib/db/client.ts';
import type { TestClient } from '../testing/api-client.ts';
import { withGuideProvider } from '../testing/guide-provider.ts';
import { accountIn, type Account } from '../testing/personas.ts';

const write = async (client: TestClient, body: { title?: string; content: string }) => {
  const created = await client.send<JournalEntry>('POST', '/api/journal', body);
  expect(created.status, created.text).toBe(201);
  return created.json;
};
const reflect = (client: TestClient, id: string, body: unknown = {}) => client.send<JournalReflection>('POST', `/api/journal/${id}/reflect`, body);

/** Everything in the member's partition except the day's question count, which a reflection moves. */
const partition = async (userId: string) =>
  ((await db.send(new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `USER#${userId}` } }))).Items ?? [])
    .filter((item) => !String(item.sk).startsWith('GUIDEQUOTA#'));

describe('reflecting with the offline guide (the stack, no provider)', () => {
  let author: Account;
  beforeAll(async () => {
    author = await accountIn('approved');
  });

  it("answers the author's own entry in the chosen language, stores nothing and logs none of it", async () => {
    const secret = `heron-${Date.now()}`;
    const entry = await write(author.client, { title: `By the ${secret}`, content: `Watched the ${secret} stand still in the shallows. I want that patience.` });
    const before = await partition(author.id!);

    const english = await reflect(author.client, entry.id);
    expect(english.status, english.text).toBe(200);
    expect(english.json).toEqual({ reflection: expect.any(String), source: 'offline', crisis: false });
    const hindi = await reflect(author.client, entry.id, { language: 'hindi' });
    expect(hindi.json.reflection).toMatch(/[\u0900-\u097F]/);

    expect((await author.client.get<GuideConversation[]>('/api/ai-guru/conversations')).json).toEqual([]);
    expect(await partition(author.id!)).toEqual(before);
    const log = readFileSync(inject('stack').logFile, 'utf8');
    expect(log).not.toContain(secret);
    expect(log).not.toContain(english.json.reflection.split('\n').at(-1)!.slice(0, 60));
  });

  it("is a 404 for anyone else's entry, admins included, exactly as editing it is", async () => {
    const entry = await write(author.client, { content: 'Only mine.' });
    for (const stranger of await Promise.all([accountIn('approved'), accountIn('admin')])) {
      const refused = await reflect(stranger.client, entry.id);
      expect(refused.status).toBe(404);
      expect(refused.json).toEqual({ message: 'Journal entry not found', code: 'not_found' });
    }
    expect((await reflect(author.client, 'no-such-entry')).json).toEqual({ message: 'Journal entry not found', code: 'not_found' });
  });

  it('refuses a language the guide does not speak', async () => {
    const entry = await write(author.client, { content: 'Quiet evening.' });
    const refused = await reflect(author.client, entry.id, { language: 'french' });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ message: 'Language must be english, hindi or hinglish' });
  });
});

describe('reflecting with a provider (the OpenAI stand-in)', () => {
  const guide = withGuideProvider('journal', 'ai-guru-stream');

  const member = async (journey: string) => {
    const account = await accountIn('approved');
    const saved = await account.client.send('PATCH', '/api/user/profile', { anonymousName: account.name, avatar: 'gentle', spiritualJourney: journey });
    expect(saved.status).toBe(200);
    return { ...account, here: guide.api.clientFor(account.client) };
  };
  const chats = () => guide.standIn.requests.filter((request) => request.path === '/v1/chat/completions');

  it("sends the one entry and nothing else of anyone's, and answers with the provider's reflection", async () => {
    const other = await member('OTHER-JOURNEY');
    await write(other.client, { content: 'OTHER-ENTRY: a secret of someone else.' });
    const asker = await member('MY-JOURNEY: not shared with a reflection');
    await write(asker.client, { content: 'MY-OTHER-ENTRY: not this one.' });
    const entry = await write(asker.client, { title: 'After the argument', content: 'I said too much at dinner, and then I sat with the shame.' });
    guide.standIn.answerWith('You stayed with the shame instead of running from it. What did it ask of you?');

    const answer = await reflect(asker.here, entry.id, { language: 'hinglish' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({ reflection: 'You stayed with the shame instead of running from it. What did it ask of you?', source: 'openai', crisis: false });
    const sent = chats().at(-1)!.body as { messages: { role: string; content: string }[] };
    expect(sent.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(sent.messages[0]!.content).toContain('Hinglish');
    expect(sent.messages[1]!.content).toBe('After the argument\n\nI said too much at dinner, and then I sat with the shame.');
    expect(JSON.stringify(sent)).not.toMatch(/OTHER-JOURNEY|OTHER-ENTRY|MY-JOURNEY|MY-OTHER-ENTRY/);
    expect((await asker.client.get<GuideConversation[]>('/api/ai-guru/conversations')).json).toEqual([]);
  });

  it('answers an entry that signals crisis with help resources, without the provider, even past the allowance', async () => {
    process.env.AI_GUIDE_DAILY_QUESTIONS = '1';
    const { client, here } = await member('Heavy days.');
    const plain = await write(client, { content: 'A long grey day.' });
    const heavy = await write(client, { content: 'Some nights I want to end it all.' });
    expect((await reflect(here, plain.id)).status).toBe(200);
    const before = chats().length;
    const crisis = await reflect(here, heavy.id, { language: 'hindi' });
    expect(crisis.status).toBe(200);
    expect(crisis.json).toMatchObject({ source: 'offline', crisis: true });
    expect(crisis.json.reflection).toContain('14416');
    expect(chats().length).toBe(before);
  });

  it("counts against the guide's daily allowance, shared with questions: the same 429", async () => {
    process.env.AI_GUIDE_DAILY_QUESTIONS = '2';
    const { client, here } = await member('Counting.');
    const entry = await write(client, { content: 'Grateful for rain.' });
    expect((await reflect(here, entry.id)).status).toBe(200);
    const asked = await here.send<GuideAnswer>('POST', '/api/ai-guru/question', { question: 'What is gratitude?' });
    expect(asked.status, asked.text).toBe(200);
    const refused = await reflect(here, entry.id);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      message: 'You have asked the guide 2 questions today, the most for one day. Please come back tomorrow.',
      code: 'guide_quota',
    });
  });
});
