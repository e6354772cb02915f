/**
 * Join requests (pre-registration): `JOIN#<id>` / `REQUEST`.
 * - `kindPk = JOIN#<status>` lists the requests in one state for the admin (byKind);
 * - `ownerPk = REFERRER#<memberId>` lists the requests that name a member (byOwner);
 * - `JOINEMAIL#<email>` / `OPEN` exists while a request for that email is undecided, so a second
 *   one stores nothing, atomically;
 * - `EMAIL#<email>` / `PREAPPROVED` is the login access an admin's approval grants, and
 *   `EMAIL#<email>` / `ACCOUNT` (lib/account.ts) says an account signs in with the address:
 *   either one means the address needs no request.
 * Every step is one transaction with the notification it causes.
 */
import { appLinks } from '#shared/app-links.ts';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PreRegistrationInput } from '#shared/joining-schemas.ts';
import type { AdminJoinRequest } from '#shared/types/admin.ts';
import { JOIN_REQUEST_STATUSES, type JoinRequestStatus, type ReferralRequest } from '#shared/types/joining.ts';
import { db, tableName } from '../../lib/db/client.ts';
import { newId } from '../../lib/db/ids.ts';
import { createdSk, indexKeys, ITEM_ABSENT, keyCondition, type IndexKeys, type TableKey } from '../../lib/db/keys.ts';
import { batchDelete, queryAll } from '../../lib/db/query.ts';
import { type Entries, transact, TransactionCancelled, type TransactItem } from '../../lib/db/transact.ts';
import { updateOf } from '../../lib/db/update.ts';
import { INDEXES, TTL_ATTRIBUTE } from '../../lib/db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { expiresAfterDays, REJECTED_JOIN_REQUEST_DAYS } from '../../lib/retention.ts';
import { isErased } from '../../lib/persona.ts';
import { adminLogPut } from '../../lib/admin-log.ts';
import { type NewNotification, notificationWrites } from '../../lib/notification-writes.ts';
import { accountEmailKey, getUserItem, type UserItem } from '../../lib/account.ts';
import { windowCount } from '../../lib/rate-limit.ts';
import { REFERRER_NOTICES } from '../../lib/route-limits.ts';

export interface JoinRequestItem extends IndexKeys<typeof INDEXES.byKind>, IndexKeys<typeof INDEXES.byOwner> {
  pk: string;
  sk: string;
  id: string;
  name: string;
  email: string;
  spiritualJourney: string;
  referredBy: string;
  status: JoinRequestStatus;
  createdAt: string;
  referrerDecidedAt: string | null;
  adminDecidedAt: string | null;
}

const requestKey = (id: string) => ({ pk: `JOIN#${id}`, sk: 'REQUEST' });
const openEmailKey = (email: string) => ({ pk: `JOINEMAIL#${email}`, sk: 'OPEN' });
/** `EMAIL#<email>` / `PREAPPROVED`: login access for an approved request's address, naming the request. */
export const preApprovedKey = (email: string) => ({ pk: `EMAIL#${email}`, sk: 'PREAPPROVED' });
const statusPk = (status: JoinRequestStatus) => `JOIN#${status}`;
const referrerPk = (memberId: string) => `REFERRER#${memberId}`;

export const UNKNOWN_REFERRER_MESSAGE = 'The chosen referrer is not a member of the community. Please choose another.';

export function toReferralRequest(item: JoinRequestItem): ReferralRequest {
  return {
    id: item.id,
    name: item.name,
    spiritualJourney: item.spiritualJourney,
    status: item.status,
    createdAt: item.createdAt,
    referrerDecidedAt: item.referrerDecidedAt,
  };
}

export async function getJoinRequest(id: string): Promise<JoinRequestItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: requestKey(id) }));
  return Item as JoinRequestItem | undefined;
}

/**
 * Stores a request and notifies its referrer, unless the address already has access or is already
 * asking: then nothing is stored and nobody is told, and the caller answers exactly as for a new
 * request, so that the answer never says who is asking (docs/decisions.md). The checks are
 * conditions of the one transaction, so every case costs the same round trip. Answers the new
 * request, or null when none was stored.
 */
