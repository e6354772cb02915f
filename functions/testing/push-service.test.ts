/** The push-service stand-in against web-push's own encryption and signing: it reads them, and refuses what is off. */
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushService, type PushServiceStandIn, type StandInSubscriber } from './push-service.ts';

let service: PushServiceStandIn;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());

const vapid = webpush.generateVAPIDKeys();

async function send(subscriber: StandInSubscriber, payload: string, keys = vapid, tamper?: (body: Buffer) => Buffer) {
  const request = webpush.generateRequestDetails(subscriber.subscription, payload, {
    vapidDetails: { subject: 'mailto:test@example.com', ...keys },
    TTL: 60,
    contentEncoding: 'aes128gcm',
  });
  const { ['Content-Length']: _length, ...headers } = request.headers;
  const body = tamper ? tamper(Buffer.from(request.body)) : request.body;
  const response = await fetch(request.endpoint, {
    method: 'POST',
    headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)])),
    body,
  });
  return response.status;
}

describe('push-service stand-in', () => {
  it("decrypts web-push's aes128gcm body and verifies its VAPID JWT", async () => {
    const subscriber = service.subscribe(vapid.publicKey);
    expect(await send(subscriber, '{"title":"Hello ✨"}')).toBe(201);
    expect(subscriber.refused).toEqual([]);
    expect(subscriber.received).toMatchObject([{ payload: '{"title":"Hello ✨"}', ttl: 60, claims: { aud: service.origin, sub: 'mailto:test@example.com' } }]);
  });

  it('refuses a push signed with another key than the subscription was made with', async () => {
    const subscriber = service.subscribe(vapid.publicKey);
    expect(await send(subscriber, 'x', webpush.generateVAPIDKeys())).toBe(403);
    expect(subscriber.received).toEqual([]);
  });

  it('refuses a body changed on the way', async () => {
    const subscriber = service.subscribe(vapid.publicKey);
    const flipLast = (body: Buffer) => Buffer.concat([body.subarray(0, -1), Buffer.from([body.at(-1)! ^ 1])]);
    expect(await send(subscriber, 'x', vapid, flipLast)).toBe(400);
    expect(subscriber.refused).toEqual(['record does not decrypt']);
  });

  it('answers as told once every check has passed', async () => {
    const subscriber = service.subscribe(vapid.publicKey);
    subscriber.answerWith(410);
    expect(await send(subscriber, 'x')).toBe(410);
    expect(subscriber.received).toHaveLength(1);
  });
});
