/**
 * The creating paths read each item once (issue 32 §5): a post in a circle and a reply in a
 * conversation, served by their groups' real handlers in this process, counted by the SDK
 * middleware the benchmarks use. A count of calls, never a time: the whole request, the gate's
 * BatchGetItem and the rate limit's UpdateItem included, so nothing the route adds goes unseen.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Circle } from '#shared/types/circle.ts';
import type { SentMessage } from '#shared/types/message.ts';
import type { FeedPage, Post } from '#shared/types/post.ts';
import type { TestClient } from '../testing/api-client.ts';
import { callsBetween, countDynamoCalls } from '../testing/dynamo-calls.ts';
import { startInProcessApi, type InProcessApi } from '../testing/in-process-api.ts';
import { accountIn } from '../testing/personas.ts';
import { dynamo } from './db/client.ts';
import { MESSAGE_KEY_ENV } from './sealing.ts';

const totals = countDynamoCalls(dynamo);

/** The DynamoDB calls one request made, and its answer. */
async function spentOn<T>(send: () => Promise<T>) {
  const before = totals();
  const answer = await send();
  return { answer, spent: callsBetween(before, totals()) };
}

let api: InProcessApi;
let keyDir: string;
beforeAll(async () => {
  // The messages group here seals under a key file of its own: its conversations are started and
  // continued through this process alone, never through the stack's.
  keyDir = await mkdtemp(join(tmpdir(), 'round-trips-'));
  process.env[MESSAGE_KEY_ENV.keyFile] = join(keyDir, 'messages.key');
  api = await startInProcessApi('posts', 'messages');
});
afterAll(async () => {
  await api.close();
  await rm(keyDir, { recursive: true });
});

async function member(): Promise<{ stack: TestClient; here: TestClient; id: string }> {
  const { client, id } = await accountIn('approved');
  return { stack: client, here: api.clientFor(client), id: id! };
}

describe('creating a post in a circle', () => {
  it('reads the circle once and checks membership once, in the transaction, and answers as a read-back would', async () => {
    const author = await member();
    const circle = (await author.stack.send<Circle>('POST', '/api/circles', { name: 'Round trips', description: 'Counting.' })).json;
    const { answer, spent } = await spentOn(() => author.here.send<Post>('POST', '/api/posts', { content: 'Once is enough', circleId: circle.id }));
    expect(answer.status, answer.text).toBe(201);
    // The gate, the rate limit, the circle (its 404 and its name), the transaction: one after another.
    expect(spent.byCommand).toEqual({ BatchGetItemCommand: 1, UpdateItemCommand: 1, GetItemCommand: 1, TransactWriteItemsCommand: 1 });
    expect(spent.trips).toBe(4);
    // Built from what was written, it is the answer the circle's feed reads back.
    const feed = await author.stack.get<FeedPage>(`/api/posts?circleId=${circle.id}`);
    expect(feed.json.posts.find((post) => post.id === answer.json.id)).toEqual(answer.json);
    expect(answer.json).toMatchObject({ circle: { name: 'Round trips' }, author: { anonymousName: expect.any(String) } });
  });

  it('refuses an outsider by the transaction’s condition, with the same 403', async () => {
    const [creator, outsider] = await Promise.all([member(), member()]);
    const circle = (await creator.stack.send<Circle>('POST', '/api/circles', { name: 'Closed round', description: 'Counting.' })).json;
    const { answer, spent } = await spentOn(() => outsider.here.send('POST', '/api/posts', { content: 'Let me in', circleId: circle.id }));
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({ code: 'not_a_member', message: 'This circle is for its members only.' });
    expect(spent.byCommand).toEqual({ BatchGetItemCommand: 1, UpdateItemCommand: 1, GetItemCommand: 1, TransactWriteItemsCommand: 1 });
    expect((await creator.stack.get<FeedPage>(`/api/posts?circleId=${circle.id}`)).json.posts).toEqual([]);
  });
});

describe('sending a reply in a conversation', () => {
  it('reads the conversation once, then the recipient, then writes', async () => {
    const [ash, birch] = await Promise.all([member(), member()]);
    const started = await ash.here.send<SentMessage>('POST', '/api/messages', { recipientId: birch.id, content: 'Are you sitting tonight?' });
    expect(started.status, started.text).toBe(201);
    const { conversationId } = started.json;
    const { answer, spent } = await spentOn(() =>
      birch.here.send<SentMessage>('POST', `/api/conversations/${conversationId}/messages`, { content: 'At nine, by the window.' }),
    );
    expect(answer.status, answer.text).toBe(201);
    expect(answer.json).toMatchObject({ conversationId, message: { senderId: birch.id, content: 'At nine, by the window.' } });
    // The gate, the rate limit, the conversation (consistent: is the sender in it?), the recipient, the transaction.
    expect(spent.byCommand).toEqual({ BatchGetItemCommand: 1, UpdateItemCommand: 1, GetItemCommand: 2, TransactWriteItemsCommand: 1 });
    expect(spent.trips).toBe(5);
  });
});
