/**
 * Media is served only through signed URLs (docs/decisions.md "Media follows the access of what it
 * belongs to"): CloudFront signed URLs with a custom policy, made here for each answer that may show
 * an object, and checked by CloudFront in AWS (a key group on /media/*) and by the local server
 * with the same public key (local/media.ts calls `verifyMediaUrl`). Whoever may read a post or an
 * exchange gets a URL with it; nobody else has one that works, and one copied out lasts no longer
 * than its window allows.
 *
 * The format is CloudFront's: `Policy` (the JSON policy, base64 with `+=/` as `-_~`), `Signature`
 * (RSA-SHA1 over the policy, as CloudFront requires, same alphabet) and `Key-Pair-Id`. The policy's
 * resource is `http*://*` and the path, so one signature serves the custom domain and the
 * distribution's own name alike; the key group is trusted by this distribution's /media/* alone.
 */
import { createHash, createPrivateKey, createPublicKey, createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { MEDIA_SIGNING_ENV, optionalEnv } from './config.ts';
import { keyFileText, secretText } from './key-material.ts';
import { MEDIA_URL_WINDOW_SECONDS } from './retention.ts';

interface SigningKey {
  keyPairId: string;
  privateKey: KeyObject;
}

interface Policy {
  Statement: [{ Resource: string; Condition: { DateLessThan: { 'AWS:EpochTime': number } } }];
}

const toCloudFrontBase64 = (bytes: Buffer) => bytes.toString('base64').replace(/\+/g, '-').replace(/=/g, '_').replace(/\//g, '~');
const fromCloudFrontBase64 = (text: string) => Buffer.from(text.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'), 'base64');

/** Locally, CloudFront's id for the public key is made from the key itself, so a new key file has a new id. */
export const localKeyPairId = (publicKey: KeyObject) =>
  `K${createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('hex').slice(0, 13).toUpperCase()}`;

const loadOrCreateKeyFile = async (path: string): Promise<KeyObject> =>
  createPrivateKey(await keyFileText(path, () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string));

const readSecret = async (id: string): Promise<KeyObject> => createPrivateKey(await secretText(id));

async function readSigningKey(): Promise<SigningKey> {
  const secretId = optionalEnv(MEDIA_SIGNING_ENV.secretId);
  if (secretId) {
    const keyPairId = optionalEnv(MEDIA_SIGNING_ENV.keyPairId);
    if (!keyPairId) throw new Error(`Missing environment variable ${MEDIA_SIGNING_ENV.keyPairId}`);
    return { keyPairId, privateKey: await readSecret(secretId) };
  }
  const keyFile = optionalEnv(MEDIA_SIGNING_ENV.keyFile);
  if (!keyFile) throw new Error(`Missing environment variable ${MEDIA_SIGNING_ENV.secretId} or ${MEDIA_SIGNING_ENV.keyFile}`);
  const privateKey = await loadOrCreateKeyFile(keyFile);
  return { keyPairId: localKeyPairId(createPublicKey(privateKey)), privateKey };
}

let signingKey: Promise<SigningKey> | undefined;

/** Read once per cold start; a failed read is not kept, so the next call tries again. */
function currentKey(): Promise<SigningKey> {
  signingKey ??= readSigningKey().catch((error: unknown) => {
    signingKey = undefined;
    throw error;
  });
  return signingKey;
}

/** The end of the window after `now`'s: a URL made any time in one window is the same URL. */
export const expiryOf = (now: number) => (Math.floor(now / 1000 / MEDIA_URL_WINDOW_SECONDS) + 2) * MEDIA_URL_WINDOW_SECONDS;

const policyOf = (path: string, expires: number): Policy => ({
  Statement: [{ Resource: `http*://*${path}`, Condition: { DateLessThan: { 'AWS:EpochTime': expires } } }],
});

/** Turns stored media paths (`/media/…`) into URLs signed for the current window; null stays null. */
export type MediaSigner = (path: string | null) => string | null;

/** Most URLs a warm function keeps for its window before it starts the list afresh. */
const SIGNED_KEPT = 5_000;
/**
 * A URL is the same for a whole window, so a warm function signs each path once a window, not once
 * per answer (an RSA signature costs about a millisecond, and a feed page shows many).
 */
const signedInWindow = { expires: 0, urls: new Map<string, string>() };

function urlsFor(expires: number): Map<string, string> {
  if (expires !== signedInWindow.expires) return new Map();
  if (signedInWindow.urls.size >= SIGNED_KEPT) signedInWindow.urls.clear();
  return signedInWindow.urls;
}

/** The signer for this answer. `now` is for tests that need a URL made long ago. */
export async function mediaSigner(now = Date.now()): Promise<MediaSigner> {
  const { keyPairId, privateKey } = await currentKey();
  const expires = expiryOf(now);
  // An answer signing for a later window than the one kept starts keeping that one.
  if (expires > signedInWindow.expires) Object.assign(signedInWindow, { expires, urls: new Map<string, string>() });
  const signed = urlsFor(expires);
  return (path) => {
    if (path === null) return null;
    let url = signed.get(path);
    if (!url) {
      const policy = Buffer.from(JSON.stringify(policyOf(path, expires)));
      const signature = createSign('RSA-SHA1').update(policy).sign(privateKey);
      url = `${path}?Policy=${toCloudFrontBase64(policy)}&Signature=${toCloudFrontBase64(signature)}&Key-Pair-Id=${keyPairId}`;
      signed.set(path, url);
    }
    return url;
  };
}

/** One path, signed for now: an upload's or a recording's answer to the member who made it. */
export const signedMediaUrl = async (path: string): Promise<string> => (await mediaSigner())(path)!;

/** The public half of the local key file, and its id, for the local server's check. */
export async function localVerifyingKey(): Promise<{ keyPairId: string; publicKey: KeyObject }> {
  const { keyPairId, privateKey } = await currentKey();
  return { keyPairId, publicKey: createPublicKey(privateKey) };
}

const wildcard = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`);

/**
 * CloudFront's check of a custom-policy signed URL, as the local server makes it: the key pair is
 * the trusted one, the signature is the policy's, the policy names this URL and has not expired.
 * `url` is the request's scheme, host and path; `query` its parameters.
 */
export function verifyMediaUrl(
  key: { keyPairId: string; publicKey: KeyObject },
  url: string,
  query: URLSearchParams,
  now = Date.now(),
): boolean {
  const policyText = query.get('Policy');
  const signature = query.get('Signature');
  if (!policyText || !signature || query.get('Key-Pair-Id') !== key.keyPairId) return false;
  const policy = fromCloudFrontBase64(policyText);
  if (!createVerify('RSA-SHA1').update(policy).verify(key.publicKey, fromCloudFrontBase64(signature))) return false;
  let statement: Partial<Policy['Statement'][0]> | undefined;
  try {
    statement = (JSON.parse(policy.toString('utf8')) as Partial<Policy>).Statement?.[0];
  } catch {
    return false;
  }
  const expires = statement?.Condition?.DateLessThan?.['AWS:EpochTime'];
  if (typeof statement?.Resource !== 'string' || typeof expires !== 'number') return false;
  return wildcard(statement.Resource).test(url) && now / 1000 < expires;
}
