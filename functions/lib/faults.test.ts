/**
 * Faults with defined answers (issue 14 §4): each dependency made to fail on demand by
 * functions/stand-ins/faults.ts, in its own wire format, so the real SDKs' retries and time-outs meet it. For each:
 * the defined answer, nothing half-written (a counter and its items agree), sign-in failing closed,
 * and the retry after the fault succeeding. The guide's provider failing (429, 500, no answer, a
 * stream broken partway) is in functions/ai-guru/provider.test.ts and ai-guru-stream/stream.test.ts.
 */
import { faults, stopFaultProxies } from '../testing/fault-proxies.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '#shared/idempotency.ts';
import type { Post } from '#shared/types/post.ts';
import type { UserStats } from '#shared/types/user.ts';
import type { TestClient } from '../testing/api-client.ts';
import { startInProcessApi, type InProcessApi } from '../testing/in-process-api.ts';
import { jpeg } from '../testing/media-fixtures.ts';
import { accountIn } from '../testing/personas.ts';
import { finalizeImage, postToBucket, presign, uploadFile } from '../testing/uploads.ts';
import { BUSY_MESSAGE, UNAVAILABLE_MESSAGE } from './dependency-failure.ts';

let api: InProcessApi;
beforeAll(async () => {
  api = await startInProcessApi('session', 'members', 'posts', 'reactions', 'uploads', 'previews');
});
afterEach(() => faults.clear());
afterAll(async () => {
  await api.close();
  await stopFaultProxies();
});

async function member(): Promise<{ client: TestClient; id: string }> {
  const { client, id } = await accountIn('approved');
  return { client: api.clientFor(client), id: id! };
}

const key = () => `fault-${crypto.randomUUID()}`;

const createPost = (client: TestClient, content: string, idempotencyKey = key()) =>
  client.request<Post & { message?: string; code?: string }>('/api/posts', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
    body: JSON.stringify({ content, type: 'reflection' }),
  });

/** The member's posts as counted on write and as items: they must agree, before and after a fault. */
async function postsOf(client: TestClient, id: string) {
  const [stats, posts] = await Promise.all([client.get<UserStats>(`/api/users/stats/${id}`), client.get<Post[]>(`/api/users/posts/${id}`)]);
  expect(stats.json.totalPosts).toBe(posts.json.length);
  return posts.json.map((post) => post.content);
}

// First in the file: the key set is fetched once per module load and then kept, as in a Lambda.
describe("the identity provider's key set unreachable", () => {
  it('fails closed: no member route answers, public ones serve the caller as signed out, and the retry gets in', async () => {
    const { client } = await member();
    faults.set('jwks-unreachable');
    const user = await client.get<{ message: string; code: string }>('/api/auth/user');
    expect(user.status).toBe(503);
    expect(user.headers.get('retry-after')).toBe('30');
    expect(user.json).toEqual({ message: 'Signing in cannot be checked right now. Please try again in a minute.', code: 'sign_in_unavailable' });
    expect((await client.get('/api/posts')).status).toBe(503);
    const members = await client.get<unknown[]>('/api/members');
    expect(members.status).toBe(200);
    expect(faults.list()['jwks-unreachable']!.failed).toBeGreaterThan(0);

    faults.clear();
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });
});

describe('DynamoDB throttling', () => {
  it('is a 503 to retry; the post is not half-written, and the retry with the same key makes it once', async () => {
    const { client, id } = await member();
    faults.set('dynamodb-throttle', { operation: 'TransactWriteItems' });
    const sameKey = key();
    const refused = await createPost(client, 'Written while the table was throttled.', sameKey);
    expect(refused.status).toBe(503);
    expect(refused.json).toEqual({ message: BUSY_MESSAGE, code: 'busy' });
    expect(refused.headers.get('retry-after')).toBe('2');
    // The SDK tried three times before giving up.
    expect(faults.list()['dynamodb-throttle']!.failed).toBe(3);

    faults.clear();
    expect(await postsOf(client, id)).toEqual([]);
    const retried = await createPost(client, 'Written while the table was throttled.', sameKey);
    expect(retried.status).toBe(201);
    expect(await postsOf(client, id)).toEqual(['Written while the table was throttled.']);
    const again = await createPost(client, 'Written while the table was throttled.', sameKey);
    expect(again.json.id).toBe(retried.json.id);
    expect(await postsOf(client, id)).toHaveLength(1);
  });

  it('on the read that lets a member in is a 503 too, never a 401 that would sign them out', async () => {
    const { client } = await member();
    faults.set('dynamodb-throttle', { operation: 'BatchGetItem' });
    const answer = await client.get('/api/posts');
    expect(answer.status).toBe(503);
    expect(answer.json).toMatchObject({ code: 'busy' });
    faults.clear();
    expect((await client.get('/api/posts')).status).toBe(200);
  });
});

