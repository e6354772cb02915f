/**
 * The guide's provider: OpenAI (or any server speaking its API, through OPENAI_BASE_URL) when a key
 * is configured, the offline guide otherwise. The settings are read on each call, so one process can
 * be pointed elsewhere without reloading it (the tests' stand-in does this).
 *
 * Each call has a time limit and at most one retry, both inside the function's own timeout
 * (infra/lib/group-needs.ts). A provider's failure becomes one of ours: its message, which may say
 * anything, never reaches the caller or the log.
 */
import OpenAI from 'openai';
import { secretText } from '../key-material.ts';
import type { GuideSource } from '#shared/types/ai-guru.ts';
import { OPENAI_ENV, optionalEnv } from '../config.ts';
import { HttpError } from '../errors.ts';
import { logger } from '../logger.ts';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface GuideText {
  text: string;
  source: GuideSource;
}

const DEFAULT_MODEL = 'gpt-4o-mini';
const DEFAULT_SPEECH_MODEL = 'gpt-4o-mini-tts';
/** OpenAI's speech endpoint reads at most this many characters. */
const SPEECH_MAX_CHARS = 4096;
/** Two tries of this, plus the client's back-off, stay under the group's 28 s and API Gateway's 30 s. */
const DEFAULT_TIMEOUT_MS = 12_000;
/** Tokens per asked word: Devanagari takes several tokens a word, and a cut-off answer is worse than a long one. */
const TOKENS_PER_WORD = 4;

let secretKey: Promise<string> | undefined;

/** The key from Secrets Manager, read once per cold start; a failed read is not kept. */
function keyFromSecret(name: string): Promise<string> {
  secretKey ??= (async () => {
    const SecretString = await secretText(name);
    if (!SecretString) throw new Error(`The secret ${name} holds no OpenAI key`);
    return SecretString.trim();
  })().catch((error: unknown) => {
    secretKey = undefined;
    throw error;
  });
  return secretKey;
}

let cached: { id: string; client: OpenAI } | undefined;

export async function configuredClient(): Promise<OpenAI | null> {
  const secretName = optionalEnv(OPENAI_ENV.keySecret);
  const apiKey = optionalEnv(OPENAI_ENV.key) ?? (secretName && (await keyFromSecret(secretName)));
  if (!apiKey) return null;
  const baseURL = optionalEnv(OPENAI_ENV.baseUrl);
  const timeout = Number(optionalEnv(OPENAI_ENV.timeoutMs) ?? DEFAULT_TIMEOUT_MS);
  const id = [apiKey, baseURL, timeout].join('\n');
  if (cached?.id !== id) {
    cached = { id, client: new OpenAI({ apiKey, baseURL, timeout, maxRetries: 1, logLevel: 'off' }) };
  }
  return cached.client;
}

/** What the caller may learn of a provider's failure: that it failed, and whether waiting may help. */
export function providerFailure(error: unknown): unknown {
  if (!(error instanceof OpenAI.APIError)) return error;
  logger.warn('guide provider failed', { status: error.status ?? null, kind: error.constructor.name });
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new HttpError(503, 'guide_timeout', 'The guide took too long to answer. Please try again.');
  }
  if (error instanceof OpenAI.RateLimitError || error instanceof OpenAI.APIConnectionError) {
    return new HttpError(503, 'guide_unavailable', 'The guide is not available right now. Please try again.');
  }
  return new HttpError(502, 'guide_failed', 'The guide could not answer. Please try again.');
}

/** An answer as it is written: where it comes from, and its pieces in order. */
export interface GuideTextStream {
  source: GuideSource;
  pieces: AsyncIterable<string>;
}

const chatRequest = (messages: ChatMessage[], words: number) => ({
  model: optionalEnv(OPENAI_ENV.model) ?? DEFAULT_MODEL,
  messages,
  max_tokens: words * TOKENS_PER_WORD + 100,
});

