/**
 * Media follows the access of what it belongs to (issue 30 §4): the local server, like CloudFront,
 * serves an object only to a URL signed for it that has not expired, answers hand such URLs only to
 * whoever may read the post or exchange, and a deleted post's media leaves the bucket.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Circle } from '#shared/types/circle.ts';
import type { GuideAnswer, GuideConversation } from '#shared/types/ai-guru.ts';
import type { Post } from '#shared/types/post.ts';
import { addToCircle } from '../circles/items/circle.ts';
import { keysUploadedBy } from '../media/items/media.ts';
import { mediaKeyOf } from './media.ts';
import { mediaSigner } from './media-signing.ts';
import { MEDIA_CACHE_CONTROL, MEDIA_URL_WINDOW_SECONDS } from './retention.ts';
import { objectSize } from './s3.ts';
import type { TestClient } from '../testing/api-client.ts';
import { audio, png } from '../testing/media-fixtures.ts';
import { accountIn, type Account } from '../testing/personas.ts';
import { finalizeAudio, finalizeImage, mediaPathOf, uploadFile } from '../testing/uploads.ts';

const stack = inject('stack');

const queryOf = (url: string) => url.slice(mediaPathOf(url).length);
const fetchMedia = (url: string) => fetch(`${stack.url}${url}`);
const statusOf = async (url: string) => {
  const response = await fetchMedia(url);
  await response.body?.cancel();
  return response.status;
};

async function uploadImage(client: TestClient): Promise<string> {
  const finalized = await finalizeImage(client, await uploadFile(client, 'image', png(), 'image/png'));
  expect(finalized.status, finalized.text).toBe(200);
  return finalized.json.imageUrl;
}

async function uploadAudio(client: TestClient): Promise<string> {
  const finalized = await finalizeAudio(client, await uploadFile(client, 'audio', audio.webm(), 'audio/webm'), 3);
  expect(finalized.status, finalized.text).toBe(200);
  return finalized.json.audioUrl;
}

async function postWith(client: TestClient, body: Record<string, unknown>): Promise<Post> {
  const created = await client.send<Post>('POST', '/api/posts', { content: 'A picture of the morning', ...body });
  expect(created.status, created.text).toBe(201);
  return created.json;
}

/** The same object's URL as an answer made it `seconds` ago: past its life once that is over two windows. */
const signedAgo = async (url: string, seconds: number) => (await mediaSigner(Date.now() - seconds * 1000))(mediaPathOf(url))!;

describe('media in a private circle', () => {
  let creator: Account;
  let member: Account;
  let circle: Circle;
  let post: Post;

  beforeAll(async () => {
    [creator, member] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    const made = await creator.client.send<Circle>('POST', '/api/circles', { name: 'Quiet Lamps', description: 'Only us.', isPrivate: true });
    expect(made.status, made.text).toBe(201);
    circle = made.json;
    await addToCircle(circle.id, member.id!, 'invitation', []);
    post = await postWith(creator.client, { circleId: circle.id, imageUrl: await uploadImage(creator.client) });
  });

  it('is served to a member through the URL the post answers, cached by the browser alone for no longer than the URL lives', async () => {
    const { json: shown } = await member.client.get<Post>(`/api/posts/${post.id}`);
    expect(shown.imageUrl).toMatch(/^\/media\/images\/[\w-]+\.png\?Policy=[\w~-]+&Signature=[\w~-]+&Key-Pair-Id=K[0-9A-F]+$/);
    const response = await fetchMedia(shown.imageUrl!);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer()).length).toBeGreaterThan(0);
    expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    const policy = JSON.parse(Buffer.from(new URLSearchParams(queryOf(shown.imageUrl!)).get('Policy')!.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'), 'base64').toString()) as {
      Statement: [{ Condition: { DateLessThan: { 'AWS:EpochTime': number } } }];
    };
    const secondsLeft = policy.Statement[0].Condition.DateLessThan['AWS:EpochTime'] - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThanOrEqual(MEDIA_URL_WINDOW_SECONDS - 1);
  });

  it('is refused to someone signed out, whatever they hold but a signed URL', async () => {
    expect(await statusOf(mediaPathOf(post.imageUrl!))).toBe(403);
    expect(await statusOf(`${mediaPathOf(post.imageUrl!)}?Key-Pair-Id=${new URLSearchParams(queryOf(post.imageUrl!)).get('Key-Pair-Id')}`)).toBe(403);
  });

  it('is refused to a member who left, with the URL they copied once its life is over, and no answer hands them a new one', async () => {
    const leaver = await accountIn('approved');
    await addToCircle(circle.id, leaver.id!, 'invitation', []);
    const { json: seen } = await leaver.client.get<Post>(`/api/posts/${post.id}`);
    expect(await statusOf(seen.imageUrl!)).toBe(200);
    expect((await leaver.client.send('POST', `/api/circles/${circle.id}/leave`)).status).toBe(200);
    expect((await leaver.client.get(`/api/posts/${post.id}`)).status).toBe(404);
    // The URL they copied, as it is once two windows have passed: the most any URL lives.
    expect(await statusOf(await signedAgo(seen.imageUrl!, 2 * MEDIA_URL_WINDOW_SECONDS + 1))).toBe(403);
  });

  it('refuses a tampered, borrowed or expired signature', async () => {
    const url = post.imageUrl!;
    const params = new URLSearchParams(queryOf(url));
    const signature = params.get('Signature')!;
    const flipped = `${signature.slice(0, 20)}${signature[20] === 'A' ? 'B' : 'A'}${signature.slice(21)}`;
    const other = await uploadImage(creator.client);
    const cases = {
      'a changed signature': url.replace(signature, flipped),
      'another key pair id': url.replace(/Key-Pair-Id=\w+/, 'Key-Pair-Id=K0000000000000'),
      "another object's signature": `${mediaPathOf(url)}${queryOf(other)}`,
      'a policy of its own': url.replace(/Policy=[\w~-]+/, `Policy=${new URLSearchParams(queryOf(other)).get('Policy')}`),
      'an expired one': await signedAgo(url, 2 * MEDIA_URL_WINDOW_SECONDS + 1),
    };
    for (const [name, tampered] of Object.entries(cases)) expect(await statusOf(tampered), name).toBe(403);
    // A URL made one window ago is still alive: that is what lets a browser keep it for a window.
    expect(await statusOf(await signedAgo(url, MEDIA_URL_WINDOW_SECONDS))).toBe(200);
  });
});

