/**
 * Retention that runs by itself (issue 15 §5, docs/retention.md): the writes that set each rule
 * going. DynamoDB's time to live and S3's lifecycle rules do the deleting, in AWS; neither runs in
 * the local emulators, so what is checked here is that every item and object carries what those
 * rules read, and infra/test/stack.test.ts checks the rules themselves.
 */
import { GetObjectTaggingCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { Notification } from '#shared/types/notification.ts';
import type { Post } from '#shared/types/post.ts';
import type { ReferralRequest } from '#shared/types/joining.ts';
import { accountIn, newClient, uniqueEmail } from '../testing/personas.ts';
import { jpeg } from '../testing/media-fixtures.ts';
import { finalizeImage, uploadFile } from '../testing/uploads.ts';
import { db, tableName } from './db/client.ts';
import { TTL_ATTRIBUTE } from './db/schema.ts';
import { getJoinRequest, type JoinRequestItem } from '../joining/items/join-request.ts';
import { userKey } from './account.ts';
import { mediaKeyOf } from './media.ts';
import { READ_NOTIFICATION_DAYS, REJECTED_JOIN_REQUEST_DAYS, UNUSED_MEDIA_TAG } from './retention.ts';
import { mediaBucket, s3 } from './s3.ts';

const DAY = 24 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const expectExpiryIn = (expiresAt: unknown, days: number) => {
  expect(typeof expiresAt).toBe('number');
  expect(Math.abs((expiresAt as number) - (nowSeconds() + days * DAY))).toBeLessThan(120);
};

describe('retention', () => {
  it('keeps a notification 90 days once it is read, and an unread one for as long as it is unread', async () => {
    const author = await accountIn('approved');
    const replier = await accountIn('approved');
    const post = (await author.client.send<Post>('POST', '/api/posts', { content: 'Kept until read.' })).json;
    await replier.client.send('POST', '/api/posts', { content: 'A reply.', type: 'reply', parentId: post.id });
    const [notification] = (await author.client.get<Notification[]>('/api/notifications')).json;
    const stored = async () =>
      (await db.send(new GetCommand({ TableName: tableName, Key: { pk: userKey(author.id!).pk, sk: `NOTIF#${notification!.id}` } }))).Item;
    expect((await stored())?.[TTL_ATTRIBUTE]).toBeUndefined();
    expect((await author.client.send('POST', `/api/notifications/${notification!.id}/read`)).status).toBe(200);
    expectExpiryIn((await stored())?.[TTL_ATTRIBUTE], READ_NOTIFICATION_DAYS);
  });

  it('keeps a declined join request, with its email, 30 days after the decision', async () => {
    const referrer = await accountIn('approved');
    const email = uniqueEmail('declined');
    const asked = await newClient().send('POST', '/api/pre-registration', {
      name: 'Passing Cloud',
      email,
      spiritualJourney: 'Looking for a quiet place to ask questions.',
      referredBy: referrer.id,
    });
    expect(asked.status).toBe(201);
    const [request] = (await referrer.client.get<ReferralRequest[]>('/api/pre-registration/referrals')).json;
    const stored = async () => (await getJoinRequest(request!.id)) as (JoinRequestItem & Record<string, unknown>) | undefined;
    expect((await stored())?.[TTL_ATTRIBUTE]).toBeUndefined();
    await referrer.client.send('POST', `/api/pre-registration/${request!.id}/referrer-decision`, { decision: 'declined' });
    const declined = await stored();
    expect(declined).toMatchObject({ email, status: 'declined_by_referrer' });
    expectExpiryIn(declined?.[TTL_ATTRIBUTE], REJECTED_JOIN_REQUEST_DAYS);
  });

  it('tags checked media unused until a post takes it; a post untags it before it is written', async () => {
    const { client } = await accountIn('approved');
    const { imageUrl } = (await finalizeImage(client, await uploadFile(client, 'image', jpeg(), 'image/jpeg'))).json;
    const key = mediaKeyOf(imageUrl, 'image')!;
    const tags = async () => (await s3.send(new GetObjectTaggingCommand({ Bucket: mediaBucket, Key: key }))).TagSet ?? [];
    expect(await tags()).toEqual([UNUSED_MEDIA_TAG]);
    const posted = await client.send<Post>('POST', '/api/posts', { content: 'The lake at dawn.', imageUrl });
    expect(posted.status, posted.text).toBe(201);
    expect(await tags()).toEqual([]);
  });
});
