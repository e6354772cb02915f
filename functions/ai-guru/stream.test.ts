/**
 * The guide's answer as it is written (docs/ai-guru.md, "Streaming"): the same route and handler
 * for JSON and NDJSON callers, through the local adapter's response stream. With a provider, the
 * handler runs in this process against the OpenAI stand-in (testing/in-process-api.ts), paced as
 * a model writes; without one, the stack's offline guide streams too.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { GUIDE_STREAM_TYPE, readGuideStream, type GuideStreamEvent } from '#shared/guide-stream.ts';
import type { GuideAnswer, GuideConversation } from '#shared/types/ai-guru.ts';
import type { TestClient } from '../testing/api-client.ts';
import { withGuideProvider } from '../testing/guide-provider.ts';
import { accountIn } from '../testing/personas.ts';

const QUESTION = { question: 'How do I rest when my mind keeps running?', language: 'english', wordCount: 200, conversationHistory: [] };
const ANSWER = 'Rest is not earned. Let the mind run while you sit beside it, and it will tire before you do.';

function askStreamed(client: TestClient, body: Record<string, unknown> = QUESTION): Promise<Response> {
  return client.raw('/api/ai-guru/question', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: GUIDE_STREAM_TYPE },
    body: JSON.stringify(body),
  });
}

async function eventsOf(response: Response): Promise<GuideStreamEvent[]> {
  const events: GuideStreamEvent[] = [];
  for await (const event of readGuideStream(response.body!)) events.push(event);
  return events;
}

const textOf = (events: GuideStreamEvent[]) => events.map((event) => (event.type === 'text' ? event.text : '')).join('');
const history = async (client: TestClient) => (await client.get<GuideConversation[]>('/api/ai-guru/conversations')).json;

describe('with a provider', () => {
  const guide = withGuideProvider('ai-guru', 'ai-guru-stream');

  beforeEach(() => {
    guide.standIn.answerWith(ANSWER);
    guide.standIn.failWith(null);
    guide.standIn.pace(0);
    guide.standIn.breakOffAfter(null);
  });

  const member = async () => guide.api.clientFor((await accountIn('approved')).client);

  it('sends each piece as the provider writes it, and last the stored answer', async () => {
    const client = await member();
    // 20 words, 100 ms apart: the answer takes two seconds to write.
    guide.standIn.pace(100);
    const response = await askStreamed(client);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(`${GUIDE_STREAM_TYPE}; charset=utf-8`);

    const events = readGuideStream(response.body!);
    const first = await events.next();
    expect(first.value).toEqual({ type: 'text', text: 'Rest ' });
    // The first words are on their way while the rest is still being written: nothing is stored yet.
    expect(await history(client)).toEqual([]);

    const rest: GuideStreamEvent[] = [first.value!];
    for await (const event of events) rest.push(event);
    expect(rest.filter((event) => event.type === 'text')).toHaveLength(20);
    expect(textOf(rest)).toBe(ANSWER);
    const last = rest.at(-1)!;
    expect(last.type).toBe('answer');
    const answer = (last as { answer: GuideAnswer }).answer;
    expect(answer).toMatchObject({ response: ANSWER, source: 'openai', crisis: false });
    const [stored] = await history(client);
    expect(stored).toMatchObject({ id: answer.conversationId, question: QUESTION.question, response: ANSWER, language: 'english' });
  });

  it('ends with an error event when the provider breaks off, and stores nothing', async () => {
    const client = await member();
    guide.standIn.breakOffAfter(5);
    const response = await askStreamed(client);
    expect(response.status).toBe(200);
    const events = await eventsOf(response);
    expect(textOf(events)).toBe('Rest is not earned. Let ');
    expect(events.at(-1)).toEqual({ type: 'error', status: 502, message: 'Something went wrong. Please try again.', code: 'guide_failed' });
    expect(JSON.stringify(events)).not.toContain('stand-in');
    expect(await history(client)).toEqual([]);

    // Asked again once the provider writes whole answers, it is answered and kept.
    guide.standIn.breakOffAfter(null);
    const retried = await eventsOf(await askStreamed(client));
    expect(retried.at(-1)).toMatchObject({ type: 'answer' });
    expect(await history(client)).toHaveLength(1);
  });

  it('answers a failure before the first words as JSON, with its status', async () => {
    const client = await member();
    guide.standIn.failWith(500);
    const refused = await askStreamed(client);
    expect(refused.status).toBe(502);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({ message: 'Something went wrong. Please try again.', code: 'guide_failed' });

    // A provider that goes quiet for longer than the time limit between two pieces has failed too.
    guide.standIn.failWith(null);
    guide.standIn.pace(1_000);
    process.env.OPENAI_TIMEOUT_MS = '300';
    const quiet = await askStreamed(client);
    expect(quiet.status).toBe(503);
    expect(await quiet.json()).toMatchObject({ code: 'guide_timeout' });
    expect(await history(client)).toEqual([]);
  });

  it('answers a caller that does not ask for a stream with the whole answer as JSON', async () => {
    const client = await member();
    const answer = await client.send<GuideAnswer>('POST', '/api/ai-guru/question', QUESTION);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.json).toMatchObject({ response: ANSWER, source: 'openai', crisis: false });
    expect((await history(client))[0]).toMatchObject({ id: answer.json.conversationId, response: ANSWER });
  });
});

describe('without a provider', () => {
  it('streams the offline guide a sentence at a time, and the crisis answer too', async () => {
    const { client } = await accountIn('approved');
    const events = await eventsOf(await askStreamed(client, { ...QUESTION, wordCount: 300 }));
    const pieces = events.filter((event) => event.type === 'text');
    expect(pieces.length).toBeGreaterThan(3);
    const last = events.at(-1) as { type: 'answer'; answer: GuideAnswer };
    expect(last.type).toBe('answer');
    expect(last.answer.source).toBe('offline');
    expect(last.answer.response).toBe(textOf(events).trim());
    expect(last.answer.response).toMatch(/^From the offline guide/);

    const crisis = await eventsOf(await askStreamed(client, { ...QUESTION, question: 'I want to end my life' }));
    expect(crisis.at(-1)).toMatchObject({ type: 'answer', answer: { crisis: true } });
    expect(textOf(crisis)).toContain('14416');
  });
});
