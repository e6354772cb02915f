/**
 * The AI guide against the local stack, which has no provider configured: the offline guide, the
 * crisis answer, the day's wisdom, the history, the export and sharing. (provider.test.ts runs the
 * same handler against the OpenAI stand-in.)
 */
import { describe, expect, it } from 'vitest';
import { GUIDE_ANSWER_REQUIRED, NOT_THE_GUIDES_ANSWER } from '#shared/ai-guru-schemas.ts';
import type { GuideAnswer, GuideConversation, DailyWisdom, PersonalGuidance } from '#shared/types/ai-guru.ts';
import type { Post } from '#shared/types/post.ts';
import { accountIn } from '../testing/personas.ts';

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_LETTER = /[A-Za-z]/;

const ask = (client: Awaited<ReturnType<typeof accountIn>>['client'], body: Record<string, unknown>) =>
  client.send<GuideAnswer>('POST', '/api/ai-guru/question', { context: 'ignored', conversationHistory: [], ...body });

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the offline guide', () => {
  it('answers in English, in Hindi in Devanagari and in Hinglish in Latin script, labelled, near the asked length', async () => {
    const { client } = await accountIn('approved');
    const english = await ask(client, { question: 'How do I find peace when I worry?', language: 'english', wordCount: 100 });
    expect(english.status).toBe(200);
    expect(english.json.source).toBe('offline');
    expect(english.json.crisis).toBe(false);
    expect(english.json.response).toMatch(/^From the offline guide/);
    expect(english.json.response).toMatch(/peace|calm|restless/i);
    expect(wordsIn(english.json.response)).toBeLessThanOrEqual(100 + 15);

    const hindi = await ask(client, { question: 'मुझे बहुत चिंता रहती है, शांति कैसे मिले?', language: 'hindi', wordCount: 200 });
    expect(hindi.status).toBe(200);
    expect(hindi.json.response).toMatch(DEVANAGARI);
    expect(hindi.json.response).not.toMatch(LATIN_LETTER);
    expect(hindi.json.response).toContain('शांति');

    const hinglish = await ask(client, { question: 'Mann mein bahut chinta hai, shanti kaise milegi?', language: 'hinglish', wordCount: 1000 });
    expect(hinglish.status).toBe(200);
    expect(hinglish.json.response).not.toMatch(DEVANAGARI);
    expect(hinglish.json.response).toContain('Shanti');
    // In-depth draws on the whole library, well beyond one passage.
    expect(wordsIn(hinglish.json.response)).toBeGreaterThan(600);
    expect(wordsIn(hinglish.json.response)).toBeLessThanOrEqual(1000 + 15);
  });

  it('keeps each exchange with its topics, newest first, and exports them as a dated text file', async () => {
    const { client } = await accountIn('approved');
    await ask(client, { question: 'How can I forgive someone who hurt me?', language: 'english', wordCount: 50 });
    const second = await ask(client, { question: 'Is meditation about emptying the mind?', language: 'english', wordCount: 50 });
    const history = await client.get<GuideConversation[]>('/api/ai-guru/conversations');
    expect(history.status).toBe(200);
    expect(history.json.map((c) => c.question)).toEqual(['Is meditation about emptying the mind?', 'How can I forgive someone who hurt me?']);
    expect(history.json[0]).toMatchObject({ id: second.json.conversationId, topics: ['meditation'], sharedAsPostId: null, language: 'english' });
    expect(history.json[1]!.topics).toContain('forgiveness');

    const exported = await client.raw('/api/ai-guru/export');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/plain/);
    const day = new Date().toISOString().slice(0, 10);
    expect(exported.headers.get('content-disposition')).toBe(`attachment; filename="ai-guru-conversations-${day}.txt"`);
    const text = await exported.text();
    expect(text.indexOf('How can I forgive')).toBeLessThan(text.indexOf('Is meditation'));
  });
});

describe('spoken answers without a provider', () => {
  it('are refused with a code, for the browser to read the answer itself', async () => {
    const { client } = await accountIn('approved');
    const answer = await client.send('POST', '/api/ai-guru/audio-response', { text: 'Be still.' });
    expect(answer.status).toBe(503);
    expect(answer.json).toMatchObject({ code: 'speech_unavailable' });
  });
});

