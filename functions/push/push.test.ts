/**
 * Web Push through the API and the stream worker, against the local stack and a push-service
 * stand-in that checks the VAPID signature and decrypts what it receives
 * (functions/testing/push-service.ts): a notification written by a request reaches the member's
 * browsers after it, through the table's stream, as in AWS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { popupOf } from '#shared/notification-popup.ts';
import type { Notification } from '#shared/types/notification.ts';
import type { Post } from '#shared/types/post.ts';
import type { PushPublicKey } from '#shared/types/push.ts';
import { transact } from '../lib/db/transact.ts';
import { notificationWrites } from '../lib/entities/notification.ts';
import { listPushSubscriptions, PUSH_DEVICES_MAX } from '../lib/entities/push-subscription.ts';
import { accountIn, type Account } from '../testing/personas.ts';
import { startPushService, type PushServiceStandIn, type StandInSubscriber } from '../testing/push-service.ts';

let pushService: PushServiceStandIn;
let publicKey: string;

beforeAll(async () => {
  pushService = await startPushService();
  const member = await accountIn('approved');
  const answer = await member.client.get<PushPublicKey>('/api/push/public-key');
  expect(answer.status).toBe(200);
  publicKey = answer.json.publicKey!;
});
afterAll(() => pushService.close());

const subscribe = (account: Account, subscription: StandInSubscriber['subscription']) =>
  account.client.send('POST', '/api/push/subscriptions', subscription);
const unsubscribe = (account: Account, endpoint: string) => account.client.send('POST', '/api/push/subscriptions/remove', { endpoint });
const endpointsOf = async (account: Account) => (await listPushSubscriptions(account.id!)).map((s) => s.endpoint).sort();

/** A real notification: a reply to the author's post, as the author's list shows it. */
async function replyNotification(author: Account, content: string): Promise<Notification> {
  const replier = await accountIn('approved');
  const post = (await author.client.send<Post>('POST', '/api/posts', { content: 'Where do you find quiet?' })).json;
  await replier.client.send('POST', '/api/posts', { type: 'reply', parentId: post.id, content });
  const [notification] = (await author.client.get<Notification[]>('/api/notifications')).json;
  expect(notification).toMatchObject({ type: 'new_reply', relatedPostId: post.id });
  return notification!;
}

describe('push subscriptions', () => {
  it('gives one uncompressed P-256 public key, the same every time', async () => {
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const member = await accountIn('approved');
    expect((await member.client.get<PushPublicKey>('/api/push/public-key')).json).toEqual({ publicKey });
  });

  it('stores a browser once however often it subscribes, and forgets it on removal, twice over', async () => {
    const member = await accountIn('approved');
    const { subscription } = pushService.subscribe(publicKey);
    expect((await subscribe(member, subscription)).status).toBe(201);
    expect((await subscribe(member, subscription)).status).toBe(201);
    expect(await endpointsOf(member)).toEqual([subscription.endpoint]);

    expect((await unsubscribe(member, subscription.endpoint)).status).toBe(200);
    expect(await endpointsOf(member)).toEqual([]);
    expect((await unsubscribe(member, subscription.endpoint)).status).toBe(200);
  });

  it(`keeps the ${PUSH_DEVICES_MAX} newest browsers of a member`, async () => {
    const member = await accountIn('approved');
    const endpoints: string[] = [];
    for (let i = 0; i < PUSH_DEVICES_MAX + 2; i++) {
      const { subscription } = pushService.subscribe(publicKey);
      expect((await subscribe(member, subscription)).status).toBe(201);
      endpoints.push(subscription.endpoint);
    }
    expect(await endpointsOf(member)).toEqual(endpoints.slice(2).sort());
  });

  it("cannot remove another member's subscription", async () => {
    const owner = await accountIn('approved');
    const other = await accountIn('approved');
    const { subscription } = pushService.subscribe(publicKey);
    await subscribe(owner, subscription);
    expect((await unsubscribe(other, subscription.endpoint)).status).toBe(200);
    expect(await endpointsOf(owner)).toEqual([subscription.endpoint]);
  });

  it('refuses what no browser sends, each with its rule', async () => {
    const member = await accountIn('approved');
    const { subscription } = pushService.subscribe(publicKey);
    const cases: [unknown, string][] = [
      [{ ...subscription, endpoint: 'http://push.example.com/send/1' }, 'Push endpoint must be an https URL'],
      [{ ...subscription, endpoint: 'javascript:alert(1)' }, 'Push endpoint must be an https URL'],
      [{ ...subscription, endpoint: `https://push.example.com/${'x'.repeat(1100)}` }, 'Push endpoint must be an https URL'],
      [{ keys: subscription.keys }, 'Push endpoint is required'],
      [{ endpoint: subscription.endpoint }, 'Push keys are required'],
      [{ ...subscription, keys: { ...subscription.keys, p256dh: 'short' } }, 'Push key p256dh must be a P-256 public key'],
      [{ ...subscription, keys: { ...subscription.keys, auth: 7 } }, 'Push key auth must be a 16-byte secret'],
    ];
    for (const [body, message] of cases) {
      const response = await member.client.send('POST', '/api/push/subscriptions', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json).toMatchObject({ message });
    }
    const removal = await member.client.send('POST', '/api/push/subscriptions/remove', {});
    expect(removal.status).toBe(400);
    expect(removal.json).toMatchObject({ message: 'Push endpoint is required' });
    expect(await endpointsOf(member)).toEqual([]);
  });
});

