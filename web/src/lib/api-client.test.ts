/**
 * An idempotent create's one key: the same on every retry of one call (a network failure, a first
 * attempt still in flight), another for the next call; and no retry for anything else. The
 * browser's fetch is the stand-in here (the server's side is functions/lib/idempotency.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_ERRORS, IDEMPOTENCY_HEADER } from '#shared/idempotency.ts';
import { api, ApiError } from './api-client.ts';

const fetchStub = vi.fn<typeof fetch>();
const created = () => new Response('{"id":"p1"}', { status: 201 });
const refused = (code: string) => new Response(JSON.stringify({ message: 'no', code }), { status: 409 });
const keysSent = () => fetchStub.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)[IDEMPOTENCY_HEADER]);

/** Runs a call to its end, letting its retries' waits pass at once. */
async function settled<T>(call: Promise<T>): Promise<T> {
  const outcome = call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  const result = await outcome;
  if ('error' in result) throw result.error;
  return result.value;
}

describe('idempotent creates in the API client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchStub);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchStub.mockReset();
  });

  it('sends the same key again after a network failure, and a new one for the next call', async () => {
    fetchStub.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(created()).mockResolvedValueOnce(created());
    expect(await settled(api.post('/api/posts', { content: 'once' }, { idempotent: true }))).toEqual({ id: 'p1' });
    await settled(api.post('/api/posts', { content: 'again' }, { idempotent: true }));
    const [first, retry, next] = keysSent();
    expect(first).toMatch(/^[\w-]{36}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('waits out a first attempt still in flight with the same key, but not any other 409', async () => {
    fetchStub.mockResolvedValueOnce(refused(IDEMPOTENCY_ERRORS.inFlight.code)).mockResolvedValueOnce(created());
    await settled(api.post('/api/journal', { content: 'x' }, { idempotent: true }));
    expect(new Set(keysSent()).size).toBe(1);
    expect(fetchStub).toHaveBeenCalledTimes(2);

    fetchStub.mockReset().mockResolvedValueOnce(refused('already_member'));
    await expect(settled(api.post('/api/circles/c1/invite-user', { userId: 'u' }, { idempotent: true }))).rejects.toBeInstanceOf(ApiError);
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('gives up after its retries, and never retries a call without a key or one the caller aborted', async () => {
    fetchStub.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(settled(api.post('/api/posts', {}, { idempotent: true }))).rejects.toBeInstanceOf(TypeError);
    expect(fetchStub).toHaveBeenCalledTimes(3);

    fetchStub.mockClear();
    await expect(settled(api.post('/api/reactions', {}))).rejects.toBeInstanceOf(TypeError);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(keysSent()).toEqual([undefined]);

    fetchStub.mockReset().mockRejectedValue(new DOMException('The user aborted a request.', 'AbortError'));
    await expect(settled(api.post('/api/posts', {}, { idempotent: true }))).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});
