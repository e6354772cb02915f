/**
 * Every change to an account (lib/account.ts holds its item): sign-in, the persona, the profile, the
 * notification preferences and the admins' decisions, each through changeUser.
 *
 * - Its membership `status` (onboarding, pending, approved, suspended, rejected) is derived from
 *   the flags on every write and kept in `kindPk = USER#<status>`, so each admin list and the
 *   member directory is one Query on the byKind index. Every status change also moves the
 *   community counters in the same transaction, guarded by a `version` so two concurrent admin
 *   actions cannot both count.
 * - The counters the navigation polls (unread notifications, pending invitations) live on this
 *   item and are kept on write by the features that create and settle them, so reading them is
 *   free: the gate has already fetched this item to authorize the request.
 * - A change of the persona's name claims the new name and releases the old (members/items/name-claim.ts).
 * - Every change that leaves an account approved hands it the circle invitations sent to its address
 *   meanwhile (circles/items/invitation.ts claimAddressInvitations): that is why this is a workflow.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_AVATAR } from '#shared/limits.ts';
import type { LanguageInput, NotificationPreferencesInput, PersonaInput, ProfileInput } from '#shared/member-schemas.ts';
import { NOTIFICATION_FLAGS, type User } from '#shared/types/user.ts';
import { db, tableName } from '../../lib/db/client.ts';
import { createdSk, indexKeys, ITEM_ABSENT, ITEM_EXISTS } from '../../lib/db/keys.ts';
import { conditionFailed, transact, TransactionCancelled, type TransactItem } from '../../lib/db/transact.ts';
import { update, updateOf } from '../../lib/db/update.ts';
import { INDEXES } from '../../lib/db/schema.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import { claimAddressInvitations } from '../../circles/items/invitation.ts';
import { nameChange } from '../items/name-claim.ts';
import { adminLogPut } from '../../lib/admin-log.ts';
import { dayStatsDelta, statsDelta, utcDay } from '../../lib/stats.ts';
import { userKey, userKindPk, type UserItem, statusOf, ERASED_ACCOUNT_MESSAGE, ERASED_ACCOUNT_CODE, getUserItem, accountEmailKey } from '../../lib/account.ts';


type MutableFields = Partial<
  Pick<
    UserItem,
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'isAdmin'
    | 'isApproved'
    | 'isSuspended'
    | 'isRejected'
    | 'hasCompletedOnboarding'
    | 'anonymousName'
    | 'avatar'
    | 'spiritualJourney'
    | 'nameClaim'
  >
>;

/**
 * Applies a change to a user, re-deriving the status and moving the counters with it, in one
 * transaction guarded by the item's version. `decide` sees the current item and returns the
 * change (or throws an HttpError to refuse); it runs again if someone else wrote in between.
 * `alongside` adds a write that must happen with the change or not at all (an admin's log entry).
 * A change of the persona's name claims the new name and releases the old in the same transaction
 * (members/items/name-claim.ts), or is refused when another member holds it.
 */
