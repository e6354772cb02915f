/**
 * The guide's handler with a provider: the real `openai` client against the OpenAI stand-in. The
 * handler runs in this process (testing/in-process-api.ts) so that this file chooses its provider
 * settings; members sign in at the stack as everywhere else.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { GuideAnswer, GuideConversation } from '#shared/types/ai-guru.ts';
import type { TestClient } from '../testing/api-client.ts';
import { signalsCrisis } from '../lib/ai/crisis.ts';
import { MODERATION_MODEL } from '../lib/ai/moderation.ts';
import { withGuideProvider } from '../testing/guide-provider.ts';
import { accountIn } from '../testing/personas.ts';

const guide = withGuideProvider('ai-guru', 'ai-guru-stream');

beforeEach(() => {
  guide.standIn.failWith(null);
  guide.standIn.hang(false);
  guide.standIn.moderationFails(null);
});

async function member(journey: string): Promise<TestClient> {
  const { client, name } = await accountIn('approved');
  const saved = await client.send('PATCH', '/api/user/profile', { anonymousName: name, avatar: 'gentle', spiritualJourney: journey });
  expect(saved.status).toBe(200);
  return guide.api.clientFor(client);
}

const ask = (client: TestClient, question: string, extra: Record<string, unknown> = {}) =>
  client.send<GuideAnswer>('POST', '/api/ai-guru/question', { question, language: 'english', wordCount: 200, conversationHistory: [], ...extra });

interface SentChat {
  model: string;
  messages: { role: string; content: string }[];
}
const chats = () => guide.standIn.requests.filter((r) => r.path === '/v1/chat/completions');
const moderations = () => guide.standIn.requests.filter((r) => r.path === '/v1/moderations');
const lastChat = () => chats().at(-1)!.body as unknown as SentChat;

describe('the prompt', () => {
  it("carries the question, language, length, recent history and the asker's own journey, and nothing of another member's", async () => {
    const other = await member('OTHER-JOURNEY: a secret about my brother');
    await ask(other, 'OTHER-QUESTION: should I tell him?');
    const asker = await member('Finding stillness after years of rushing.');
    guide.standIn.answerWith('Stillness is already here, beneath the rushing.');
    const history = Array.from({ length: 14 }, (_, i) => ({ role: i % 2 ? 'ai' : 'user', content: `turn ${i}`, timestamp: new Date().toISOString() }));
    const answer = await ask(asker, 'How do I keep the quiet I found?', {
      language: 'hindi',
      wordCount: 300,
      context: 'OTHER-JOURNEY: a secret about my brother',
      conversationHistory: history,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ response: 'Stillness is already here, beneath the rushing.', source: 'openai', crisis: false });

    const sent = lastChat();
    expect(guide.standIn.requests.at(-1)!.authorization).toBe('Bearer sk-stand-in');
    const system = sent.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain('Finding stillness after years of rushing.');
    expect(system.content).toContain('Devanagari');
    expect(system.content).toContain('about 300 words');
    // The last ten turns, in order, as the model's roles, then the question.
    expect(sent.messages.slice(1, -1)).toEqual(
      history.slice(-10).map((m) => ({ role: m.role === 'ai' ? 'assistant' : 'user', content: m.content })),
    );
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'How do I keep the quiet I found?' });
    expect(JSON.stringify(sent)).not.toMatch(/OTHER-JOURNEY|OTHER-QUESTION/);

    const stored = await asker.get<GuideConversation[]>('/api/ai-guru/conversations');
    expect(stored.json[0]).toMatchObject({ question: 'How do I keep the quiet I found?', response: 'Stillness is already here, beneath the rushing.', language: 'hindi' });
  });
});

describe("the provider's failures", () => {
  it.each([
    [500, 502, 'guide_failed'],
    [429, 503, 'guide_unavailable'],
  ])('a %i after one retry is our %i, never the provider’s words', async (status, ours, code) => {
    const client = await member('Walking slowly.');
    const before = chats().length;
    guide.standIn.failWith(status);
    const answer = await ask(client, 'Why is it hard to rest?');
    expect(answer.status).toBe(ours);
    expect(answer.json).toEqual({ message: 'Something went wrong. Please try again.', code });
    expect(answer.text).not.toContain('stand-in');
    expect(chats().length - before).toBe(2);
    expect((await client.get<GuideConversation[]>('/api/ai-guru/conversations')).json).toEqual([]);

    // Once the provider answers again, so does the guide, and the one exchange is kept.
    guide.standIn.failWith(null);
    expect((await ask(client, 'Why is it hard to rest?')).status).toBe(200);
    expect((await client.get<GuideConversation[]>('/api/ai-guru/conversations')).json).toHaveLength(1);
  });

  it('a provider that does not answer in time is a 503', async () => {
    const client = await member('Walking slowly.');
    process.env.OPENAI_TIMEOUT_MS = '300';
    guide.standIn.hang(true);
    const answer = await ask(client, 'Why is it hard to rest?');
    expect(answer.status).toBe(503);
    expect(answer.json).toMatchObject({ code: 'guide_timeout' });
    guide.standIn.hang(false);
    expect((await ask(client, 'Why is it hard to rest?')).status).toBe(200);
  });
});

describe('spoken answers', () => {
  it('are the provider’s speech, whole sentences up to its 4096-character limit', async () => {
    const client = await member('Listening.');
    const sentence = 'Breathe in, and know that you are here. ';
    const answer = await client.raw('/api/ai-guru/audio-response', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: sentence.repeat(120) }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('audio/mpeg');
    expect([...new Uint8Array(await answer.arrayBuffer()).slice(0, 2)]).toEqual([0xff, 0xfb]);
    const sent = guide.standIn.requests.at(-1)!;
    expect(sent.path).toBe('/v1/audio/speech');
    const input = sent.body.input as string;
    expect(input.length).toBeLessThanOrEqual(4096);
    expect(input.length).toBeGreaterThan(4000);
    expect(input.endsWith('here.')).toBe(true);
  });
});

describe('care and limits', () => {
  it('answers a crisis with help resources without calling the provider, even past the daily quota', async () => {
    process.env.AI_GUIDE_DAILY_QUESTIONS = '2';
    const client = await member('Tired of everything.');
    expect((await ask(client, 'What is patience?')).status).toBe(200);
    expect((await ask(client, 'What is trust?')).status).toBe(200);
    const refused = await ask(client, 'What is hope?');
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      message: 'You have asked the guide 2 questions today, the most for one day. Please come back tomorrow.',
      code: 'guide_quota',
    });
    const before = guide.standIn.requests.length;
    const crisis = await ask(client, 'I keep thinking about suicide');
    expect(crisis.status).toBe(200);
    expect(crisis.json).toMatchObject({ crisis: true });
    expect(crisis.json.response).toContain('14416');
    expect(guide.standIn.requests.length).toBe(before);
  });
});

describe('the moderation layer', () => {
  const CRISIS = 'I do not want to live anymore and keep thinking about ending my life';

  it.each([
    ['answers', null],
    ['fails', 500],
    ['hangs', 'hang'],
  ] as const)('when it %s, a crisis the offline layer sees still gets the help lines, and no chat model is asked', async (_, how) => {
    process.env.OPENAI_MODERATION_TIMEOUT_MS = '300';
    guide.standIn.moderationFails(how);
    const client = await member('Carrying a lot.');
    const before = chats().length;
    const answer = await ask(client, CRISIS);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ crisis: true, source: 'offline' });
    expect(answer.json.response.indexOf('14416')).toBeLessThan(answer.json.response.indexOf('glad'));
    expect(answer.json.response).toContain('112');
    expect(chats().length).toBe(before);
  });

  it.each([
    ['fails', 500],
    ['hangs', 'hang'],
  ] as const)('when it %s, an ordinary question is still answered by the provider', async (_, how) => {
    process.env.OPENAI_MODERATION_TIMEOUT_MS = '300';
    guide.standIn.moderationFails(how);
    guide.standIn.answerWith('Rest is also practice.');
    const client = await member('Walking slowly.');
    const answer = await ask(client, 'Why is it hard to rest?');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ response: 'Rest is also practice.', source: 'openai', crisis: false });
  });

  it('answers with care what the moderation model flags though the offline layer does not, sending it the question and the member’s own history', async () => {
    const question = 'Lately I have been giving my things away and I think I will be dead by spring';
    expect(signalsCrisis(question)).toBe(false);
    const client = await member('Quiet.');
    const before = chats().length;
    const answer = await ask(client, question, {
      conversationHistory: [
        { role: 'user', content: 'Earlier words of mine' },
        { role: 'ai', content: 'An earlier answer' },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ crisis: true, source: 'offline' });
    expect(answer.json.response).toContain('14416');
    expect(chats().length).toBe(before);
    expect(moderations().at(-1)!.body).toEqual({ model: MODERATION_MODEL, input: [question, 'Earlier words of mine'] });
  });

  it('answers with care a question whose history carries a crisis', async () => {
    const client = await member('Quiet.');
    const before = chats().length;
    const answer = await ask(client, 'What should I do now?', {
      language: 'hinglish',
      conversationHistory: [{ role: 'user', content: 'Mujhe ab jeena nahi hai, main khud ko khatam karna chahta hoon' }],
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ crisis: true });
    expect(answer.json.response).toMatch(/^Please abhi Tele-MANAS 14416 ya 1-800-891-4416 par call kijiye/);
    expect(chats().length).toBe(before);
  });
});
