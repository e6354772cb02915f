/**
 * "Download my data" (issue 15 §1, docs/archive.md): the archive is prepared by the stream worker in
 * the background, step by step, and fetched through a presigned link; it holds everything the
 * member gave or received, journal and messages opened for them, and names no other member beyond
 * their anonymous name. Someone else's archive is a 404; a second start while one is being prepared
 * is that one; a step delivered again changes nothing.
 */
import { readFileSync } from 'node:fs';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { strFromU8, unzipSync, type Unzipped } from 'fflate';
import { describe, expect, inject, it } from 'vitest';
import type { ArchiveDownload, ArchiveState } from '#shared/types/archive.ts';
import type { Circle } from '#shared/types/circle.ts';
import type { SentMessage } from '#shared/types/message.ts';
import type { Post } from '#shared/types/post.ts';
import { db, tableName } from '../lib/db/client.ts';
import { STREAM_EVENT_ATTRIBUTE, STREAM_EVENTS, TTL_ATTRIBUTE } from '../lib/db/schema.ts';
import { archiveStepKey } from './items/archive.ts';
import { jpeg } from '../testing/media-fixtures.ts';
import { accountIn, type Account } from '../testing/personas.ts';
import { finalizeImage, mediaPathOf, uploadFile } from '../testing/uploads.ts';

type Ready = ArchiveState & { status: 'ready' };

async function approvedAs(name: string): Promise<Account & { id: string; email: string }> {
  const account = await accountIn('approved');
  await account.client.send('PATCH', '/api/user/profile', { anonymousName: name, avatar: 'soft', spiritualJourney: 'Walking slowly.' });
  return account as Account & { id: string; email: string };
}

async function post(account: Account, body: Record<string, unknown>): Promise<Post> {
  const response = await account.client.send<Post>('POST', '/api/posts', body);
  expect(response.status, response.text).toBe(201);
  return response.json;
}

async function imageUrlOf(account: Account, bytes: Uint8Array): Promise<string> {
  const finalized = await finalizeImage(account.client, await uploadFile(account.client, 'image', bytes, 'image/jpeg'));
  expect(finalized.status, finalized.text).toBe(200);
  return finalized.json.imageUrl;
}

async function startAndWait(account: Account): Promise<Ready> {
  const started = await account.client.send<ArchiveState>('POST', '/api/user/archive');
  expect(started.status, started.text).toBe(202);
  expect(started.json.status).toBe('preparing');
  await expect
    .poll(async () => (await account.client.get<ArchiveState>('/api/user/archive')).json.status, { timeout: 90_000, interval: 250 })
    .toBe('ready');
  return (await account.client.get<Ready>('/api/user/archive')).json;
}