const emptyAnswer = () => new HttpError(502, 'guide_failed', 'The guide gave an empty answer. Please try again.');

/**
 * The provider's answer to `messages`, or, with no provider configured, `offline()`. `words` sizes
 * the answer's token budget.
 */
export async function guideText(messages: ChatMessage[], words: number, offline: () => string): Promise<GuideText> {
  const client = await configuredClient();
  if (!client) return { text: offline(), source: 'offline' };
  try {
    const completion = await client.chat.completions.create(chatRequest(messages, words));
    const text = completion.choices[0]?.message.content?.trim();
    if (!text) throw emptyAnswer();
    return { text, source: 'openai' };
  } catch (error) {
    throw providerFailure(error);
  }
}

/**
 * guideText as it is written: the provider's pieces as they arrive, or the offline guide's answer
 * a sentence at a time. The request itself is awaited here, so a provider that refuses at once is
 * an ordinary failure; one that breaks off later, or pauses longer than the time limit between two
 * pieces, fails the iteration (the client's own limit ends with the answer's first byte).
 */
export async function guideTextStream(messages: ChatMessage[], words: number, offline: () => string): Promise<GuideTextStream> {
  const client = await configuredClient();
  if (!client) return { source: 'offline', pieces: inSentences(offline()) };
  try {
    const stream = await client.chat.completions.create({ ...chatRequest(messages, words), stream: true });
    return { source: 'openai', pieces: deltas(stream, client.timeout) };
  } catch (error) {
    throw providerFailure(error);
  }
}

/** A text written all at once, as pieces to be sent one after another (the offline guide, the crisis answer). */
export async function* inSentences(text: string): AsyncGenerator<string> {
  yield* text.split(/(?<=[.!?।]\s+)(?=\S)/u);
}

type ChunkStream = AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk> & { controller: AbortController };

async function* deltas(stream: ChunkStream, idleMs: number): AsyncGenerator<string> {
  const chunks = stream[Symbol.asyncIterator]();
  let started = false;
  try {
    for (;;) {
      const next = await withinTime(chunks.next(), idleMs);
      if (next.done) break;
      const delta = next.value.choices[0]?.delta.content ?? '';
      const piece = started ? delta : delta.trimStart();
      if (!piece) continue;
      started = true;
      yield piece;
    }
  } catch (error) {
    // A connection lost mid-answer is the client's own error, not an APIError: the provider is unreachable.
    throw providerFailure(error instanceof OpenAI.APIError ? error : new OpenAI.APIConnectionError({ cause: error instanceof Error ? error : undefined }));
  } finally {
    // Ends the provider's request when the answer broke off, or its reader (the caller) went away.
    stream.controller.abort();
  }
  if (!started) throw emptyAnswer();
}

function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OpenAI.APIConnectionTimeoutError()), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The part of `text` the speech endpoint takes: whole sentences, up to its limit. */
function speakable(text: string): string {
  if (text.length <= SPEECH_MAX_CHARS) return text;
  const head = text.slice(0, SPEECH_MAX_CHARS);
  const end = Math.max(head.lastIndexOf('. '), head.lastIndexOf('। '), head.lastIndexOf('? '), head.lastIndexOf('! '));
  return end > 0 ? head.slice(0, end + 1) : head;
}

/**
 * `text` read aloud as MP3, or null with no provider configured (the browser then reads it with
 * its own speech synthesis).
 */
export async function guideSpeech(text: string): Promise<Buffer | null> {
  const client = await configuredClient();
  if (!client) return null;
  try {
    const speech = await client.audio.speech.create({
      model: optionalEnv(OPENAI_ENV.speechModel) ?? DEFAULT_SPEECH_MODEL,
      voice: 'alloy',
      input: speakable(text),
      response_format: 'mp3',
    });
    return Buffer.from(await speech.arrayBuffer());
  } catch (error) {
    throw providerFailure(error);
  }
}
