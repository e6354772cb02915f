/**
 * The Session entity: one item per browser a member is signed in on, `USER#<userId>` /
 * `SESSION#<hash>`. The browser holds `<userId>.<secret>` in the HttpOnly `sid` cookie; the item's
 * key holds only the SHA-256 of the secret, so a copy of the table cannot be turned into cookies.
 * That hash is also the session's public id ("Where you are signed in" names a session by it):
 * it opens nothing, and every session has one, those started before the list existed too.
 *
 * - Sign-in creates it, `POST /api/auth/refresh-session` extends it, Sign Out, the Privacy tab's
 *   sign-outs, suspension and erasure delete it, and DynamoDB's time to live removes it some time
 *   after `expiresAt`.
 * - The browser's Web Push subscription, if it turned push on while signed in, is an attribute of
 *   this item (notifications/items/push-subscription.ts): whatever ends the session ends it in the same write.
 * - The gate reads it with the member record in one BatchGetItem and compares `expiresAt` itself,
 *   because TTL deletion can lag by days.
 * - Under the member's own partition, so one Query lists every browser they are signed in on
 *   ("Where you are signed in") and a cookie or an id can only ever name its own member's session.
 *   The item holds when it started, when it was last refreshed, a coarse browser label and the
 *   provider's refresh token sealed (lib/sealing.ts), so that ending the session from another
 *   browser can revoke it: nothing that says who the member is, and no token in clear.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SESSION_LENGTH } from '#shared/limits.ts';
import type { SignedInSession } from '#shared/types/session.ts';
import { revokeRefreshToken } from './oidc-client.ts';
import { db, tableName } from '../db/client.ts';
import { ifCondition, updateIf } from '../db/transact.ts';
import { update, updateOf } from '../db/update.ts';
import { ITEM_EXISTS, keyCondition, type TableKey } from '../db/keys.ts';
import { batchDelete, batchGet, queryAll } from '../db/query.ts';
import { KEY, TTL_ATTRIBUTE } from '../db/schema.ts';
import { logger } from '../logger.ts';
import { keyWrapperFromEnv, type KeyWrapper, open, seal } from '../sealing.ts';
import { userKey, noteSeen, type UserItem } from '../account.ts';

const SESSION_PREFIX = 'SESSION#';
const SECRET = /^[A-Za-z0-9_-]{43}$/;
const MAX_USER_ID = 128;

/** What the `sid` cookie names: whose session, and the secret that proves it. */
export interface SessionRef {
  userId: string;
  secret: string;
}

/** A Web Push subscription made in this session's browser (notifications/items/push-subscription.ts). */
export interface SessionPush {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  createdAt: string;
}

export interface SessionItem {
  pk: string;
  sk: string;
  createdAt: string;
  lastSeenAt: string;
  /** "Firefox on Windows": enough to recognise a browser in a list, too coarse to fingerprint it. */
  device: string;
  /** Epoch seconds; the table's time-to-live attribute. */
  [TTL_ATTRIBUTE]: number;
  /**
   * The provider's refresh token, sealed under a data key of this session's own (`refreshKey`,
   * wrapped by KMS in AWS, by the key file locally). Absent on a session from before tokens were
   * kept until its next refresh, and when the provider gave no refresh token.
   */
  sealedRefresh?: string;
  refreshKey?: string;
  push?: SessionPush;
}

type SealedRefresh = Required<Pick<SessionItem, 'sealedRefresh' | 'refreshKey'>>;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** The public id of the session a cookie names: 43 base64url characters, an id's shape (shared/decode.ts). */
export const sessionIdOf = ({ secret }: SessionRef) => hashOf(secret);

export const sessionKeyById = (userId: string, id: string): TableKey => ({ pk: userKey(userId).pk, sk: `${SESSION_PREFIX}${id}` });
export const idOfSession = (item: Pick<SessionItem, 'sk'>) => item.sk.slice(SESSION_PREFIX.length);

export const sessionKey = (ref: SessionRef) => sessionKeyById(ref.userId, sessionIdOf(ref));

/** The `sid` cookie's value, or null for anything we did not issue. */
export function parseSessionCookie(value: string | undefined): SessionRef | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  const userId = value.slice(0, dot);
  const secret = value.slice(dot + 1);
  if (dot < 1 || userId.length > MAX_USER_ID || !SECRET.test(secret)) return null;
  return { userId, secret };
}

export const sessionCookieValue = ({ userId, secret }: SessionRef) => `${userId}.${secret}`;

