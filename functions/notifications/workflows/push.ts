/**
 * Web Push (docs/web-push.md): a member's notification, as its system pop-up, sent to every browser
 * they are signed in on and turned push on in, so it reaches them with every tab closed.
 *
 * The `web-push` package encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID JWT (RFC
 * 8292); the request itself goes out through the link previews' guard (safe-fetch.ts), because an
 * endpoint is a URL a browser (so, in the end, anyone) chose: only to a public address, resolved
 * once and connected to as vetted, port 443, no redirect followed. The one exception is the local
 * push-service stand-in (functions/testing/push-service.ts) on loopback http, and only where the
 * keys come from a local key file, never in AWS; it gets exactly the bytes a real push service gets.
 */
import webpush from 'web-push';
import { popupOf } from '#shared/notification-popup.ts';
import { isLoopbackHttp } from '#shared/push-schemas.ts';
import type { Notification } from '#shared/types/notification.ts';
import { optionalEnv, WEB_PUSH_ENV } from '../../lib/config.ts';
import { keyFileText, secretText } from '../../lib/key-material.ts';
import { forgetPushSubscription, listPushSubscriptions, type PushSubscriptionItem } from '../items/push-subscription.ts';
import { getUserItem, statusOf, type UserItem } from '../../lib/account.ts';
import { logger } from '../../lib/logger.ts';
import { checkUrl, safeFetch, SafeFetchError, type SafeFetchFailure, type SafeResponse } from '../../lib/safe-fetch.ts';

/** A pop-up about an old reply is noise: a device offline for longer than this never gets it. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Well inside a Lambda's time, so one slow push service cannot hold the others up for long. */
const PUSH_TIMEOUT_MS = 5000;

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

interface PushConfig {
  keys: VapidKeys;
  subject: string;
  /** Where the keys came from: a local key file lets the loopback stand-in's http endpoint through. */
  local: boolean;
}

const secretName = optionalEnv(WEB_PUSH_ENV.secretName);
const keyFile = optionalEnv(WEB_PUSH_ENV.keyFile);
const subject = optionalEnv(WEB_PUSH_ENV.subject) ?? `mailto:${optionalEnv('MAIL_FROM') ?? 'push@seekers-circle.localhost'}`;