/** The stream worker pushes after the request: wait for what it sends. */
const POLL = { timeout: 15_000, interval: 100 };

describe('pushing a new notification', () => {
  it("delivers its pop-up to every browser, encrypted for each and signed for the push service", async () => {
    const author = await accountIn('approved');
    const phone = pushService.subscribe(publicKey);
    const laptop = pushService.subscribe(publicKey);
    await subscribe(author, phone.subscription);
    await subscribe(author, laptop.subscription);
    const notification = await replyNotification(author, `${'A long, kind answer. '.repeat(8)}The end.`);

    for (const device of [phone, laptop]) {
      await expect.poll(() => device.received.length, POLL).toBe(1);
      expect(device.refused).toEqual([]);
      const [push] = device.received;
      expect(push!.payload).toBe(JSON.stringify(popupOf(notification)));
      expect(JSON.parse(push!.payload)).toMatchObject({ url: `/posts/${notification.relatedPostId}`, tag: `notification-${notification.id}` });
      expect((JSON.parse(push!.payload) as { body: string }).body).toMatch(/^.{1,100}…$/u);
      expect(push!.claims.aud).toBe(pushService.origin);
      expect(push!.claims.exp).toBeGreaterThan(Date.now() / 1000);
      expect(push!.claims.sub).toMatch(/^mailto:.+@/);
      expect(push!.ttl).toBe(24 * 60 * 60);
      expect(push!.urgency).toBe('normal');
    }
  });

  it('pushes a notification whatever its shape, one with no metadata too', async () => {
    const member = await accountIn('approved');
    const device = pushService.subscribe(publicKey);
    await subscribe(member, device.subscription);
    // An empty map is the one attribute the local stream reader must give back as AWS does.
    expect(await transact(notificationWrites(member.id!, { type: 'new_post', title: 'A quiet note', message: 'Seeker: hello' }))).toBeNull();
    await expect.poll(() => device.received.length, POLL).toBe(1);
    expect(JSON.parse(device.received[0]!.payload)).toMatchObject({ title: 'A quiet note', body: 'Seeker: hello', url: '/notifications' });
  });

  it('forgets a subscription the push service says is gone, keeps one that failed for now, and serves the rest', async () => {
    const author = await accountIn('approved');
    const gone = pushService.subscribe(publicKey);
    const failing = pushService.subscribe(publicKey);
    const healthy = pushService.subscribe(publicKey);
    for (const device of [gone, failing, healthy]) await subscribe(author, device.subscription);
    gone.answerWith(410);
    failing.answerWith(500);

    await replyNotification(author, 'Thank you.');

    await expect.poll(() => endpointsOf(author), POLL).toEqual([failing.subscription.endpoint, healthy.subscription.endpoint].sort());
    await expect.poll(() => healthy.received.length, POLL).toBe(1);
    expect(failing.received).toHaveLength(1);
  });
});
