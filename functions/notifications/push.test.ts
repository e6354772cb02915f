/**
 * Web Push through the API and the stream worker, against the local stack and a push-service
 * stand-in that checks the VAPID signature and decrypts what it receives
 * (functions/testing/push-service.ts): a notification written by a request reaches the member's
 * browsers after it, through the table's stream, as in AWS. A subscription ends with the session
 * it was made in, only members in good standing hear anything, and no endpoint leads inside.
 */
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { popupOf } from '#shared/notification-popup.ts';
import type { Notification } from '#shared/types/notification.ts';
import type { Post } from '#shared/types/post.ts';
import type { PushPublicKey } from '#shared/types/push.ts';
import type { SignedInSession } from '#shared/types/session.ts';
import { TTL_ATTRIBUTE } from '../lib/db/schema.ts';
import { transact } from '../lib/db/transact.ts';
import { update, updateOf } from '../lib/db/update.ts';
import { notificationWrites } from '../lib/notification-writes.ts';
import { listNotifications } from './workflows/list-notifications.ts';
import { listPushSubscriptions, PUSH_DEVICES_MAX } from './items/push-subscription.ts';
import { parseSessionCookie, sessionKey } from '../lib/auth/session.ts';
import { suspendUser } from '../members/workflows/account-changes.ts';
import { userKey } from '../lib/account.ts';
import { pushToMember } from './workflows/push.ts';
import type { TestClient } from '../testing/api-client.ts';
import { accountIn, newClient, type Account } from '../testing/personas.ts';
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

/** The same member signed in on one more browser: a session of its own. */
async function anotherBrowser(account: Account): Promise<TestClient> {
  const browser = newClient();
  await browser.signIn(account.email!);
  return browser;
}

