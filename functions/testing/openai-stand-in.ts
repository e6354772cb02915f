/**
 * OpenAI for tests, on loopback: the endpoints the guide uses, in OpenAI's wire format, so
 * the real `openai` client runs against it (OPENAI_BASE_URL = `url`).
 *   POST /v1/chat/completions     JSON, or server-sent chunks when the body asks `stream: true`
 *   POST /v1/audio/transcriptions multipart (file, model, …) → { text }
 *   POST /v1/audio/speech         JSON { model, input, voice } → audio bytes
 *   POST /v1/moderations          JSON { model, input } → one result per input, scored by a rule of
 *                                 its own (standInSelfHarmScore), not by a model
 * It keeps every request it got (tests read the prompt), and can be told to fail with a status or
 * to hang (never answer) for the time-out cases; a streamed answer can be paced (a pause before each
 * piece, as a model writes) and can break off with an error event partway.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';

export interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  /** The JSON body, or the multipart form's text fields (a file is given as its byte length). */
  body: Record<string, unknown>;
}

export interface OpenAiStandIn {
  /** The base URL with its `/v1`, as the client's baseURL. */
  url: string;
  requests: ReceivedRequest[];
  /** The text the next chat completions answer with. */
  answerWith(text: string): void;
  /** The words the next transcriptions hear in a recording; null: the default sentence. */
  transcribeAs(text: string | null): void;
  /** Answer every request with this status and an OpenAI error body; null goes back to answering. */
  failWith(status: number | null): void;
  /** Accept requests but never answer them (true), or answer again (false). */
  hang(on: boolean): void;
  /** Wait this long before each piece of a streamed answer (0: none). */
  pace(ms: number): void;
  /** End a streamed answer with an error event after this many pieces; null: answer whole. */
  breakOffAfter(pieces: number | null): void;
  /** The moderation endpoint alone fails with this status, or hangs; null: it answers. */
  moderationFails(how: number | 'hang' | null): void;
  close(): Promise<void>;
}