const expiryFrom = (now: Date) => Math.floor((now.getTime() + SESSION_LENGTH) / 1000);
export const isLiveSession = (session: Pick<SessionItem, typeof TTL_ATTRIBUTE>, now: Date) => session[TTL_ATTRIBUTE] > now.getTime() / 1000;

const BROWSERS: [RegExp, string][] = [
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
// Order matters: iOS claims to be "like Mac OS X", Android and ChromeOS to be Linux.
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Unknown browser';
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  return system ? `${browser} on ${system}` : browser;
}

let wrapper: KeyWrapper | undefined;
// Made on first use: only the groups that seal or open a refresh token are given the key (KMS in
// AWS); every other group's gate reads sessions without ever asking for it.
const keyWrapper = () => (wrapper ??= keyWrapperFromEnv('signInSession'));
/** Never a conversation id (no colon) nor a journal's (`journal:`): the local key file wraps all of them. */
const tokenContext = (userId: string, id: string) => `session:${userId}:${id}`;

/**
 * The token sealed under a data key of the session's own, so that it opens only in this session's
 * item; null when it could not be sealed (KMS failing). Signing in and refreshing never wait on
 * that: the session works as before, only another browser could not revoke its token, and the
 * next refresh tries again (keepRefreshToken).
 */
async function sealRefreshToken(userId: string, id: string, refreshToken: string): Promise<SealedRefresh | null> {
  try {
    const context = tokenContext(userId, id);
    const { key, wrapped } = await keyWrapper().newDataKey(context);
    return { sealedRefresh: seal(key, refreshToken, context), refreshKey: wrapped };
  } catch (error) {
    logger.warn('a refresh token could not be sealed', { errorName: error instanceof Error ? error.name : 'unknown' });
    return null;
  }
}

async function openRefreshToken(userId: string, item: SessionItem): Promise<string | undefined> {
  if (!item.sealedRefresh || !item.refreshKey) return undefined;
  const context = tokenContext(userId, idOfSession(item));
  return open(await keyWrapper().unwrap(item.refreshKey, context), item.sealedRefresh, context).toString('utf8');
}

/** Records a new session, with its refresh token sealed, and answers the `sid` cookie's value. */
export async function startSession(userId: string, userAgent: string | undefined, refreshToken?: string, now = new Date()): Promise<string> {
  const ref = { userId, secret: randomBytes(32).toString('base64url') };
  const item: SessionItem = {
    ...sessionKey(ref),
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    device: deviceLabel(userAgent),
    [TTL_ATTRIBUTE]: expiryFrom(now),
    ...(refreshToken ? await sealRefreshToken(userId, sessionIdOf(ref), refreshToken) : null),
  };
  await db.send(new PutCommand({ TableName: tableName, Item: item }));
  return sessionCookieValue(ref);
}

/** Moves a live session's expiry a full session length ahead and answers it; null when it has ended. */
export async function extendSession(ref: SessionRef, now = new Date()): Promise<SessionItem | null> {
  const written = await ifCondition(
    update(
      updateOf(
        sessionKey(ref),
        { set: { lastSeenAt: now.toISOString(), [TTL_ATTRIBUTE]: expiryFrom(now) } },
        { if: `${ITEM_EXISTS} AND #ttl > :now`, names: { '#ttl': TTL_ATTRIBUTE }, values: { ':now': Math.floor(now.getTime() / 1000) } },
      ),
      'ALL_NEW',
    ),
  );
  return written && (written.Attributes as SessionItem);
}

/**
 * Keeps the refresh token the session holds sealed in step with the browser's: after a provider
 * rotated it, and for a session started before tokens were kept. Never brings back a session
 * that has ended meanwhile.
 */
export async function keepRefreshToken(ref: SessionRef, refreshToken: string): Promise<void> {
  const sealed = await sealRefreshToken(ref.userId, sessionIdOf(ref), refreshToken);
  if (!sealed) return;
  // False when the session ended meanwhile: it stays ended.
  await updateIf(updateOf(sessionKey(ref), { set: { sealedRefresh: sealed.sealedRefresh, refreshKey: sealed.refreshKey } }, ITEM_EXISTS));
}

/** Ends this browser's session (Sign Out: the browser's own cookie holds the token it revokes). */
export async function endSession(ref: SessionRef): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: sessionKey(ref) }));
}

/** Every session item of a member, live or not yet removed by the time to live. */
export const sessionsCondition = (userId: string) => keyCondition(KEY, userKey(userId).pk, { beginsWith: SESSION_PREFIX });