const sessionIdOf = async (client: TestClient) =>
  (await client.get<SignedInSession[]>('/api/user/sessions')).json.find((session) => session.current)!.id;

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

  it('keeps one subscription per signed-in browser, on its session: a new one replaces the old', async () => {
    const member = await accountIn('approved');
    const first = pushService.subscribe(publicKey);
    const second = pushService.subscribe(publicKey);
    expect((await subscribe(member, first.subscription)).status).toBe(201);
    expect((await subscribe(member, second.subscription)).status).toBe(201);
    const [stored, ...more] = await listPushSubscriptions(member.id!);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ endpoint: second.subscription.endpoint, sessionId: await sessionIdOf(member.client) });
  });

  it(`keeps the ${PUSH_DEVICES_MAX} newest browsers of a member`, async () => {
    const member = await accountIn('approved');
    const endpoints: string[] = [];
    for (let i = 0; i < PUSH_DEVICES_MAX + 2; i++) {
      const browser = i === 0 ? member.client : await anotherBrowser(member);
      const { subscription } = pushService.subscribe(publicKey);
      expect((await subscribe({ ...member, client: browser }, subscription)).status).toBe(201);
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

/** A browser of the member's with push turned on, and the stand-in device it subscribed. */
interface PushingBrowser {
  client: TestClient;
  device: StandInSubscriber;
}

async function pushingBrowser(account: Account, client: TestClient): Promise<PushingBrowser> {
  const device = pushService.subscribe(publicKey);
  expect((await subscribe({ ...account, client }, device.subscription)).status).toBe(201);
  return { client, device };
}

/** The stream worker pushes after the request: wait for what it sends. */
const POLL = { timeout: 15_000, interval: 100 };

describe('pushing a new notification', () => {
  it("delivers its pop-up to every browser, encrypted for each and signed for the push service", async () => {
    const author = await accountIn('approved');
    const { device: phone } = await pushingBrowser(author, author.client);
    const { device: laptop } = await pushingBrowser(author, await anotherBrowser(author));
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
    const { device: gone } = await pushingBrowser(author, author.client);
    const { device: failing } = await pushingBrowser(author, await anotherBrowser(author));
    const { device: healthy } = await pushingBrowser(author, await anotherBrowser(author));
    gone.answerWith(410);
    failing.answerWith(500);

    await replyNotification(author, 'Thank you.');

    await expect.poll(() => endpointsOf(author), POLL).toEqual([failing.subscription.endpoint, healthy.subscription.endpoint].sort());
    await expect.poll(() => healthy.received.length, POLL).toBe(1);
    expect(failing.received).toHaveLength(1);
  });
});

/**
 * A reply to the member's post, made by someone else after whatever the test did, and the member's
 * notification of it. The stream worker pushes it on its own; the test then pushes it once more
 * itself and waits for that, so what a device has not received by then it never will.
 */
async function replyPushedTo(memberId: string, postId: string, words: string): Promise<void> {
  const replier = await accountIn('approved');
  expect((await replier.client.send('POST', '/api/posts', { type: 'reply', parentId: postId, content: words })).status).toBe(201);
  let notification: Notification | undefined;
  await expect
    .poll(async () => (notification = (await listNotifications(memberId)).find((n) => n.type === 'new_reply' && n.relatedPostId === postId)), POLL)
    .toBeDefined();
  await pushToMember(memberId, notification!);
}

const postOf = async (client: TestClient) => (await client.send<Post>('POST', '/api/posts', { content: 'Is anyone else awake?' })).json.id;

const expireSession = (client: TestClient) =>
  update(updateOf(sessionKey(parseSessionCookie(client.cookie('sid'))!), { set: { [TTL_ATTRIBUTE]: Math.floor(Date.now() / 1000) - 1 } }));

describe('a subscription ends with the session it was made in', () => {
  /** How a session ends: `ending` is the browser that stops hearing, `staying` the member's other one. */
  const endings: [string, (ending: TestClient, staying: TestClient) => Promise<unknown>][] = [
    ['Sign Out', async (ending) => expect((await ending.raw('/api/logout', { headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(302)],
    [
      'signed out from Privacy in another browser',
      async (ending, staying) => expect((await staying.send('POST', `/api/user/sessions/${await sessionIdOf(ending)}/sign-out`)).status).toBe(200),
    ],
    ['signed out from Privacy in the browser itself', async (ending) => expect((await ending.send('POST', `/api/user/sessions/${await sessionIdOf(ending)}/sign-out`)).status).toBe(200)],
    ['"sign out other browsers" from the staying one', async (_ending, staying) => expect((await staying.send('POST', '/api/user/sessions/sign-out-others')).status).toBe(200)],
    ['expired', (ending) => expireSession(ending)],
  ];

  for (const [how, end] of endings) {
    it(`${how}: that browser hears nothing more, the member's other browser still does`, async () => {
      const member = await accountIn('approved');
      const ending = await pushingBrowser(member, member.client);
      const staying = await pushingBrowser(member, await anotherBrowser(member));
      const postId = await postOf(staying.client);

      await end(ending.client, staying.client);
      expect(await endpointsOf(member)).toEqual([staying.device.subscription.endpoint]);
      await replyPushedTo(member.id!, postId, 'Morning Dew: secret words');

      expect(staying.device.received.length).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(staying.device.received.at(-1)!.payload)).toMatchObject({ body: expect.stringContaining('secret words') });
      expect(ending.device.received).toEqual([]);
      expect(ending.device.refused).toEqual([]);
    });
  }

  it("an admin's suspension: none of the member's browsers hears anything more", async () => {
    const member = await accountIn('approved');
    const admin = await accountIn('admin');
    const browsers = [await pushingBrowser(member, member.client), await pushingBrowser(member, await anotherBrowser(member))];
    const postId = await postOf(member.client);

    expect((await admin.client.send('POST', `/api/admin/users/${member.id}/suspend`)).status).toBe(200);
    expect(await endpointsOf(member)).toEqual([]);
    await replyPushedTo(member.id!, postId, 'Are you still there?');
    for (const { device } of browsers) expect(device.received).toEqual([]);
  });

  it('erasure: every browser stops hearing in the request itself, before the background steps', async () => {
    const member = await accountIn('approved');
    const browsers = [await pushingBrowser(member, member.client), await pushingBrowser(member, await anotherBrowser(member))];
    const postId = await postOf(member.client);
    const replier = await accountIn('approved');
    await replier.client.send('POST', '/api/posts', { type: 'reply', parentId: postId, content: 'Sent before the goodbye.' });
    let notification: Notification | undefined;
    await expect.poll(async () => (notification = (await listNotifications(member.id!))[0]), POLL).toBeDefined();
    for (const { device } of browsers) await expect.poll(() => device.received.length, POLL).toBe(1);

    const { anonymousName } = (await member.client.get<{ anonymousName: string }>('/api/auth/user')).json;
    expect((await member.client.send('POST', '/api/user/erase', { confirmName: anonymousName, posts: 'keep' })).status).toBe(200);
    expect(await endpointsOf(member)).toEqual([]);
    await pushToMember(member.id!, notification!);
    for (const { device } of browsers) expect(device.received).toHaveLength(1);
  });
});

describe('only a member in good standing hears anything', () => {
  /** A change to the account's own record, its sessions (and so its subscriptions) left as they are. */
  const standings: [string, (id: string) => Promise<unknown>][] = [
    ['suspended', (id) => suspendUser(id)],
    ['no longer approved', (id) => update(updateOf(userKey(id), { set: { isApproved: false } }))],
    ['whose erasure has begun', (id) => update(updateOf(userKey(id), { set: { erasedAt: new Date().toISOString() } }))],
  ];

  for (const [standing, change] of standings) {
    it(`a member ${standing} is pushed nothing, though a browser's session still holds a subscription`, async () => {
      const member = await accountIn('approved');
      const browser = await pushingBrowser(member, member.client);
      const postId = await postOf(member.client);

      await change(member.id!);
      expect(await endpointsOf(member)).toEqual([browser.device.subscription.endpoint]);
      await replyPushedTo(member.id!, postId, 'A word for you.');
      expect(browser.device.received).toEqual([]);
    });
  }
});

describe('an endpoint is a URL anyone can choose: nothing is sent inside', () => {
  it('refuses, when subscribing, an endpoint on a private, loopback, link-local or mapped address, or an odd port', async () => {
    const member = await accountIn('approved');
    const { subscription } = pushService.subscribe(publicKey);
    for (const endpoint of [
      'https://127.0.0.1/push/1',
      'https://localhost/push/1',
      'https://10.0.0.8/push/1',
      'https://192.168.1.1/push/1',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push/1',
      'https://[::ffff:127.0.0.1]/push/1',
      'https://[fd00::1]/push/1',
      'https://203.0.113.9:8443/push/1',
      'https://push.invalid/push/1',
    ]) {
      const response = await subscribe(member, { ...subscription, endpoint });
      expect(response.status, endpoint).toBe(400);
      expect(response.json).toMatchObject({ message: 'Push endpoint must be a public https address', code: 'push_endpoint_refused' });
    }
    expect(await endpointsOf(member)).toEqual([]);
  });

  it('never connects to a stored endpoint that leads inside, and forgets it; the stand-in on loopback http still hears', async () => {
    const connections: number[] = [];
    const inside = createServer((socket) => {
      connections.push(Date.now());
      socket.destroy();
    });
    await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
    try {
      const member = await accountIn('approved');
      const browser = await pushingBrowser(member, member.client);
      const other = await anotherBrowser(member);
      const endpoint = `https://127.0.0.1:${(inside.address() as AddressInfo).port}/push/1`;
      // However it got there: offered to the route (refused there, above), or stored on a session
      // while its name still resolved to a public address and re-pointed inside since.
      await subscribe({ ...member, client: other }, { ...browser.device.subscription, endpoint });
      const session = sessionKey(parseSessionCookie(other.cookie('sid'))!);
      await update(updateOf(session, { set: { push: { endpoint, keys: browser.device.subscription.keys, createdAt: new Date().toISOString() } } }));
      const postId = await postOf(member.client);

      await replyPushedTo(member.id!, postId, 'Knock knock.');
      expect(browser.device.received.length).toBeGreaterThanOrEqual(1);
      expect(connections).toEqual([]);
      expect(await endpointsOf(member)).toEqual([browser.device.subscription.endpoint]);
    } finally {
      await new Promise((resolve) => inside.close(resolve));
    }
  });
});
