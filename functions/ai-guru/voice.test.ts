/**
 * The guide's voice: a recorded question transcribed by the provider (the OpenAI stand-in, the
 * handlers served in this process) and kept as the member's media, asked with its recording and
 * shared with it (from History or the chat). Without a provider (the stack itself runs none)
 * transcription says it needs one.
 */
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { NO_RECORDING, VOICE_MAX_BYTES, VOICE_TOO_LARGE } from '#shared/ai-guru-schemas.ts';
import type { GuideAnswer, GuideConversation, Transcription } from '#shared/types/ai-guru.ts';
import type { Post } from '#shared/types/post.ts';
import { TRANSCRIPTION_UNAVAILABLE } from './workflows/transcription.ts';
import { queryAll } from '../lib/db/query.ts';
import { keysUploadedBy } from '../media/items/media.ts';
import { userKey } from '../lib/account.ts';
import { mediaKeyOf } from '../lib/media.ts';
import type { TestClient } from '../testing/api-client.ts';
import { audio } from '../testing/media-fixtures.ts';
import { withGuideProvider } from '../testing/guide-provider.ts';
import { accountIn } from '../testing/personas.ts';
import { mediaPathOf, SIGNED } from '../testing/uploads.ts';

const stack = inject('stack');
const guide = withGuideProvider('ai-guru', 'ai-guru-stream');

beforeEach(() => {
  guide.standIn.failWith(null);
  guide.standIn.transcribeAs(null);
});

async function member(): Promise<{ client: TestClient; stackClient: TestClient; id: string }> {
  const { client, id } = await accountIn('approved');
  return { client: guide.api.clientFor(client), stackClient: client, id: id! };
}

function form(fields: Record<string, string | Uint8Array>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    body.append(name, typeof value === 'string' ? value : new Blob([value], { type: 'audio/webm' }), ...(typeof value === 'string' ? [] : ['question.webm']));
  }
  return body;
}

const post = <T>(client: TestClient, path: string, body: FormData) => client.request<T>(path, { method: 'POST', body });
const transcriptions = () => guide.standIn.requests.filter((r) => r.path === '/v1/audio/transcriptions');
const completions = () => guide.standIn.requests.filter((r) => r.path === '/v1/chat/completions');

/** A question recorded and transcribed, as the voice section does it: the recording is the member's kept media. */
const transcribed = async (client: TestClient) => (await post<Transcription>(client, '/api/ai-guru/transcribe', form({ audio: audio.webm() }))).json;