describe("a deleted post's media", () => {
  let author: Account;
  let admin: Account;
  beforeAll(async () => {
    [author, admin] = await Promise.all([accountIn('approved'), accountIn('admin')]);
  });

  const expectGone = async (post: Post) => {
    for (const [url, kind] of [
      [post.imageUrl, 'image'],
      [post.audioUrl, 'audio'],
    ] as const) {
      if (!url) continue;
      const key = mediaKeyOf(url, kind)!;
      await expect.poll(() => objectSize(key)).toBeNull();
      expect(await keysUploadedBy(author.id!, [key])).toEqual(new Set());
      expect(await statusOf(url)).toBeGreaterThanOrEqual(400);
    }
  };

  it('leaves the bucket with the post when its author deletes it', async () => {
    const post = await postWith(author.client, { imageUrl: await uploadImage(author.client), audioUrl: await uploadAudio(author.client), audioDuration: 3 });
    expect(await statusOf(post.imageUrl!)).toBe(200);
    expect((await author.client.send('DELETE', `/api/posts/${post.id}`)).status).toBeLessThan(300);
    await expectGone(post);
  });

  it('leaves the bucket with the post when an admin removes it, and with a reply', async () => {
    const post = await postWith(author.client, { imageUrl: await uploadImage(author.client) });
    const reply = await postWith(author.client, { type: 'reply', parentId: post.id, audioUrl: await uploadAudio(author.client), audioDuration: 2 });
    expect((await admin.client.send('DELETE', `/api/admin/posts/${post.id}`)).status).toBeLessThan(300);
    await expectGone(post);
    await expectGone(reply);
  });

  it('leaves the bucket with the circle an admin deletes', async () => {
    const circle = (await author.client.send<Circle>('POST', '/api/circles', { name: 'Short Lived', description: 'Soon gone.' })).json;
    const post = await postWith(author.client, { circleId: circle.id, imageUrl: await uploadImage(author.client) });
    expect((await admin.client.send('DELETE', `/api/admin/circles/${circle.id}`)).status).toBeLessThan(300);
    await expectGone(post);
  });
});

describe("the guide's recordings", () => {
  it('are served to their asker through their history, and to no other member', async () => {
    const [asker, other] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    const recorded = await uploadAudio(asker.client);
    const asked = await asker.client.send<GuideAnswer>('POST', '/api/ai-guru/question', { question: 'How do I sit with grief?', audioUrl: recorded, audioDuration: 3 });
    expect(asked.status, asked.text).toBe(200);
    const { json: history } = await asker.client.get<GuideConversation[]>('/api/ai-guru/conversations');
    const mine = history.find((exchange) => exchange.id === asked.json.conversationId)!.audioUrl!;
    expect(mediaPathOf(mine)).toBe(mediaPathOf(recorded));
    expect(await statusOf(mine)).toBe(200);

    const theirs = await uploadAudio(other.client);
    expect(await statusOf(theirs)).toBe(200);
    expect(await statusOf(mediaPathOf(mine))).toBe(403);
    expect(await statusOf(`${mediaPathOf(mine)}${queryOf(theirs)}`)).toBe(403);
    expect((await other.client.get<GuideConversation[]>('/api/ai-guru/conversations')).json).toEqual([]);
  });
});
