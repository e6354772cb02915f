/**
 * The one place an HTTP answer becomes data or an error. Every call is same-origin with the
 * session cookies, never cached by the browser, and sends JSON with a JSON content type, or a
 * FormData as multipart to the routes that take a recording (the server refuses other bodies and
 * cross-origin state changes).
 */
import { EARLY_GLOBAL } from '#shared/boot-script.ts';
import { IDEMPOTENCY_ERRORS, IDEMPOTENCY_HEADER } from '#shared/idempotency.ts';
import type { ErrorBody } from '#shared/types/api.ts';

/** A non-2xx answer. `message` is the spec's "<status>: <body text or status text>". */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The server's human message (`{ message }`), when the body carried one. */
  readonly serverMessage: string | null;
  /** The server's machine-readable code, e.g. a gate code such as `suspended`. */
  readonly code: string | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    const body = parseErrorBody(bodyText);
    this.serverMessage = body?.message ?? null;
    this.code = body?.code ?? null;
  }
}

function parseErrorBody(text: string): Partial<ErrorBody> | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { message, code } = value as Record<string, unknown>;
    return {
      message: typeof message === 'string' ? message : undefined,
      code: typeof code === 'string' ? code : undefined,
    };
  } catch {
    return null;
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Beside (or instead of) the defaults: a streamed answer's accept. */
  headers?: Record<string, string>;
  /**
   * A create the server runs once per Idempotency-Key (docs/decisions.md, "Retried creates"): the
   * call gets one key, sent again with each of its retries, so the member's one intent is made once.
   */
  idempotent?: boolean;
}

/** The waits before an idempotent create is sent again: a phone's network often returns within seconds. */
const RETRY_DELAYS_MS = [1_000, 3_000];

/**
 * An answer the boot script (shared/boot-script.ts) already asked for with these same options,
 * taken once: the first screen's calls start before the entry script has even arrived. A 401 is
 * not taken: it was asked beside the startup refresh, with an ID token that may since be renewed.
 */
async function takeEarly(method: Method, path: string): Promise<Response | undefined> {
  const early = (window as unknown as Record<string, Record<string, Promise<Response>> | undefined>)[EARLY_GLOBAL];
  const key = `${method} ${path}`;
  const answer = early?.[key];
  if (!answer) return undefined;
  delete early[key];
  const response = await answer.catch(() => undefined);
  return response?.status === 401 ? undefined : response;
}

async function send(method: Method, path: string, options: RequestOptions): Promise<Response> {
  if (options.body === undefined && options.headers === undefined) {
    const early = await takeEarly(method, path);
    if (early) return early;
  }
  return options.idempotent ? sendIdempotent(method, path, options) : sendOnce(method, path, options);
}

/**
 * Sent again, with the same key, after a network failure (the answer may have been lost after the
 * server made the create: the key makes the retry answer with it) or while the first attempt is
 * still being processed.
 */
async function sendIdempotent(method: Method, path: string, options: RequestOptions): Promise<Response> {
  const keyed = { ...options, headers: { ...options.headers, [IDEMPOTENCY_HEADER]: crypto.randomUUID() } };
  for (const delay of RETRY_DELAYS_MS) {
    try {
      const response = await sendOnce(method, path, keyed);
      if (!(await isInFlight(response))) return response;
    } catch (error) {
      // fetch rejects with a TypeError when the network fails; an abort (the caller gave up) ends the call.
      if (!(error instanceof TypeError)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  return sendOnce(method, path, keyed);
}

async function isInFlight(response: Response): Promise<boolean> {
  return response.status === 409 && parseErrorBody(await response.clone().text())?.code === IDEMPOTENCY_ERRORS.inFlight.code;
}

function sendOnce(method: Method, path: string, { body, signal, headers }: RequestOptions): Promise<Response> {
  // A FormData's content type carries its boundary, which only fetch itself can write.
  const form = body instanceof FormData;
  return fetch(path, {
    method,
    credentials: 'include',
    cache: 'no-store',
    headers: { accept: 'application/json', ...(body === undefined || form ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    signal,
  });
}

async function ensureOk(response: Response): Promise<Response> {
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  return response;
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await (await ensureOk(response)).text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  return readJson<T>(await send(method, path, options));
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  /**
   * The spec's "return null on 401" option: for calls where being signed out is an answer
   * (who is the current user?) rather than a failure.
   */
  getOrNullIfUnauthorized: async <T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T | null> => {
    const response = await send('GET', path, options ?? {});
    if (response.status === 401) {
      // Read to the end, or the browser holds the request open (and a page never looks settled).
      await response.text();
      return null;
    }
    return readJson<T>(response);
  },
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
  /** A JSON POST whose answer is read as it arrives (`accept`: its streamed type), once its status is known to be 2xx. */
  postForStream: async (path: string, body: unknown, accept: string, options?: Omit<RequestOptions, 'body' | 'headers'>): Promise<Response> =>
    ensureOk(await send('POST', path, { ...options, body, headers: { accept } })),
  /** A file to save rather than JSON (an export). */
  blob: async (path: string, options?: Omit<RequestOptions, 'body'>): Promise<Blob> =>
    (await ensureOk(await send('GET', path, options ?? {}))).blob(),
  /** A POST answered with a file rather than JSON (a spoken answer). */
  postForBlob: async (path: string, body: unknown, options?: Omit<RequestOptions, 'body'>): Promise<Blob> =>
    (await ensureOk(await send('POST', path, { ...options, body }))).blob(),
};