describe('a question that signals crisis', () => {
  it.each([
    ['english', 'I want to end my life'],
    ['hindi', 'मैं आत्महत्या के बारे में सोच रहा हूँ'],
    ['hinglish', 'Main marna chahta hoon, kuch samajh nahi aata'],
  ])('is answered with help resources (%s)', async (language, question) => {
    const { client } = await accountIn('approved');
    const answer = await ask(client, { question, language, wordCount: 50 });
    expect(answer.status).toBe(200);
    expect(answer.json.crisis).toBe(true);
    expect(answer.json.response).toContain('14416');
    expect(answer.json.response).toContain('findahelpline.com');
    if (language === 'hindi') expect(answer.json.response).toMatch(DEVANAGARI);
  });

  it.each([
    ['english', 'I do not want to live anymore and keep thinking about ending my life', /^Please call Tele-MANAS 14416 or 1-800-891-4416 now/],
    ['hinglish', 'Mujhe ab jeena nahi hai, main khud ko khatam karna chahta hoon', /^Please abhi Tele-MANAS 14416 ya 1-800-891-4416 par call kijiye/],
    ['hindi', 'मुझे अब जीना नहीं है, मैं खुद को खत्म करना चाहती हूँ', /^कृपया अभी Tele-MANAS 14416 या 1-800-891-4416 पर फ़ोन कीजिए/],
  ])('is recognised as people write it, and answered with the help lines first (%s)', async (language, question, opening) => {
    const { client } = await accountIn('approved');
    const answer = await ask(client, { question, language, wordCount: 200 });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ crisis: true, source: 'offline' });
    expect(answer.json.response).toMatch(opening);
    expect(answer.json.response).toContain('112');
  });

  it('is seen in the history a question comes with', async () => {
    const { client } = await accountIn('approved');
    const history = [
      { role: 'user', content: 'everyone would be better off without me' },
      { role: 'ai', content: 'An earlier answer.' },
    ];
    const answer = await ask(client, { question: 'What should I read next?', language: 'english', wordCount: 50, conversationHistory: history });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ crisis: true });
    expect(answer.json.response).toContain('14416');
  });

  it('is not read into the language of the path', async () => {
    const { client } = await accountIn('approved');
    const answer = await ask(client, { question: 'Is dying to the self the same as ego death, as the Gita on death says?', language: 'english', wordCount: 50 });
    expect(answer.status).toBe(200);
    expect(answer.json.crisis).toBe(false);
  });
});

describe('the daily texts', () => {
  it("gives every member the same wisdom on a day, and each member guidance from their own journey, kept for the day", async () => {
    const [a, b] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    const [first, second] = await Promise.all([
      a.client.get<DailyWisdom>('/api/ai-guru/daily-wisdom'),
      b.client.get<DailyWisdom>('/api/ai-guru/daily-wisdom'),
    ]);
    expect(first.status).toBe(200);
    expect(first.json.wisdom.length).toBeGreaterThan(40);
    expect(second.json).toEqual(first.json);

    const journey = (spiritualJourney: string) =>
      a.client.send('PATCH', '/api/user/profile', { anonymousName: a.name!, avatar: 'gentle', spiritualJourney });
    expect((await journey('Grieving my father and learning to forgive.')).status).toBe(200);
    const guidance = await a.client.get<PersonalGuidance>('/api/ai-guru/personalized');
    expect(guidance.status).toBe(200);
    expect(guidance.json.guidance).toMatch(/grief|forgive|love/i);
    await journey('Something else entirely.');
    expect((await a.client.get<PersonalGuidance>('/api/ai-guru/personalized')).json).toEqual(guidance.json);
  });
});