async function downloadZip(account: Account, archive: Ready): Promise<Unzipped> {
  const link = await account.client.get<ArchiveDownload>(`/api/user/archive/${archive.id}/download`);
  expect(link.status, link.text).toBe(200);
  // The presigned link goes to the bucket itself (here the S3 emulator), not through the app.
  const response = await fetch(link.json.url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${link.json.fileName}"`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(bytes.length).toBe(archive.sizeBytes);
  return unzipSync(bytes);
}

const jsonIn = <T>(files: Unzipped, name: string): T => JSON.parse(strFromU8(files[name]!)) as T;

/** The stream worker's log lines about archive steps, this run's so far (functions/lib/logging.test.ts reads the same file). */
const stepLines = () =>
  readFileSync(inject('stack').logFile, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"message":"archive step"'));

describe('Download my data', () => {
  it('holds everything the member gave or received, opened for them, and names no one else but by persona', { timeout: 180_000 }, async () => {
    const member = await approvedAs('Quiet Heron');
    const other = await approvedAs('Evening Lantern');

    const picture = jpeg();
    const withPicture = await post(member, { content: 'A morning of stillness by the lake.', type: 'reflection', imageUrl: await imageUrlOf(member, picture) });
    const theirs = await post(other, { content: 'How do you keep a practice going?', type: 'question' });
    await post(member, { content: 'One breath at a time, every morning.', type: 'reply', parentId: theirs.id });
    await post(other, { content: 'Thank you for the stillness.', type: 'reply', parentId: withPicture.id });
    expect((await member.client.send('POST', '/api/reactions', { postId: theirs.id, type: 'gratitude', value: 80 })).status).toBe(200);
    expect((await member.client.send('POST', '/api/journal', { title: 'After the storm', content: 'The garden is quiet again.' })).status).toBe(201);
    const sent = await member.client.send<SentMessage>('POST', '/api/messages', { recipientId: other.id, content: 'Thank you for asking that question.' });
    expect(sent.status, sent.text).toBe(201);
    await other.client.send('POST', `/api/conversations/${sent.json.conversationId}/messages`, { content: 'It helped me to read your answer.' });
    expect((await member.client.send('POST', '/api/ai-guru/question', { question: 'What is gratitude?' })).status).toBe(200);
    expect((await member.client.send('PATCH', '/api/user/time-zone', { timeZone: 'Asia/Kolkata' })).status).toBe(200);
    const mine = (await member.client.send<Circle>('POST', '/api/circles', { name: 'Dawn Sitters', description: 'We sit at dawn.', isPrivate: false })).json;
    const joined = (await other.client.send<Circle>('POST', '/api/circles', { name: 'Evening Readers', description: 'We read.', isPrivate: true })).json;
    await other.client.send('POST', `/api/circles/${joined.id}/invite-user`, { inviteeUserId: member.id, message: 'Come and read with us.' });

    // Nothing yet; then one job, whatever the second start says.
    expect((await member.client.get<ArchiveState>('/api/user/archive')).json).toEqual({ status: 'none' });
    // Two starts at once (a double click, two tabs): one archive, and both are told of it.
    const [first, second] = await Promise.all([0, 1].map(() => member.client.send<ArchiveState & { id: string }>('POST', '/api/user/archive')));
    expect([first!.status, second!.status]).toEqual([202, 202]);
    expect(second!.json.id).toBe(first!.json.id);
    await expect
      .poll(async () => (await member.client.get<ArchiveState>('/api/user/archive')).json.status, { timeout: 90_000, interval: 250 })
      .toBe('ready');
    const archive = (await member.client.get<Ready>('/api/user/archive')).json;
    expect(archive.id).toBe(first!.json.id);
    // Offered for a day from when it was asked for (the bucket's lifecycle rule deletes it then).
    expect(Date.parse(archive.expiresAt) - Date.parse(archive.createdAt)).toBeGreaterThan(24 * 60 * 60 * 1000 - 1000);
    expect(Date.parse(archive.expiresAt) - Date.parse(archive.createdAt)).toBeLessThanOrEqual(24 * 60 * 60 * 1000);

    const files = await downloadZip(member, archive);
    const imageKey = mediaPathOf(withPicture.imageUrl!).slice(1);
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'account.json',
        'circles.json',
        'guide.json',
        'invitations.json',
        'journal.json',
        'messages.json',
        'notifications.json',
        'posts.json',
        'reactions.json',
        'registrations.json',
        imageKey,
      ].sort(),
    );
    expect(strFromU8(files['README.txt']!)).toContain('journal.json');

    expect(jsonIn(files, 'account.json')).toMatchObject({
      account: { id: member.id, email: member.email, timeZone: 'Asia/Kolkata' },
      persona: { anonymousName: 'Quiet Heron', avatar: 'soft', spiritualJourney: 'Walking slowly.' },
      interfaceLanguage: null,
    });
    const posts = jsonIn<{ posts: Record<string, unknown>[]; replies: Record<string, unknown>[] }>(files, 'posts.json');
    expect(posts.posts).toEqual([
      expect.objectContaining({ id: withPicture.id, content: 'A morning of stillness by the lake.', image: { file: imageKey, url: mediaPathOf(withPicture.imageUrl!) }, replyCount: 1 }),
    ]);
    expect(posts.replies).toEqual([expect.objectContaining({ content: 'One breath at a time, every morning.', inReplyToPostId: theirs.id })]);
    // The picture as the app serves it (checked and cleaned), byte for byte.
    const served = new Uint8Array(await (await fetch(`${inject('stack').url}${withPicture.imageUrl}`)).arrayBuffer());
    expect(Buffer.from(files[imageKey]!).equals(Buffer.from(served))).toBe(true);
    expect(jsonIn(files, 'reactions.json')).toEqual({ reactionsGiven: [expect.objectContaining({ postId: theirs.id, reaction: 'Gratitude', value: 80 })] });
    expect(jsonIn(files, 'journal.json')).toEqual({ entries: [expect.objectContaining({ title: 'After the storm', content: 'The garden is quiet again.' })] });
    expect(jsonIn(files, 'messages.json')).toEqual({
      conversations: [
        {
          with: 'Evening Lantern',
          messages: [
            expect.objectContaining({ from: 'You', content: 'Thank you for asking that question.' }),
            expect.objectContaining({ from: 'Evening Lantern', content: 'It helped me to read your answer.' }),
          ],
        },
      ],
    });
    expect(jsonIn<{ exchanges: unknown[] }>(files, 'guide.json').exchanges).toEqual([expect.objectContaining({ question: 'What is gratitude?', answer: expect.any(String) })]);
    expect(jsonIn<{ circles: unknown[] }>(files, 'circles.json').circles).toEqual([
      expect.objectContaining({ id: mine.id, name: 'Dawn Sitters', createdByYou: true, creator: 'Quiet Heron' }),
    ]);
    expect(jsonIn(files, 'invitations.json')).toEqual({
      received: [expect.objectContaining({ circle: 'Evening Readers', from: 'Evening Lantern', message: 'Come and read with us.', status: 'pending' })],
      sent: [],
    });
    const notifications = jsonIn<{ notifications: { type: string; message: string }[] }>(files, 'notifications.json').notifications;
    expect(notifications.map((n) => n.type)).toEqual(expect.arrayContaining(['circle_invitation', 'new_reply']));
    expect(jsonIn(files, 'registrations.json')).toMatchObject({ joinRequest: null });

    // Another member appears by persona alone: never by id or address.
    const everything = Object.values(files).map((data) => Buffer.from(data).toString('latin1')).join('\n');
    expect(everything).toContain('Evening Lantern');
    expect(everything).not.toContain(other.id);
    expect(everything).not.toContain(other.email);
  });

  it('is the caller\'s own: anyone else\'s archive, or an id that names none, is a 404', { timeout: 180_000 }, async () => {
    const owner = await approvedAs('Still Lantern');
    const archive = await startAndWait(owner);
    const stranger = await accountIn('approved');
    const admin = await accountIn('admin');
    for (const caller of [stranger, admin]) {
      const response = await caller.client.get(`/api/user/archive/${archive.id}/download`);
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ message: 'Archive not found', code: 'archive_not_found' });
    }
    expect((await owner.client.get(`/api/user/archive/${'a'.repeat(26)}/download`)).status).toBe(404);
    // A new archive replaces the old one, whose link is then not given out either.
    const next = await startAndWait(owner);
    expect(next.id).not.toBe(archive.id);
    expect((await owner.client.get(`/api/user/archive/${archive.id}/download`)).status).toBe(404);
    expect((await owner.client.get(`/api/user/archive/${next.id}/download`)).status).toBe(200);
  });

  it('writes media of more than one part, each step its own, and reads them back whole', { timeout: 180_000 }, async () => {
    const member = await approvedAs('Deep River');
    // Two pictures of about 3 MB: more than S3's smallest part, so a step of its own uploads them.
    const big = (fill: number) => {
      const base = jpeg();
      return Buffer.concat([base.subarray(0, base.length - 2), Buffer.alloc(3_000_000, fill), Buffer.from([0xff, 0xd9])]);
    };
    const urls = [await imageUrlOf(member, big(0x11)), await imageUrlOf(member, big(0x22))];
    for (const imageUrl of urls) await post(member, { content: 'A long exposure.', imageUrl });
    // Planned, one media part, the rest: the archive is ready at step 2 (the log names no archive, only its steps).
    const readyAtStep2 = () => stepLines().filter((line) => line.includes('"step":2') && line.includes('"outcome":"ready"')).length;
    const before = readyAtStep2();
    const files = await downloadZip(member, await startAndWait(member));
    expect(readyAtStep2()).toBeGreaterThan(before);
    for (const url of urls) {
      const served = new Uint8Array(await (await fetch(`${inject('stack').url}${url}`)).arrayBuffer());
      expect(served.length).toBeGreaterThan(3_000_000);
      expect(Buffer.from(files[mediaPathOf(url).slice(1)]!).equals(Buffer.from(served))).toBe(true);
    }
    expect(jsonIn<{ posts: unknown[] }>(files, 'posts.json').posts).toHaveLength(2);
  });

  it('a step delivered again once the archive is ready starts nothing and changes nothing', { timeout: 180_000 }, async () => {
    const member = await approvedAs('Patient Stone');
    await post(member, { content: 'Kept once.' });
    const archive = await startAndWait(member);
    const stopped = () => stepLines().filter((line) => line.includes('"outcome":"stopped"')).length;
    const stoppedBefore = stopped();
    // The stream delivers the first step's record again (a retried batch): the same item, written anew.
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...archiveStepKey(member.id, archive.id, 0),
          [STREAM_EVENT_ATTRIBUTE]: STREAM_EVENTS.archiveStep,
          userId: member.id,
          archiveId: archive.id,
          step: 0,
          createdAt: archive.createdAt,
          offset: 0,
          [TTL_ATTRIBUTE]: Math.floor(Date.now() / 1000) + 3600,
        },
      }),
    );
    await expect.poll(stopped, { timeout: 30_000 }).toBeGreaterThan(stoppedBefore);
    expect((await member.client.get<ArchiveState>('/api/user/archive')).json).toEqual(archive);
    expect((await member.client.get(`/api/user/archive/${archive.id}/download`)).status).toBe(200);
  });

});