/** An MPEG audio frame header and silence: enough for a player to take it as MP3. */
const SPEECH_BYTES = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function parsedBody(req: IncomingMessage, raw: Buffer): Promise<Record<string, unknown>> {
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    // A Uint8Array copy: the browser tests' DOM typings take no Node Buffer as a body.
    const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
    const fields: Record<string, unknown> = {};
    for (const [name, value] of form) fields[name] = typeof value === 'string' ? value : value.size;
    return fields;
  }
  return raw.length ? (JSON.parse(raw.toString('utf8')) as Record<string, unknown>) : {};
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function completion(model: string, text: string) {
  return {
    id: `chatcmpl-standin${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

/**
 * The stand-in's own self-harm score: high for words of dying and self-harm in the three
 * languages, whatever surrounds them. Cruder than a model on purpose: it flags the metaphors too,
 * so the bench shows what the two layers add to each other, not a model's quality.
 */
export function standInSelfHarmScore(text: string): number {
  return /\b(?:die|dying|dead|suicid\w*|kill(?:ing)? myself|end(?:ing)? my life|self[- ]?harm|marna|marne|mar jau\w*|khudkushi|aatmhatya|khatam)\b|मर|आत्महत्या|खुदकुशी|ख़ुदकुशी|खत्म/iu.test(text) ? 0.92 : 0.01;
}

/**
 * The stand-in's own rule for auto-moderation's categories (issue 31 §3): words the offline
 * harassment list does not hold, so that a test sees what the model alone adds.
 */
const STAND_IN_CATEGORIES: [RegExp, string[]][] = [
  [/\b(?:vermin|subhuman)\b/i, ['hate']],
  [/\bi will hurt you\b/i, ['violence', 'harassment/threatening']],
  [/\bexplicit photos\b/i, ['sexual']],
];

const moderationInputs = (input: unknown): string[] =>
  (Array.isArray(input) ? input : [input]).map((item) =>
    typeof item === 'string' ? item : typeof item === 'object' && item && 'text' in item ? String(item.text) : '',
  );

const SELF_HARM = ['self-harm', 'self-harm/intent', 'self-harm/instructions'] as const;
const OTHER_CATEGORIES = ['harassment', 'harassment/threatening', 'hate', 'hate/threatening', 'illicit', 'illicit/violent', 'sexual', 'sexual/minors', 'violence', 'violence/graphic'];

function moderationResult(text: string) {
  const score = standInSelfHarmScore(text);
  const scores: Record<string, number> = Object.fromEntries(OTHER_CATEGORIES.map((category) => [category, 0.001]));
  for (const category of SELF_HARM) scores[category] = category === 'self-harm/instructions' ? 0.001 : score;
  for (const [pattern, flagged] of STAND_IN_CATEGORIES) if (pattern.test(text)) for (const category of flagged) scores[category] = 0.91;
  const categories = Object.fromEntries(Object.entries(scores).map(([category, value]) => [category, value >= 0.5]));
  const types = Object.fromEntries(Object.keys(scores).map((category) => [category, ['text']]));
  return { flagged: Object.values(scores).some((value) => value >= 0.5), categories, category_scores: scores, category_applied_input_types: types };
}

interface Streaming {
  paceMs: number;
  breakOffAfter: number | null;
}

/**
 * The answer as chat.completion.chunk events, a word each, then `[DONE]`; or, told to break off,
 * an error event in OpenAI's shape after some of them.
 */
async function streamCompletion(res: ServerResponse, model: string, text: string, { paceMs, breakOffAfter }: Streaming) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const base = { id: `chatcmpl-standin${Date.now()}`, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model };
  const pieces = text.match(/\S+\s*/g) ?? [];
  const event = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] })}\n\n`;
  res.write(event({ role: 'assistant', content: '' }, null));
  for (const [index, piece] of pieces.entries()) {
    if (index === breakOffAfter) {
      const error = { message: 'stand-in broke off', type: 'server_error', param: null, code: null };
      res.end(`data: ${JSON.stringify({ error })}\n\n`);
      return;
    }
    if (paceMs > 0) await new Promise((resolve) => setTimeout(resolve, paceMs));
    if (res.destroyed) return;
    res.write(event({ content: piece }, null));
  }
  res.write(event({}, 'stop'));
  res.end('data: [DONE]\n\n');
}

export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const requests: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  let answer = 'The stand-in guide answers: be gentle with yourself.';
  let transcription: string | null = null;
  let failure: number | null = null;
  let hanging = false;
  let moderationFailure: number | 'hang' | null = null;
  const streaming: Streaming = { paceMs: 0, breakOffAfter: null };

  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const path = (req.url ?? '/').split('?', 1)[0]!;
      const body = await parsedBody(req, raw).catch((): Record<string, unknown> => ({}));
      requests.push({ path, authorization: req.headers.authorization, body });
      if (hanging) return;
      if (failure !== null) {
        return sendJson(res, failure, { error: { message: `stand-in failure ${failure}`, type: 'server_error', param: null, code: null } });
      }
      const model = typeof body.model === 'string' ? body.model : 'stand-in';
      if (req.method === 'POST' && path === '/v1/chat/completions') {
        return body.stream === true ? streamCompletion(res, model, answer, streaming) : sendJson(res, 200, completion(model, answer));
      }
      if (req.method === 'POST' && path === '/v1/audio/transcriptions') {
        return sendJson(res, 200, { text: transcription ?? 'A question spoken to the stand-in.' });
      }
      if (req.method === 'POST' && path === '/v1/moderations') {
        if (moderationFailure === 'hang') return;
        if (moderationFailure !== null) {
          return sendJson(res, moderationFailure, { error: { message: `stand-in failure ${moderationFailure}`, type: 'server_error', param: null, code: null } });
        }
        return sendJson(res, 200, { id: `modr-standin${Date.now()}`, model, results: moderationInputs(body.input).map(moderationResult) });
      }
      if (req.method === 'POST' && path === '/v1/audio/speech') {
        res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(SPEECH_BYTES);
        return;
      }
      sendJson(res, 404, { error: { message: 'Unknown path', type: 'invalid_request_error', param: null, code: null } });
    })();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith: (text) => void (answer = text),
    transcribeAs: (text) => void (transcription = text),
    failWith: (status) => void (failure = status),
    hang: (on) => void (hanging = on),
    pace: (ms) => void (streaming.paceMs = ms),
    breakOffAfter: (pieces) => void (streaming.breakOffAfter = pieces),
    moderationFails: (how) => void (moderationFailure = how),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