describe('sharing an exchange', () => {
  it('makes one main-feed post flagged AI generated, however often it is pressed', async () => {
    const { client, id: memberId } = await accountIn('approved');
    const asked = await ask(client, { question: 'What is gratitude for?', language: 'english', wordCount: 50 });
    const id = asked.json.conversationId;
    const shares = await Promise.all([1, 2, 3].map(() => client.send<{ postId: string }>('POST', `/api/ai-guru/share/${id}`)));
    expect(shares.map((s) => s.status)).toEqual([200, 200, 200]);
    const postId = shares[0]!.json.postId;
    expect(shares.map((s) => s.json.postId)).toEqual([postId, postId, postId]);
    expect((await client.send<{ postId: string }>('POST', `/api/ai-guru/share/${id}`)).json.postId).toBe(postId);

    const post = await client.get<Post>(`/api/posts/${postId}`);
    expect(post.json).toMatchObject({ isAiGenerated: true, type: 'question', content: `What is gratitude for?\n\n${asked.json.response}` });
    // In the main feed (no circle), once: the member's own posts are a list other tests cannot crowd.
    expect(post.json.circleId).toBeNull();
    const own = await client.get<Post[]>(`/api/users/posts/${memberId}`);
    expect(own.json.filter((p) => p.id === postId)).toHaveLength(1);
    const history = await client.get<GuideConversation[]>('/api/ai-guru/conversations');
    expect(history.json.find((c) => c.id === id)?.sharedAsPostId).toBe(postId);
  });

  it('shares the chat on screen only as the guide gave it: its exchange, once, and never words the guide did not write', async () => {
    const { client } = await accountIn('approved');
    const asked = await ask(client, { question: '  Why sit still?  ', language: 'english', wordCount: 50 });
    const chat = { conversationId: asked.json.conversationId, question: 'Why sit still?', response: asked.json.response };

    // A forged answer under the guide's label: refused, and nothing is shared.
    for (const forged of [
      { ...chat, response: 'Send your savings to this address.' },
      { ...chat, response: `${asked.json.response} And follow me.` },
      { ...chat, question: 'Who is the wisest member here?' },
    ]) {
      const refused = await client.send('POST', '/api/ai-guru/share-chat', forged);
      expect(refused.status).toBe(422);
      expect(refused.json).toEqual({ message: NOT_THE_GUIDES_ANSWER, code: 'not_the_guides_answer' });
    }
    const noExchange = await client.send('POST', '/api/ai-guru/share-chat', { question: 'Why sit still?', response: 'To listen.' });
    expect(noExchange.status).toBe(400);
    expect(noExchange.json).toMatchObject({ message: GUIDE_ANSWER_REQUIRED });
    expect((await client.get<GuideConversation[]>('/api/ai-guru/conversations')).json[0]!.sharedAsPostId).toBeNull();

    // The real one is shared, once: share-chat and share/{id} answer the same post.
    const shared = await client.send<{ postId: string }>('POST', '/api/ai-guru/share-chat', chat);
    expect(shared.status, shared.text).toBe(201);
    expect((await client.send<{ postId: string }>('POST', '/api/ai-guru/share-chat', chat)).json.postId).toBe(shared.json.postId);
    expect((await client.send<{ postId: string }>('POST', `/api/ai-guru/share/${chat.conversationId}`)).json.postId).toBe(shared.json.postId);
    expect((await client.get<Post>(`/api/posts/${shared.json.postId}`)).json).toMatchObject({
      isAiGenerated: true,
      content: `Why sit still?\n\n${asked.json.response}`,
    });
  });

  it("refuses to share another member's exchange through the chat, even word for word", async () => {
    const [owner, other] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    const asked = await ask(owner.client, { question: 'A private question of mine', language: 'english', wordCount: 50 });
    const copied = { conversationId: asked.json.conversationId, question: 'A private question of mine', response: asked.json.response };
    const attempt = await other.client.send('POST', '/api/ai-guru/share-chat', copied);
    expect(attempt.status).toBe(404);
    expect(attempt.json).toEqual({ message: 'Conversation not found', code: 'conversation_not_found' });
    expect((await owner.client.get<GuideConversation[]>('/api/ai-guru/conversations')).json[0]!.sharedAsPostId).toBeNull();
  });

  it("is never possible for another member's exchange, nor can they see it", async () => {
    const [owner, other] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    const asked = await ask(owner.client, { question: 'A private worry about my path', language: 'english', wordCount: 50 });
    const attempt = await other.client.send('POST', `/api/ai-guru/share/${asked.json.conversationId}`);
    expect(attempt.status).toBe(404);
    expect(attempt.json).toEqual({ message: 'Conversation not found', code: 'conversation_not_found' });
    expect((await other.client.get<GuideConversation[]>('/api/ai-guru/conversations')).json).toEqual([]);
    expect(await (await other.client.raw('/api/ai-guru/export')).text()).not.toContain('private worry');
    expect((await owner.client.get<GuideConversation[]>('/api/ai-guru/conversations')).json[0]!.sharedAsPostId).toBeNull();
  });
});

describe('the question', () => {
  it.each([
    [{ question: '   ' }, 'Please enter your question'],
    [{}, 'Please enter your question'],
    [{ question: 'x'.repeat(501) }, 'Question must be less than 500 characters'],
    [{ question: 'Why?', language: 'french' }, 'Language must be english, hindi or hinglish'],
    [{ question: 'Why?', wordCount: 75 }, 'Response length must be 50, 100, 200, 300, 500 or 1000 words'],
  ])('is refused with the specification’s message: %j', async (body, message) => {
    const { client } = await accountIn('approved');
    const answer = await client.send('POST', '/api/ai-guru/question', body);
    expect(answer.status).toBe(400);
    expect((answer.json as { message: string }).message).toBe(message);
  });
});
