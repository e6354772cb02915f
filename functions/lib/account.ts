/**
 * The account behind a persona, as every domain reads it: one item per account, `USER#<id>` /
 * `PROFILE`, its shape, its membership status (kept in `kindPk = USER#<status>`, so each admin list
 * and the member directory is one Query on the byKind index), reading it, and the day it was last
 * seen. The gate (lib/handler.ts) reads it on every request; the members domain
 * (members/workflows/account-changes.ts) makes every change to it.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_AVATAR } from '#shared/limits.ts';
import { isLanguage, type Language } from '#shared/languages.ts';
import { NOTIFICATION_FLAGS, type User, type UserStatus } from '#shared/types/user.ts';
import { db, tableName } from './db/client.ts';
import { ITEM_EXISTS, keyCondition, type IndexKeys } from './db/keys.ts';
import { queryAll } from './db/query.ts';
import { transact } from './db/transact.ts';
import { updateOf } from './db/update.ts';
import { INDEXES } from './db/schema.ts';
import { logger } from './logger.ts';
import { dayStatsDelta, utcDay } from './stats.ts';

export const userKey = (id: string) => ({ pk: `USER#${id}`, sk: 'PROFILE' });

export const userKindPk = (status: UserStatus) => `USER#${status}`;

export interface UserItem extends Omit<User, 'language' | 'timeZone'>, IndexKeys<typeof INDEXES.byKind> {
  pk: string;
  sk: string;
  /** Absent until the member chooses one in Profile Settings. */
  language?: Language;
  status: UserStatus;
  version: number;
  isRejected?: boolean;
  unreadNotificationCount?: number;
  pendingInvitationCount?: number;
  postCount?: number;
  replyCount?: number;
  impactTotal?: number;
  /** The IANA zone of the member's browser (PATCH /api/user/time-zone), which their "today" follows; none: UTC. */
  timeZone?: string;
  /** The UTC day of the member's last signed-in request (`yyyy-mm-dd`): the stats row's Active. */
  lastSeenDay?: string;
  /** Set when the member asked to erase their account: the item then holds nothing else (privacy/workflows/erasure.ts). */
  erasedAt?: string;
  /** The key of the name claim this persona holds (members/items/name-claim.ts); none before a name, or for a later duplicate. */
  nameClaim?: string;
}

export function statusOf(user: Pick<UserItem, 'isRejected' | 'isSuspended' | 'hasCompletedOnboarding' | 'isApproved'>): UserStatus {
  if (user.isRejected) return 'rejected';
  if (user.isSuspended) return 'suspended';
  if (!user.hasCompletedOnboarding) return user.isApproved ? 'preapproved' : 'onboarding';
  return user.isApproved ? 'approved' : 'pending';
}

export function toUser(item: UserItem): User {
  return {
    id: item.id,
    firstName: item.firstName ?? null,
    lastName: item.lastName ?? null,
    email: item.email ?? '',
    profileImageUrl: item.profileImageUrl ?? null,
    anonymousName: item.anonymousName ?? null,
    avatar: item.avatar ?? DEFAULT_AVATAR,
    spiritualJourney: item.spiritualJourney ?? null,
    hasCompletedOnboarding: item.hasCompletedOnboarding === true,
    isApproved: item.isApproved === true,
    isAdmin: item.isAdmin === true,
    isSuspended: item.isSuspended === true,
    createdAt: item.createdAt,
    language: isLanguage(item.language) ? item.language : null,
    timeZone: item.timeZone ?? null,
    ...(Object.fromEntries(NOTIFICATION_FLAGS.map((flag) => [flag, item[flag] !== false])) as Pick<
      User,
      (typeof NOTIFICATION_FLAGS)[number]
    >),
  };
}

export const ERASED_ACCOUNT_MESSAGE = 'This account has been deleted.';
export const ERASED_ACCOUNT_CODE = 'account_erased';

export async function getUserItem(id: string): Promise<UserItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: userKey(id) }));
  return Item as UserItem | undefined;
}

/** Every user in one membership state, oldest first. */
export function listUsersByStatus(status: UserStatus): Promise<UserItem[]> {
  return queryAll<UserItem>(keyCondition(INDEXES.byKind, userKindPk(status)));
}

/**
 * `EMAIL#<email>` / `ACCOUNT`: an account signs in with this address. Kept on every sign-in, and
 * moved when the identity provider reports a new address, so that a join request learns without
 * reading any user that its address already has an account (joining/items/join-request.ts).
 */
export const accountEmailKey = (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'ACCOUNT' });

/** The account that signs in with this address, if any. */
export async function getUserByEmail(email: string): Promise<UserItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: accountEmailKey(email) }));
  return Item ? getUserItem((Item as { userId: string }).userId) : undefined;
}

/**
 * The first signed-in request of a member on a new UTC day moves their last-seen day, and the
 * day counters of Active with it: one extra write per member per day, none on later requests.
 * A concurrent request that moved it first cancels this one, so a member counts once; a write
 * lost to contention is simply tried again by the member's next request.
 */
export async function noteSeen(user: UserItem, now = new Date()): Promise<void> {
  const today = utcDay(now);
  const previous = user.lastSeenDay;
  if (previous !== undefined && previous >= today) return;
  try {
    await transact([
      {
        Update: updateOf(
          userKey(user.id),
          { set: { lastSeenDay: today } },
          previous === undefined
            ? { if: `${ITEM_EXISTS} AND attribute_not_exists(#seen)`, names: { '#seen': 'lastSeenDay' } }
            : { if: '#seen = :previous', names: { '#seen': 'lastSeenDay' }, values: { ':previous': previous } },
        ),
      },
      dayStatsDelta(today, { active: 1 }),
      previous === undefined ? null : dayStatsDelta(previous, { active: -1 }),
    ]);
  } catch (error) {
    // A count is not worth the member's request: the next request of the day tries again.
    logger.warn('last-seen day not moved', { error: error instanceof Error ? error.name : 'unknown' });
  }
}