export async function changeUser(
  id: string,
  decide: (current: UserItem) => MutableFields,
  alongside?: (current: UserItem) => TransactItem,
): Promise<UserItem> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await getUserItem(id);
    // An account being erased is no one's to change: not an admin's decision, not a sign-in's.
    if (!current || current.erasedAt !== undefined) throw notFound('User not found');
    const decided = decide(current);
    const name = decided.anonymousName;
    const claim = name !== undefined && name !== null && name !== current.anonymousName ? await nameChange(id, name, current.nameClaim) : null;
    const changes = claim ? { ...decided, nameClaim: claim.nameClaim } : decided;
    const next = { ...current, ...changes } as UserItem;
    const status = statusOf(next);
    // Items written before versions existed count as version 0.
    const version = current.version ?? 0;
    const previous = current.status ?? statusOf(current);
    const set: Record<string, unknown> = { ...changes, status, [INDEXES.byKind.pk]: userKindPk(status), version: version + 1 };
    const cancelled = await transact([
      {
        Update: updateOf(
          userKey(id),
          { set },
          {
            if: version ? '#version = :version' : 'attribute_not_exists(#version) OR #version = :version',
            names: { '#version': 'version' },
            values: { ':version': version },
          },
        ),
      },
      status === previous ? null : statsDelta({ [`users_${previous}`]: -1, [`users_${status}`]: 1 }),
      alongside?.(current) ?? null,
      ...(claim?.writes ?? []),
    ]);
    if (!cancelled) {
      // Every write that leaves an account approved (approval, a pre-approved persona, reinstating,
      // each sign-in) hands it what was sent to its address meanwhile; a second run finds nothing.
      if (status === 'approved' && next.email) await claimAddressInvitations(next.email, id);
      return { ...next, ...set } as UserItem;
    }
    if (!conditionFailed(cancelled) && !cancelled.includes('TransactionConflict')) {
      throw new TransactionCancelled('user update', cancelled);
    }
  }
  throw new HttpError(409, 'conflict', 'This account changed while we were saving. Please try again.');
}

async function recordAccountEmail(userId: string, email: string | null, previous: string | undefined): Promise<void> {
  if (previous && previous.toLowerCase() !== email?.toLowerCase()) {
    await db.send(new DeleteCommand({ TableName: tableName, Key: accountEmailKey(previous) }));
  }
  if (email) await db.send(new PutCommand({ TableName: tableName, Item: { ...accountEmailKey(email), userId } }));
}

export interface SignInIdentity {
  id: string;
  /** Null when the identity provider did not say the address is verified. */
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
}

/**
 * Creates the account on first sign-in, counted once; on later sign-ins refreshes what the
 * identity provider owns (email, names, the admin flag). Admins are approved by configuration.
 */
export async function upsertOnSignIn(identity: SignInIdentity, now = new Date()): Promise<UserItem> {
  const existing = await getUserItem(identity.id);
  // Signing in while the account's erasure has not yet reached its sign-in account: it stays erased.
  if (existing?.erasedAt !== undefined) throw forbidden(ERASED_ACCOUNT_MESSAGE, ERASED_ACCOUNT_CODE);
  await recordAccountEmail(identity.id, identity.email, existing?.email);
  if (!existing) {
    const createdAt = now.toISOString();
    const item: UserItem = {
      ...userKey(identity.id),
      id: identity.id,
      email: identity.email ?? '',
      firstName: identity.firstName,
      lastName: identity.lastName,
      profileImageUrl: null,
      anonymousName: null,
      avatar: DEFAULT_AVATAR,
      spiritualJourney: null,
      hasCompletedOnboarding: false,
      isApproved: identity.isAdmin,
      isAdmin: identity.isAdmin,
      isSuspended: false,
      createdAt,
      status: identity.isAdmin ? 'preapproved' : 'onboarding',
      ...indexKeys(INDEXES.byKind, userKindPk(identity.isAdmin ? 'preapproved' : 'onboarding'), createdSk(createdAt, identity.id)),
      version: 1,
      ...(Object.fromEntries(NOTIFICATION_FLAGS.map((flag) => [flag, true])) as Pick<User, (typeof NOTIFICATION_FLAGS)[number]>),
    };
    const cancelled = await transact({
      account: { Put: { Item: item, ConditionExpression: ITEM_ABSENT } },
      stats: statsDelta({ [`users_${item.status}`]: 1 }),
      dayStats: dayStatsDelta(utcDay(now), { signups: 1 }),
    });
    if (!cancelled) return item;
    if (!cancelled.failed.has('account')) throw new TransactionCancelled('sign-up', cancelled);
    // Created by a simultaneous first sign-in: refresh it like any later one.
  }
  return changeUser(identity.id, (current) => ({
    email: identity.email ?? '',
    firstName: identity.firstName,
    lastName: identity.lastName,
    isAdmin: identity.isAdmin,
    ...(identity.isAdmin ? { isApproved: true } : { isApproved: current.isApproved }),
  }));
}

