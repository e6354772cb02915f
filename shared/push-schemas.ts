/**
 * Web Push subscriptions (docs/web-push.md): what a browser's `PushSubscription.toJSON()` sends,
 * checked the same way in the browser and on the server. Push services give https endpoints; an
 * http one is accepted here only on a loopback host (the local push-service stand-in), and the
 * server refuses even that wherever its keys come from AWS (functions/notifications/workflows/push.ts).
 */
import * as z from 'zod/mini';

/** Real endpoints are a few hundred characters; the cap keeps a key's source and an item small. */
const MAX_ENDPOINT_LENGTH = 1024;
const INVALID_ENDPOINT = 'Push endpoint must be an https URL';

const parseUrl = (value: string): URL | null => (URL.canParse(value) ? new URL(value) : null);

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An http endpoint on this machine: only the local stand-in has one. */
export function isLoopbackHttp(endpoint: string): boolean {
  const url = parseUrl(endpoint);
  return url?.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

const endpoint = z
  .string({ error: 'Push endpoint is required' })
  .check(
    z.maxLength(MAX_ENDPOINT_LENGTH, INVALID_ENDPOINT),
    z.refine((value) => parseUrl(value)?.protocol === 'https:' || isLoopbackHttp(value), INVALID_ENDPOINT),
  );

/** base64url of exactly `bytes` bytes, unpadded (RFC 8291: a P-256 point of 65 bytes, a 16-byte secret). */
const base64urlOf = (bytes: number, message: string) =>
  z.string({ error: message }).check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`), message));

export const pushSubscriptionSchema = z.object({
  endpoint,
  keys: z.object(
    {
      p256dh: base64urlOf(65, 'Push key p256dh must be a P-256 public key'),
      auth: base64urlOf(16, 'Push key auth must be a 16-byte secret'),
    },
    { error: 'Push keys are required' },
  ),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

export const removePushSubscriptionSchema = z.object({ endpoint });