describe('transcribing a recorded question', () => {
  it('sends the recording to the provider as a file and keeps it as the member’s own media', async () => {
    const { client, id } = await member();
    const recording = audio.webm();
    const answer = await post<Transcription>(client, '/api/ai-guru/transcribe', form({ audio: recording, language: 'hindi' }));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.transcription).toBe('A question spoken to the stand-in.');
    expect(answer.json.audioUrl).toMatch(new RegExp(`^/media/audio/[0-9a-z]{10}[A-Za-z0-9_-]{16}\\.webm${SIGNED}$`));

    const sent = transcriptions().at(-1)!;
    expect(sent.authorization).toBe('Bearer sk-stand-in');
    expect(sent.body).toMatchObject({ file: recording.length, language: 'hi', model: 'gpt-4o-mini-transcribe' });

    const served = await fetch(`${stack.url}${answer.json.audioUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('audio/webm');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(recording);
    const key = mediaKeyOf(answer.json.audioUrl, 'audio')!;
    expect(await keysUploadedBy(id, [key])).toEqual(new Set([key]));
  });

  it.each([
    ['a text file', { audio: new TextEncoder().encode('just some notes, not a recording') }, 'Please select an audio file'],
    ['a picture', { audio: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]) }, 'Please select an audio file'],
    ['an empty file', { audio: new Uint8Array(0) }, 'Please select an audio file'],
    ['a recording over 4 MB', { audio: (() => { const big = new Uint8Array(VOICE_MAX_BYTES + 1); big.set(audio.webm()); return big; })() }, VOICE_TOO_LARGE],
    ['no recording', { language: 'english' }, NO_RECORDING],
    ['a language the guide does not speak', { audio: audio.webm(), language: 'french' }, 'Language must be english, hindi or hinglish'],
  ])('refuses %s before the provider hears anything', async (_name, fields, message) => {
    const { client } = await member();
    const before = transcriptions().length;
    const answer = await post(client, '/api/ai-guru/transcribe', form(fields));
    expect(answer.status, answer.text).toBe(400);
    expect(answer.json).toMatchObject({ message });
    expect(transcriptions()).toHaveLength(before);
  });

  it('refuses a JSON body: the recording itself must be sent', async () => {
    const { client } = await member();
    const answer = await client.send('POST', '/api/ai-guru/transcribe', { audio: 'https://example.com/a.webm' });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ message: NO_RECORDING });
  });

  it.each([
    [500, 502, 'guide_failed'],
    [429, 503, 'guide_unavailable'],
  ])('answers a provider %i with our %i and nothing of the provider’s words, keeping nothing', async (status, ours, code) => {
    const { client, id } = await member();
    guide.standIn.failWith(status);
    const answer = await post(client, '/api/ai-guru/transcribe', form({ audio: audio.ogg() }));
    expect(answer.status).toBe(ours);
    expect(answer.json).toEqual({ message: 'Something went wrong. Please try again.', code });
    expect(answer.text).not.toContain('stand-in');
    const kept = await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :media)',
      ExpressionAttributeValues: { ':pk': userKey(id).pk, ':media': 'MEDIA#' },
    });
    expect(kept).toEqual([]);
  });

  it('says plainly that it needs a configured provider where none is (the stack runs the offline guide)', async () => {
    const { stackClient } = await member();
    const answer = await post(stackClient, '/api/ai-guru/transcribe', form({ audio: audio.webm() }));
    expect(answer.status).toBe(503);
    expect(answer.json).toEqual({ message: TRANSCRIPTION_UNAVAILABLE, code: 'transcription_unavailable' });
  });
});

describe('a question asked by voice', () => {
  it('keeps its recording with the exchange, and its post carries it, one post however often it is shared', async () => {
    const { client, stackClient } = await member();
    const kept = await transcribed(client);
    const asked = await client.send<GuideAnswer>('POST', '/api/ai-guru/question', {
      question: kept.transcription,
      audioUrl: kept.audioUrl,
      audioDuration: 3.4,
    });
    expect(asked.status, asked.text).toBe(200);
    const id = asked.json.conversationId;
    const { json: history } = await client.get<GuideConversation[]>('/api/ai-guru/conversations');
    expect(history.find((c) => c.id === id)).toMatchObject({ audioDuration: 3, sharedAsPostId: null });
    expect(mediaPathOf(history.find((c) => c.id === id)!.audioUrl!)).toBe(mediaPathOf(kept.audioUrl));

    const shares = await Promise.all([1, 2].map(() => client.send<{ postId: string }>('POST', `/api/ai-guru/share/${id}`)));
    expect(shares.map((s) => s.status)).toEqual([200, 200]);
    const { postId } = shares[0]!.json;
    expect(shares[1]!.json.postId).toBe(postId);
    expect((await client.send<{ postId: string }>('POST', `/api/ai-guru/share/${id}`)).json.postId).toBe(postId);
    // The chat's share names the same exchange: the same post, with the recording kept with the exchange.
    const chat = { conversationId: id, question: kept.transcription, response: asked.json.response };
    expect((await client.send<{ postId: string }>('POST', '/api/ai-guru/share-chat', chat)).json.postId).toBe(postId);
    const { json: shown } = await stackClient.get<Post>(`/api/posts/${postId}`);
    expect(shown).toMatchObject({ isAiGenerated: true, content: `${kept.transcription}\n\n${asked.json.response}`, audioDuration: 3 });
    expect(mediaPathOf(shown.audioUrl!)).toBe(mediaPathOf(kept.audioUrl));
    const { json: after } = await client.get<GuideConversation[]>('/api/ai-guru/conversations');
    expect(after.find((c) => c.id === id)?.sharedAsPostId).toBe(postId);
  });

  it('is refused with another member’s recording, before the question is counted or the provider asked', async () => {
    const [owner, other] = await Promise.all([member(), member()]);
    const kept = await transcribed(owner.client);
    const before = completions().length;
    const stolen = await other.client.send('POST', '/api/ai-guru/question', { question: 'Whose voice is this?', audioUrl: kept.audioUrl });
    expect(stolen.status).toBe(400);
    expect(stolen.json).toMatchObject({ message: 'Upload failed. Please record the audio again.' });
    expect(completions()).toHaveLength(before);
    expect((await other.client.get<GuideConversation[]>('/api/ai-guru/conversations')).json).toEqual([]);
    const quota = await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :quota)',
      ExpressionAttributeValues: { ':pk': userKey(other.id).pk, ':quota': 'GUIDEQUOTA#' },
    });
    expect(quota).toEqual([]);
  });
});

describe('a crisis spoken rather than typed', () => {
  it('is answered with the help lines, by the same recogniser, and no chat model is asked', async () => {
    const { client } = await member();
    guide.standIn.transcribeAs('Mujhe ab jeena nahi hai, main khud ko khatam karna chahta hoon');
    const kept = await transcribed(client);
    const before = completions().length;
    const asked = await client.send<GuideAnswer>('POST', '/api/ai-guru/question', {
      question: kept.transcription,
      language: 'hinglish',
      audioUrl: kept.audioUrl,
      audioDuration: 2.1,
    });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.json).toMatchObject({ crisis: true });
    expect(asked.json.response.indexOf('14416')).toBeLessThan(asked.json.response.indexOf('112'));
    expect(asked.json.response).toContain('Please abhi');
    expect(completions().length).toBe(before);
  });
});