/**
 * Onboarding: sets the persona once. A second attempt is a 409, never a silent overwrite. An
 * email whose join request an admin approved is approved the moment its persona exists.
 */
export async function completePersona(id: string, persona: PersonaInput, preApproved = false): Promise<UserItem> {
  return changeUser(id, (current) => {
    if (current.hasCompletedOnboarding) throw conflict('Your persona is already set up.', 'already_onboarded');
    return { ...persona, hasCompletedOnboarding: true, ...(preApproved ? { isApproved: true } : {}) };
  });
}

/** Profile edit: persona fields only (a new name claimed as onboarding claims it); the membership state is untouched. */
export const updateProfile = (id: string, profile: ProfileInput): Promise<UserItem> =>
  changeUser(id, () => ({ anonymousName: profile.anonymousName, avatar: profile.avatar, spiritualJourney: profile.spiritualJourney ?? '' }));

export async function updateNotificationPreferences(id: string, prefs: NotificationPreferencesInput): Promise<UserItem> {
  const flags = NOTIFICATION_FLAGS.filter((flag) => prefs[flag] !== undefined);
  if (!flags.length) throw badRequest('Choose at least one notification setting to save.', 'nothing_to_update');
  const { Attributes } = await update(updateOf(userKey(id), { set: Object.fromEntries(flags.map((flag) => [flag, prefs[flag]])) }, ITEM_EXISTS), 'ALL_NEW');
  return Attributes as UserItem;
}

/**
 * A setting the member's own browser keeps on them: the interface's language (chosen in Profile
 * Settings, for every browser they sign in on) or the zone their "today" is counted in (docs/decisions.md
 * "The member's own day").
 */
export async function updateOwnSetting(id: string, setting: { language: LanguageInput['language'] } | { timeZone: string }): Promise<UserItem> {
  const { Attributes } = await update(updateOf(userKey(id), { set: setting }, ITEM_EXISTS), 'ALL_NEW');
  return Attributes as UserItem;
}

/**
 * An admin's decision on an account, logged in the same transaction. Without `admin` (test
 * fixtures and the demo seed arranging accounts) nothing is logged: no admin acted.
 */
const decideAccount =
  (action: 'approve_user' | 'reject_user' | 'suspend_user' | 'reinstate_user', decide: (current: UserItem) => MutableFields) =>
  (id: string, admin?: UserItem) =>
    changeUser(
      id,
      decide,
      // No label stored: the log names the account as it is when read (lib/admin-log.ts), so an erasure leaves no name here.
      admin && (() => adminLogPut(admin, { action, target: { type: 'user', id, label: null } })),
    );

export const approveUser = decideAccount('approve_user', () => ({ isApproved: true, isRejected: false }));

export const rejectUser = decideAccount('reject_user', (current) => {
  if (current.isAdmin) throw conflict('An admin cannot be rejected.', 'is_admin');
  if (current.isApproved) throw conflict('Only accounts awaiting approval can be rejected.', 'not_pending');
  return { isApproved: false, isRejected: true };
});

/** Only an approved member who is not suspended (and not an admin) can be suspended. */
export const suspendUser = decideAccount('suspend_user', (current) => {
  if (current.isAdmin) throw conflict('An admin cannot be suspended.', 'is_admin');
  if (!current.isApproved || current.isSuspended) {
    throw conflict('Only approved members who are not suspended can be suspended.', 'not_suspendable');
  }
  return { isSuspended: true };
});

export const reinstateUser = decideAccount('reinstate_user', (current) => {
  if (!current.isSuspended) throw conflict('This member is not suspended.', 'not_suspended');
  return { isSuspended: false };
});