export async function createJoinRequest(input: PreRegistrationInput, now = new Date()): Promise<JoinRequestItem | null> {
  const referrer = await getUserItem(input.referredBy);
  if (!referrer || referrer.status !== 'approved') throw badRequest(UNKNOWN_REFERRER_MESSAGE, 'unknown_referrer');
  const id = newId(now.getTime());
  const createdAt = now.toISOString();
  const sk = createdSk(createdAt, id);
  const item: JoinRequestItem = {
    ...requestKey(id),
    ...indexKeys(INDEXES.byKind, statusPk('awaiting_referrer'), sk),
    ...indexKeys(INDEXES.byOwner, referrerPk(referrer.id), sk),
    id,
    name: input.name,
    email: input.email,
    spiritualJourney: input.spiritualJourney,
    referredBy: referrer.id,
    status: 'awaiting_referrer',
    createdAt,
    referrerDecidedAt: null,
    adminDecidedAt: null,
  };
  const absent = (key: TableKey): TransactItem => ({
    ConditionCheck: { Key: key, ConditionExpression: ITEM_ABSENT },
  });
  const stored = {
    account: absent(accountEmailKey(input.email)),
    preApproved: absent(preApprovedKey(input.email)),
    openRequest: { Put: { Item: { ...openEmailKey(input.email), requestId: id }, ConditionExpression: ITEM_ABSENT } },
    request: { Put: { Item: item } },
  } satisfies Entries;
  // The day's count of the referrer's notifications stands or falls with the notification.
  const noticeCount: TransactItem = { Update: windowCount(`REFERRER_NOTICES#${referrer.id}`, REFERRER_NOTICES, now.getTime()).update };
  const notice = notificationWrites(
    referrer.id,
    {
      type: 'join_request',
      title: 'Someone asked you to vouch for them',
      message: `${input.name} would like to join the community and named you as their referrer.`,
      link: appLinks.referrals(),
      metadata: { memberName: input.name },
    },
    now,
  );
  let announced = true;
  // A request naming the same referrer at the same moment moves the same counter: try again.
  for (let attempt = 1; ; attempt++) {
    const cancelled = await transact({ ...stored, noticeCount: announced ? noticeCount : null, notice: announced ? notice : null });
    if (!cancelled) return item;
    // The referrer has had the day's notifications: the request waits in their list unannounced.
    if (announced && cancelled.failed.has('noticeCount')) {
      announced = false;
      continue;
    }
    if (cancelled.failed.has('account') || cancelled.failed.has('preApproved')) {
      // Mail seam (circles issue): tell the address "you already have access: sign in here".
      return null;
    }
    if (cancelled.failed.has('openRequest')) {
      // Mail seam (circles issue): tell the address "your request is already being reviewed".
      return null;
    }
    if (!cancelled.conflicted || attempt === 3) throw new TransactionCancelled('join request', cancelled);
  }
}

export function listReferrals(referrerId: string): Promise<JoinRequestItem[]> {
  return queryAll<JoinRequestItem>({ ...keyCondition(INDEXES.byOwner, referrerPk(referrerId)), ScanIndexForward: false });
}

export function listJoinRequestsByStatus(status: JoinRequestStatus): Promise<JoinRequestItem[]> {
  return queryAll<JoinRequestItem>(keyCondition(INDEXES.byKind, statusPk(status)));
}

/** Moves a request from one state to the next, with whatever else that step writes. */
async function transition(
  request: JoinRequestItem,
  to: JoinRequestStatus,
  stamp: 'referrerDecidedAt' | 'adminDecidedAt',
  extra: TransactItem[],
  now: Date,
): Promise<JoinRequestItem> {
  const decidedAt = now.toISOString();
  // A refused request, with the name and email it carries, is kept 30 days (docs/retention.md).
  const refused = to === 'rejected' || to === 'declined_by_referrer';
  const cancelled = await transact([
    {
      Update: updateOf(
        requestKey(request.id),
        {
          set: {
            status: to,
            [INDEXES.byKind.pk]: statusPk(to),
            [stamp]: decidedAt,
            [TTL_ATTRIBUTE]: refused ? expiresAfterDays(REJECTED_JOIN_REQUEST_DAYS, now) : undefined,
          },
        },
        { if: '#status = :from', names: { '#status': 'status' }, values: { ':from': request.status } },
      ),
    },
    ...extra,
  ]);
  if (cancelled) throw conflict('This request has already been decided.', 'already_decided');
  return { ...request, status: to, [INDEXES.byKind.pk]: statusPk(to), [stamp]: decidedAt };
}

const closeEmail = (email: string): TransactItem => ({ Delete: { Key: openEmailKey(email) } });