describe('a DynamoDB transaction cancelled by concurrent ones', () => {
  it('on a reaction is a 503 after its own retries, with no counter moved; the retry counts once', async () => {
    const author = await member();
    const reader = await member();
    const post = (await createPost(author.client, 'Something to react to.')).json;
    faults.set('dynamodb-transaction-cancelled');
    const react = () => reader.client.send('POST', '/api/reactions', { postId: post.id, type: 'gratitude', value: 40 });
    const refused = await react();
    expect(refused.status).toBe(503);
    expect(refused.json).toMatchObject({ code: 'busy' });

    faults.clear();
    const untouched = (await reader.client.get<Post>(`/api/posts/${post.id}`)).json;
    expect(untouched.impact).toBe(0);
    expect(untouched.reactions.every((reaction) => reaction.count === 0)).toBe(true);
    expect((await react()).status).toBe(200);
    const counted = (await reader.client.get<Post>(`/api/posts/${post.id}`)).json;
    expect(counted.impact).toBe(40);
    expect(counted.reactions.find((reaction) => reaction.type === 'gratitude')).toMatchObject({ count: 1 });
  });

  it('on a post is a 503, and nothing of the post is left', async () => {
    const { client, id } = await member();
    faults.set('dynamodb-transaction-cancelled');
    const refused = await createPost(client, 'Cancelled.');
    expect(refused.status).toBe(503);
    expect(refused.json).toEqual({ message: BUSY_MESSAGE, code: 'busy' });
    faults.clear();
    expect(await postsOf(client, id)).toEqual([]);
    expect((await createPost(client, 'Cancelled.')).status).toBe(201);
    expect(await postsOf(client, id)).toEqual(['Cancelled.']);
  });
});

describe('DynamoDB not answering', () => {
  it('is given up after three tries of its time limit (5 s in AWS, shortened here), inside the API time-out: a 503, then the retry succeeds', async () => {
    const { client, id } = await member();
    faults.set('dynamodb-timeout', { operation: 'TransactWriteItems' });
    const started = Date.now();
    const refused = await createPost(client, 'Sent into the silence.');
    const waited = Date.now() - started;
    expect(refused.status).toBe(503);
    expect(refused.json).toEqual({ message: UNAVAILABLE_MESSAGE, code: 'unavailable' });
    expect(faults.list()['dynamodb-timeout']!.failed).toBe(3);
    expect(waited).toBeLessThan(29_000);

    faults.clear();
    expect(await postsOf(client, id)).toEqual([]);
    expect((await createPost(client, 'Sent into the silence.')).status).toBe(201);
    expect(await postsOf(client, id)).toEqual(['Sent into the silence.']);
  }, 40_000);
});

describe('S3 failing', () => {
  it.each(['s3-put-error', 's3-get-error'] as const)('%s while an upload is finalised is a 503 that keeps the upload for the retry', async (fault) => {
    const { client } = await member();
    const upload = await uploadFile(client, 'image', jpeg(), 'image/jpeg');
    faults.set(fault);
    const refused = await finalizeImage(client, upload);
    expect(refused.status).toBe(503);
    expect(refused.json).toEqual({ message: UNAVAILABLE_MESSAGE, code: 'unavailable' });

    faults.clear();
    const retried = await finalizeImage(client, upload);
    expect(retried.status, retried.text).toBe(200);
    expect(retried.json.imageUrl).toMatch(/^\/media\//);
    // Then it is used up: the upload went once the media was stored.
    expect((await finalizeImage(client, upload)).status).toBe(400);
  });

  it('an upload the bucket refused leaves nothing to finalise, and the next upload goes through', async () => {
    const { client } = await member();
    const bytes = jpeg();
    const presigned = (await presign(client, 'image', 'image/jpeg', bytes.length)).json;
    faults.set('s3-put-error');
    await expect(postToBucket(presigned, bytes, 'image/jpeg', 'refused.jpeg')).rejects.toThrow();
    expect((await finalizeImage(client, presigned.key)).json).toMatchObject({ code: 'upload_not_found' });
    faults.clear();
    expect((await finalizeImage(client, await uploadFile(client, 'image', bytes, 'image/jpeg'))).status).toBe(200);
  });
});

describe("YouTube's oEmbed not answering", () => {
  it("is the preview's own 400 after its time limit (5 s in AWS, shortened here), and the retry gets the preview", async () => {
    const { client } = await member();
    faults.set('oembed-timeout');
    const preview = () => client.send<{ title?: string; message?: string }>('POST', '/api/youtube/preview', { url: 'https://www.youtube.com/watch?v=calmBreath1' });
    const refused = await preview();
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBeTruthy();
    faults.clear();
    const answered = await preview();
    expect(answered.status).toBe(200);
    expect(answered.json.title).toBe('A Five-Minute Breathing Practice');
  });
});