const bytesOf = (value: unknown) => (typeof value === 'string' && /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').length : 0);

/** An uncompressed P-256 point (65 bytes) and its private scalar (32 bytes), or a loud failure naming the source. */
function checkedKeys(text: string, source: string): VapidKeys {
  const parsed = parseJson(text);
  if (bytesOf(parsed?.publicKey) !== 65 || bytesOf(parsed?.privateKey) !== 32) {
    throw new Error(`${source} does not hold a VAPID key pair { publicKey, privateKey } (npm run web-push-keys makes one)`);
  }
  return { publicKey: parsed!.publicKey as string, privateKey: parsed!.privateKey as string };
}

/** Never throws with the text in its message: it holds the private key. */
function parseJson(text: string): Partial<Record<keyof VapidKeys, unknown>> | null {
  try {
    return JSON.parse(text) as Partial<Record<keyof VapidKeys, unknown>> | null;
  } catch {
    return null;
  }
}

const loadOrCreateKeyFile = async (path: string): Promise<VapidKeys> =>
  checkedKeys(await keyFileText(path, () => JSON.stringify(webpush.generateVAPIDKeys())), `The key file ${path}`);

const readSecret = async (name: string): Promise<VapidKeys> => checkedKeys(await secretText(name), `The secret ${name}`);

async function readConfig(): Promise<PushConfig | null> {
  if (secretName) return { keys: await readSecret(secretName), subject, local: false };
  if (keyFile) return { keys: await loadOrCreateKeyFile(keyFile), subject, local: true };
  return null;
}

let config: Promise<PushConfig | null> | undefined;

/** Read once per cold start; a failed read is not kept, so the next call tries again. */
function pushConfig(): Promise<PushConfig | null> {
  config ??= readConfig().catch((error: unknown) => {
    config = undefined;
    throw error;
  });
  return config;
}

/** The key browsers subscribe with; null where this deployment has no keys (push is off). */
export const vapidPublicKey = async (): Promise<string | null> => (await pushConfig())?.keys.publicKey ?? null;

/**
 * The guard's one exemption: the loopback stand-in's origin, where the keys come from a local key
 * file (`npm start`, the tests). Undefined everywhere else, so in AWS every endpoint is vetted.
 */
const standInOrigin = (current: PushConfig, endpoint: string) => (current.local && isLoopbackHttp(endpoint) ? new URL(endpoint).origin : undefined);

/** The guard's refusals of the URL itself, whatever the moment: it leads inside, or nowhere a push service listens. */
const UNSAFE_URL: ReadonlySet<SafeFetchFailure> = new Set(['url', 'scheme', 'port', 'address']);

type EndpointCheck = 'accepted' | 'unavailable' | 'refused';

/**
 * Whether this deployment would send to `endpoint`: none where push is off or for http outside the
 * local stand-in; otherwise as the guard says now (it says it again at each push).
 */
export async function checkEndpoint(endpoint: string): Promise<EndpointCheck> {
  const current = await pushConfig();
  if (!current) return 'unavailable';
  const trustedOrigin = standInOrigin(current, endpoint);
  if (!trustedOrigin && isLoopbackHttp(endpoint)) return 'unavailable';
  try {
    await checkUrl(endpoint, { trustedOrigin, timeoutMs: PUSH_TIMEOUT_MS });
    return 'accepted';
  } catch (error) {
    // A name that does not resolve now is refused too: a push service's always does.
    if (error instanceof SafeFetchError) return 'refused';
    throw error;
  }
}

type Delivery = 'delivered' | 'gone' | 'failed';

async function deliver(current: PushConfig, subscription: PushSubscriptionItem, payload: string): Promise<Delivery> {
  const trustedOrigin = standInOrigin(current, subscription.endpoint);
  // Plain http outside the local stand-in (one stored before this deployment's keys moved to AWS): never sent to, so forgotten.
  if (!trustedOrigin && new URL(subscription.endpoint).protocol !== 'https:') return 'gone';
  const request = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: subscription.keys }, payload, {
    vapidDetails: { subject: current.subject, ...current.keys },
    TTL: PUSH_TTL_SECONDS,
    urgency: 'normal',
    contentEncoding: 'aes128gcm',
  });
  let response: SafeResponse;
  try {
    response = await safeFetch(request.endpoint, {
      method: 'POST',
      headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
      body: request.body,
      trustedOrigin,
      // A push service answers in place.
      maxRedirects: 0,
      timeoutMs: PUSH_TIMEOUT_MS,
    });
  } catch (error) {
    // A name that resolves inside now (stored before the check, or re-pointed since): never requested, and forgotten.
    if (!(error instanceof SafeFetchError && UNSAFE_URL.has(error.reason))) throw error;
    logger.warn('push endpoint refused', { reason: error.reason, pushService: new URL(subscription.endpoint).host });
    return 'gone';
  }
  if (response.status >= 200 && response.status < 300) return 'delivered';
  // RFC 8030 §7.3: the subscription has expired or was never there; it will not come back.
  if (response.status === 404 || response.status === 410) return 'gone';
  logger.warn('push refused', { status: response.status, pushService: new URL(subscription.endpoint).host });
  return 'failed';
}

/**
 * Who hears of a notification at all: an approved member, not suspended, whose erasure has not
 * begun (its mark holds no flags, so it is never approved). Rejected, waiting, not yet onboarded
 * and gone accounts hear nothing, whatever their sessions still hold.
 */
const mayBeNotified = (user: UserItem | undefined) => !!user && user.erasedAt === undefined && statusOf(user) === 'approved';

/**
 * Sends the notification's pop-up to each browser the member is signed in on and turned push on
 * in, at once, and forgets those the push service says are gone. One device's failure is logged
 * (never its endpoint) and never thrown: the others still get theirs, and the notification itself
 * is already stored. Every kind of notice reaches a browser through here alone (the stream worker,
 * for each new notification item).
 */
export async function pushToMember(userId: string, notification: Notification): Promise<void> {
  const current = await pushConfig();
  if (!current) return;
  const [user, subscriptions] = await Promise.all([getUserItem(userId), listPushSubscriptions(userId)]);
  if (subscriptions.length === 0 || !mayBeNotified(user)) return;
  const payload = JSON.stringify(popupOf(notification));
  await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        if ((await deliver(current, subscription, payload)) === 'gone') await forgetPushSubscription(userId, subscription);
      } catch (error) {
        // The error's name (the guard's reason) only: its message can carry the endpoint's URL.
        const reason = error instanceof SafeFetchError ? error.reason : error instanceof Error ? error.name : 'unknown';
        logger.warn('push failed', { error: reason, pushService: new URL(subscription.endpoint).host });
      }
    }),
  );
}