/** The named referrer, and only they, decides once. */
export async function decideAsReferrer(
  referrerId: string,
  id: string,
  decision: 'approved' | 'declined',
  now = new Date(),
): Promise<JoinRequestItem> {
  const request = await getJoinRequest(id);
  // Someone else's request is as invisible as a missing one.
  if (!request || request.referredBy !== referrerId) throw notFound('Join request not found');
  if (request.status !== 'awaiting_referrer') throw conflict('This request has already been decided.', 'already_decided');
  return decision === 'approved'
    ? transition(request, 'awaiting_admin', 'referrerDecidedAt', [], now)
    : transition(request, 'declined_by_referrer', 'referrerDecidedAt', [closeEmail(request.email)], now);
}

function outcomeForReferrer(request: JoinRequestItem, approved: boolean): NewNotification {
  return {
    type: 'join_request_outcome',
    title: approved ? 'A request you vouched for was approved' : 'A request you vouched for was not approved',
    message: approved
      ? `${request.name} has been given access and can now set up their persona.`
      : `An admin did not approve ${request.name}'s request to join.`,
    link: appLinks.referrals(),
    metadata: { memberName: request.name },
  };
}

/**
 * Admin review of a request its referrer approved. Approval grants login access to the email. The
 * admin's log entry is written in the decision's transaction.
 */
export async function decideAsAdmin(id: string, approve: boolean, admin: UserItem, now = new Date()): Promise<JoinRequestItem> {
  const request = await getJoinRequest(id);
  if (!request) throw notFound('Join request not found');
  if (request.status !== 'awaiting_admin') {
    throw conflict(
      request.status === 'awaiting_referrer'
        ? 'The referrer has not approved this request yet.'
        : 'This request has already been decided.',
      'not_awaiting_admin',
    );
  }
  const extra = [
    closeEmail(request.email),
    ...(approve
      ? [{ Put: { Item: { ...preApprovedKey(request.email), requestId: id, approvedAt: now.toISOString() } } }]
      : []),
    ...((await getUserItem(request.referredBy)) ? notificationWrites(request.referredBy, outcomeForReferrer(request, approve), now) : []),
    adminLogPut(
      admin,
      { action: approve ? 'approve_join_request' : 'reject_join_request', target: { type: 'join_request', id, label: request.name } },
      now,
    ),
  ];
  return transition(request, approve ? 'approved' : 'rejected', 'adminDecidedAt', extra, now);
}

export async function isPreApproved(email: string): Promise<boolean> {
  if (!email) return false;
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: preApprovedKey(email) }));
  return Item !== undefined;
}

export async function toAdminJoinRequest(item: JoinRequestItem): Promise<AdminJoinRequest> {
  const referrer = await getUserItem(item.referredBy);
  return {
    ...toReferralRequest(item),
    email: item.email,
    adminDecidedAt: item.adminDecidedAt,
    // A referrer who erased their account is no one to show (their requests went to admin review).
    referrer: referrer && !isErased(referrer)
      ? { id: referrer.id, anonymousName: referrer.anonymousName ?? 'Anonymous Seeker', avatar: referrer.avatar }
      : null,
  };
}

/** byOwner: the requests that name a member as referrer, a page at a time (erasure hands them over). */
export const referralsCondition = (referrerId: string) => keyCondition(INDEXES.byOwner, referrerPk(referrerId));

/**
 * A referrer erased their account (privacy/workflows/erasure.ts): the requests that named them no longer do.
 * One still waiting for their word goes to admin review; any other keeps its state. Repeatable.
 */
export async function releaseReferral(id: string): Promise<void> {
  const request = await getJoinRequest(id);
  if (!request) return;
  const waiting = request.status === 'awaiting_referrer';
  const cancelled = await transact([
    {
      Update: updateOf(
        requestKey(id),
        {
          set: {
            referredBy: '',
            ...(waiting ? { status: 'awaiting_admin', [INDEXES.byKind.pk]: statusPk('awaiting_admin') } : {}),
          },
          remove: [INDEXES.byOwner.pk, INDEXES.byOwner.sk],
        },
        { if: '#status = :from', names: { '#status': 'status' }, values: { ':from': request.status } },
      ),
    },
  ]);
  // Decided meanwhile: the page runs again and reads the request as it is now.
  if (cancelled) throw new TransactionCancelled('referral hand-over', cancelled);
}

/** Erasure: every join request made with this address, in any state, and its open-request lock. */
export async function removeJoinRequestsOf(email: string): Promise<void> {
  const address = email.toLowerCase();
  for (const status of JOIN_REQUEST_STATUSES) {
    const mine = (await listJoinRequestsByStatus(status)).filter((request) => request.email.toLowerCase() === address);
    await batchDelete(mine.map((request) => requestKey(request.id)));
  }
  await batchDelete([openEmailKey(address), preApprovedKey(address)]);
}
