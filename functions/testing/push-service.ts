/**
 * A push service for tests, on loopback: it hands out subscriptions as a browser's push manager
 * would, and takes deliveries the way FCM or Mozilla's autopush take them — an RFC 8030 POST with a
 * TTL, an `aes128gcm` body (RFC 8188) encrypted for the subscriber (RFC 8291), and
 * `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292). It checks all of that, decrypts with the
 * subscriber's private key and keeps what it read; a delivery that fails a check is refused, with
 * the reason kept for the test to read. Each subscription answers 201 unless told otherwise.
 */
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  /** The decrypted payload. */
  payload: string;
  ttl: number;
  urgency: string | null;
  /** The VAPID JWT's claims, after its signature was verified with `k`. */
  claims: { aud: string; exp: number; sub: string };
}

export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface StandInSubscriber {
  /** What the browser would hand to the app (`PushSubscription.toJSON()`). */
  subscription: PushSubscriptionJson;
  received: ReceivedPush[];
  /** Why deliveries were refused, in order. */
  refused: string[];
  /** The status later deliveries are answered with (after every check passed): 410 for an expired subscription. */
  answerWith(status: number): void;
}

interface Subscriber extends StandInSubscriber {
  applicationServerKey: string;
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  status: number;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason);
  }
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
const RECORD_HEADER_BYTES = 16 + 4 + 1;
const TAG_BYTES = 16;
/** RFC 8292 §2: a JWT valid for more than a day is refused. */
const MAX_JWT_LIFETIME_SECONDS = 24 * 60 * 60;

/** RFC 8291 §3.4 and RFC 8188 §2: one record, keyed from ECDH with the sender's key and the auth secret. */
function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  if (body.length < RECORD_HEADER_BYTES) throw new Refusal(400, 'body shorter than its header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(RECORD_HEADER_BYTES, RECORD_HEADER_BYTES + idLength);
  const record = body.subarray(RECORD_HEADER_BYTES + idLength);
  if (idLength !== 65) throw new Refusal(400, 'keyid is not a P-256 public key');
  if (record.length > recordSize || record.length <= TAG_BYTES) throw new Refusal(400, 'not exactly one record');

  const ikm = hmac(hmac(auth, ecdh.computeSecret(senderKey)), Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce).setAuthTag(record.subarray(record.length - TAG_BYTES));
  let plain: Buffer;
  try {
    plain = Buffer.concat([decipher.update(record.subarray(0, record.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new Refusal(400, 'record does not decrypt');
  }
  // The last record's padding: a 0x02 delimiter, then zeros.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Refusal(400, 'no last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}

/** RFC 8292: the ES256 JWT, verified with the key beside it, for this push service's origin, unexpired. */
function verifyVapid(authorization: string | undefined, origin: string, applicationServerKey: string): ReceivedPush['claims'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Refusal(401, 'no vapid authorization');
  const [, token, k] = match as unknown as [string, string, string];
  // A subscription made with one application server key takes pushes signed with that key only.
  if (k !== applicationServerKey) throw new Refusal(403, 'k is not the key the subscription was made with');
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
  const signed = verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (alg !== 'ES256' || !signed) throw new Refusal(401, 'JWT signature does not verify with k');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<ReceivedPush['claims']>;
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Refusal(401, `JWT aud is ${String(claims.aud)}, not ${origin}`);
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + MAX_JWT_LIFETIME_SECONDS) throw new Refusal(401, 'JWT exp out of range');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) throw new Refusal(401, 'JWT sub missing');
  return { aud: claims.aud, exp: claims.exp, sub: claims.sub };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface PushServiceStandIn {
  origin: string;
  /** A new subscription, as `pushManager.subscribe({ applicationServerKey })` would make one. */
  subscribe(applicationServerKey: string): StandInSubscriber;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushServiceStandIn> {
  const subscribers = new Map<string, Subscriber>();
  let origin = '';

  async function accept(request: IncomingMessage, subscriber: Subscriber): Promise<ReceivedPush> {
    if (request.method !== 'POST') throw new Refusal(405, 'not a POST');
    const ttl = Number(request.headers.ttl);
    if (request.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) throw new Refusal(400, 'no TTL');
    const claims = verifyVapid(request.headers.authorization, origin, subscriber.applicationServerKey);
    if (request.headers['content-encoding'] !== 'aes128gcm') throw new Refusal(415, 'Content-Encoding is not aes128gcm');
    const payload = decryptAes128gcm(await readBody(request), subscriber.ecdh, subscriber.auth);
    return { payload, ttl, urgency: (request.headers.urgency as string | undefined) ?? null, claims };
  }

  const server = createServer((request, response) => {
    const subscriber = subscribers.get(request.url ?? '');
    if (!subscriber) {
      response.writeHead(404).end();
      return;
    }
    accept(request, subscriber).then(
      (push) => {
        subscriber.received.push(push);
        response.writeHead(subscriber.status).end();
      },
      (error: unknown) => {
        const refusal = error instanceof Refusal ? error : new Refusal(400, String(error));
        subscriber.refused.push(refusal.message);
        response.writeHead(refusal.status).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    subscribe(applicationServerKey) {
      const path = `/push/${randomBytes(16).toString('base64url')}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const subscriber: Subscriber = {
        subscription: { endpoint: `${origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
        received: [],
        refused: [],
        answerWith: (status) => {
          subscriber.status = status;
        },
        applicationServerKey,
        ecdh,
        auth,
        status: 201,
      };
      subscribers.set(path, subscriber);
      return subscriber;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
