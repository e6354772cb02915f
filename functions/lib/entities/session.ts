/**
 * The Session entity: one item per browser a member is signed in on, `USER#<userId>` /
 * `SESSION#<hash>`. The browser holds `<userId>.<secret>` in the HttpOnly `sid` cookie; the item's
 * key holds only the SHA-256 of the secret, so a copy of the table cannot be turned into cookies.
 *
 * - Sign-in creates it, `POST /api/auth/refresh-session` extends it, Sign Out and suspension delete
 *   it, and DynamoDB's time to live removes it some time after `expiresAt`.
 * - The gate reads it with the member record in one BatchGetItem and compares `expiresAt` itself,
 *   because TTL deletion can lag by days.
 * - Under the member's own partition, so one Query lists every browser they are signed in on
 *   ("Where I am signed in") and a cookie can only ever name its own member's session. The item
 *   holds when it started, when it was last refreshed and a coarse browser label: nothing that
 *   says who the member is, and no token.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SESSION_LENGTH } from '#shared/limits.ts';
import { db, tableName } from '../db/client.ts';
import { ITEM_EXISTS, keyCondition } from '../db/keys.ts';
import { batchDelete, batchGet, queryAll } from '../db/query.ts';
import { KEY, TTL_ATTRIBUTE } from '../db/schema.ts';
import { noteSeen, userKey, type UserItem } from './user.ts';

const SESSION_PREFIX = 'SESSION#';
const SECRET = /^[A-Za-z0-9_-]{43}$/;
const MAX_USER_ID = 128;

/** What the `sid` cookie names: whose session, and the secret that proves it. */
export interface SessionRef {
  userId: string;
  secret: string;
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
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

export const sessionKey = ({ userId, secret }: SessionRef) => ({
  pk: userKey(userId).pk,
  sk: `${SESSION_PREFIX}${hashOf(secret)}`,
});

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
const isLive = (session: SessionItem, now: Date) => session[TTL_ATTRIBUTE] > now.getTime() / 1000;

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

/** Records a new session and answers the `sid` cookie's value. */
export async function startSession(userId: string, userAgent: string | undefined, now = new Date()): Promise<string> {
  const ref = { userId, secret: randomBytes(32).toString('base64url') };
  const item: SessionItem = {
    ...sessionKey(ref),
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    device: deviceLabel(userAgent),
    [TTL_ATTRIBUTE]: expiryFrom(now),
  };
  await db.send(new PutCommand({ TableName: tableName, Item: item }));
  return sessionCookieValue(ref);
}

/** Moves a live session's expiry a full session length ahead; false when it has ended. */
export async function extendSession(ref: SessionRef, now = new Date()): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: sessionKey(ref),
        UpdateExpression: 'SET lastSeenAt = :at, #ttl = :expires',
        ConditionExpression: `${ITEM_EXISTS} AND #ttl > :now`,
        ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':at': now.toISOString(),
          ':expires': expiryFrom(now),
          ':now': Math.floor(now.getTime() / 1000),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function endSession(ref: SessionRef): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: sessionKey(ref) }));
}

/** Every browser a member is signed in on, oldest first. */
export async function listSessions(userId: string, now = new Date()): Promise<SessionItem[]> {
  const items = await queryAll<SessionItem>(keyCondition(KEY, userKey(userId).pk, { beginsWith: SESSION_PREFIX }));
  return items.filter((session) => isLive(session, now)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Signs a member out everywhere at once. */
export async function endSessionsOf(userId: string): Promise<void> {
  await batchDelete((await listSessions(userId)).map(({ pk, sk }) => ({ pk, sk })));
}

/**
 * The gate's one read: the member record and this browser's session in a single BatchGetItem.
 * Answers the member only while the session is live, and notes the member seen today (Active).
 */
export async function getSignedInUser(ref: SessionRef, now = new Date()): Promise<UserItem | undefined> {
  const user = userKey(ref.userId);
  const items = await batchGet<UserItem | SessionItem>([user, sessionKey(ref)]);
  const session = items.find((item): item is SessionItem => item.sk.startsWith(SESSION_PREFIX));
  if (!session || !isLive(session, now)) return undefined;
  const member = items.find((item): item is UserItem => item.sk === user.sk);
  if (member) await noteSeen(member, now);
  return member;
}