const sessionItemsOf = (userId: string) => queryAll<SessionItem>(sessionsCondition(userId));

/** Every browser a member is signed in on. */
export async function listSessions(userId: string, now = new Date()): Promise<SessionItem[]> {
  return (await sessionItemsOf(userId)).filter((session) => isLiveSession(session, now));
}

/** A session as its member sees it in the list: never an address, nor anything sealed. */
export const toSignedInSession = (item: SessionItem, current: SessionRef): SignedInSession => ({
  id: idOfSession(item),
  device: item.device,
  createdAt: item.createdAt,
  lastSeenAt: item.lastSeenAt,
  current: idOfSession(item) === sessionIdOf(current),
});

/**
 * Revokes an ended session's refresh token at the provider, the one it held sealed or else the one
 * given (this browser's own cookie). Never throws: the record is gone, so the session has already
 * ended here; a token that will not open, or a provider that refuses, is logged without whose.
 */
export async function revokeSessionToken(userId: string, ended: SessionItem, fallback?: string): Promise<void> {
  let token = fallback;
  try {
    token = (await openRefreshToken(userId, ended)) ?? fallback;
  } catch (error) {
    logger.warn('a sealed refresh token did not open', { errorName: error instanceof Error ? error.name : 'unknown' });
  }
  if (token) await revokeRefreshToken(token);
}

/** At most this many revocations at once: a member signed in on dozens of browsers must not flood the provider. */
const PARALLEL_REVOCATIONS = 8;
/**
 * No new batch of revocations starts after this long. A provider that does not answer holds each
 * batch for the client's 10 s: the request must end inside its Lambda's time (20 s for the groups
 * that end sessions, infra/lib/group-needs.ts). What is skipped is logged; those sessions have
 * ended all the same.
 */
const REVOCATION_BUDGET_MS = 5_000;

/** Deletes the sessions first (each ends at once), then revokes their tokens. */
async function endAll(userId: string, sessions: SessionItem[]): Promise<void> {
  await batchDelete(sessions.map(({ pk, sk }) => ({ pk, sk })));
  const started = Date.now();
  for (let i = 0; i < sessions.length; i += PARALLEL_REVOCATIONS) {
    if (Date.now() - started > REVOCATION_BUDGET_MS) {
      logger.warn('refresh token revocations skipped', { skipped: sessions.length - i });
      return;
    }
    await Promise.all(sessions.slice(i, i + PARALLEL_REVOCATIONS).map((session) => revokeSessionToken(userId, session)));
  }
}

/**
 * Ends one session of the member by its public id, and answers it; undefined when the member has
 * no live session of that id (someone else's id is not in their partition). The token is left to
 * the caller, who may hold this browser's own.
 */
export async function endSessionById(userId: string, id: string, now = new Date()): Promise<SessionItem | undefined> {
  const { Attributes } = await db.send(new DeleteCommand({ TableName: tableName, Key: sessionKeyById(userId, id), ReturnValues: 'ALL_OLD' }));
  const ended = Attributes as SessionItem | undefined;
  return ended && isLiveSession(ended, now) ? ended : undefined;
}

/** Signs a member out everywhere but in this browser; answers how many sessions ended. */
export async function endOtherSessions(current: SessionRef, now = new Date()): Promise<number> {
  const currentKey = sessionKey(current);
  const others = (await sessionItemsOf(current.userId)).filter((session) => session.sk !== currentKey.sk);
  await endAll(current.userId, others);
  return others.filter((session) => isLiveSession(session, now)).length;
}

/** Signs a member out everywhere at once, their refresh tokens revoked (suspension, erasure). */
export async function endSessionsOf(userId: string): Promise<void> {
  await endAll(userId, await sessionItemsOf(userId));
}

/**
 * The gate's one read: the member record and this browser's session in a single BatchGetItem.
 * Answers the member only while the session is live, and notes the member seen today (Active).
 */
export async function getSignedInUser(ref: SessionRef, now = new Date()): Promise<UserItem | undefined> {
  const user = userKey(ref.userId);
  const items = await batchGet<UserItem | SessionItem>([user, sessionKey(ref)]);
  const session = items.find((item): item is SessionItem => item.sk.startsWith(SESSION_PREFIX));
  if (!session || !isLiveSession(session, now)) return undefined;
  const member = items.find((item): item is UserItem => item.sk === user.sk);
  // An account being erased signs no one in, even a session its erasure has not reached yet.
  if (!member || member.erasedAt !== undefined) return undefined;
  await noteSeen(member, now);
  return member;
}
