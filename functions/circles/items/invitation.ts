/**
 * Invitations to circles.
 * - An invitation lives in its invitee's partition, `USER#<id>` / `INVITE#<id>`, so the invitee's
 *   list is one Query (ids sort by time). One sent to an address that no approved member signs in
 *   with waits in the address's partition, `INVITEMAIL#<email>` / `INVITE#<id>`, until an account
 *   with that address is approved: then it moves into the account's partition (claimAddressInvitations).
 * - `kindPk = CIRCLEINVITES#<circleId>` lists what the circle's members see (byKind): the invitations
 *   to members, and for each invitation by address its record, `CIRCLE#<id>` / `SENTINVITE#<id>`,
 *   which says only that one was sent, by whom and when (docs/decisions.md "An address never tells").
 *   The invitation that record stands for is listed apart, on `ADDRESSINVITES#<circleId>`, for the
 *   circle's deletion alone: its invitee, status and answer never reach the circle.
 * - An invitation by address is taken in two steps: the request writes the record and an outbox
 *   item, `INVITEOUT#<id>`, the same two items whatever the address; the stream worker then finds
 *   whose the address is, stores the invitation, mails and deletes the outbox item (deliverAddressInvitation).
 * - `<owner's pk>` / `PENDINGINVITE#<circleId>` exists while the owner has a pending invitation to
 *   that circle, so a second one stores nothing, atomically; `PENDINGADDRESSINVITE#<circleId>` does
 *   the same for invitations by address, apart, so that whether a member's in-app invitation is
 *   stored never depends on one by address the circle cannot see.
 * - The invitee's `pendingInvitationCount` moves in the transaction that stores, hands over or
 *   settles an invitation, so the navigation's badge is exact.
 * - `INVITEMAIL#<email>` / `MAILS#<yyyy-mm-dd>` counts the invitations sent to an address in a UTC
 *   day: only the first few are mailed (docs/decisions.md).
 */
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { appLinks } from '#shared/app-links.ts';
import type { InvitationResponse, InvitationStatus } from '#shared/types/invitation.ts';
import { db, tableName } from '../../lib/db/client.ts';
import { newId } from '../../lib/db/ids.ts';
import { createdSk, indexKeys, ITEM_ABSENT, ITEM_EXISTS, keyCondition, type IndexKeys, type TableKey } from '../../lib/db/keys.ts';
import { queryAll } from '../../lib/db/query.ts';
import { INDEXES, KEY, STREAM_EVENT_ATTRIBUTE, STREAM_EVENTS, TTL_ATTRIBUTE } from '../../lib/db/schema.ts';
import { type Cancelled, type Entries, TransactionCancelled, type TransactItem, updateIf } from '../../lib/db/transact.ts';
import { countWithin, updateOf } from '../../lib/db/update.ts';
import { logger } from '../../lib/logger.ts';
import { addToCircle, changeMembership, circleMemberCheck, circleNonMemberCheck, circlePk, notACircleMember, type CircleItem } from './circle.ts';
import { circleJoinNotice } from './circle-join-notice.ts';
import { ACTOR_NAME, notificationWrites, userCountersWrite } from '../../lib/notification-writes.ts';
import { userKey, type UserItem } from '../../lib/account.ts';

const INVITE_PREFIX = 'INVITE#';
const addressPk = (email: string) => `INVITEMAIL#${email.toLowerCase()}`;
const invitationKey = (ownerPk: string, id: string): TableKey => ({ pk: ownerPk, sk: `${INVITE_PREFIX}${id}` });
const pendingSk = (circleId: string, byAddress: boolean) => `${byAddress ? 'PENDINGADDRESSINVITE' : 'PENDINGINVITE'}#${circleId}`;
/**
 * The pending lock an invitation holds. Invitations by address stored before the two kinds had
 * locks of their own carry no `lockSk` and hold the in-app one.
 */
const lockOf = (item: InvitationItem): TableKey => ({ pk: item.pk, sk: item.lockSk ?? pendingSk(item.circleId, false) });
const circleInvitesPk = (circleId: string) => `CIRCLEINVITES#${circleId}`;
const addressInvitesPk = (circleId: string) => `ADDRESSINVITES#${circleId}`;
const sentRecordKey = (circleId: string, id: string): TableKey => ({ pk: circlePk(circleId), sk: `SENTINVITE#${id}` });
export const outboxKey = (id: string): TableKey => ({ pk: `INVITEOUT#${id}`, sk: 'INVITEOUT' });
const mailDayKey = (email: string, now: Date): TableKey => ({ pk: addressPk(email), sk: `MAILS#${now.toISOString().slice(0, 10)}` });

/** How many invitations to one address a UTC day are mailed; later ones are stored but not mailed. */
const INVITATION_MAILS_PER_ADDRESS_PER_DAY = 3;
/** A day's mail counter outlives its day by this much before DynamoDB's time to live removes it. */
const MAIL_DAY_KEPT_SECONDS = 2 * 24 * 60 * 60;
/** An outbox item the stream worker never reached (a day of failures) is gone after this. */
const OUTBOX_KEPT_SECONDS = 2 * 24 * 60 * 60;

export interface InvitationItem extends TableKey, IndexKeys<typeof INDEXES.byKind> {
  id: string;
  circleId: string;
  inviterId: string;
  /** Null while the invitation waits under an address. */
  inviteeId: string | null;
  /**
   * Sent to an address: listed for the circle's members by its record alone (SentRecordItem), or
   * typing an address would tell them whose persona it is — now or once that person joins.
   */
  byAddress?: boolean;
  /** The sort key of the pending lock it holds (lockOf). */
  lockSk?: string;
  message: string | null;
  status: InvitationStatus;
  createdAt: string;
  respondedAt: string | null;
}

/** What the circle's members see of an invitation by address: that it was sent, by whom, when. */
export interface SentRecordItem extends TableKey, IndexKeys<typeof INDEXES.byKind> {
  id: string;
  circleId: string;
  inviterId: string;
  byAddress: true;
  createdAt: string;
}

/** An invitation by address, from its request to the stream worker (deliverAddressInvitation). */
export interface OutboxItem extends TableKey {
  id: string;
  circleId: string;
  inviterId: string;
  email: string;
  message: string | null;
  /** The app's origin the request came through, for the mail's link. */
  origin: string;
  createdAt: string;
}

/** What a circle's invitation list holds: invitations to members, records of those by address. */
export type CircleInvitationItem = InvitationItem | SentRecordItem;

interface NewInvitation {
  circle: CircleItem;
  inviter: UserItem;
  message: string | undefined;
  now: Date;
  /** Typed as an address in the invite dialog, whether or not a member signs in with it. */
  byAddress: boolean;
}

function invitationItem(ownerPk: string, inviteeId: string | null, { circle, inviter, message, now, byAddress }: NewInvitation): InvitationItem {
  const id = newId(now.getTime());
  const createdAt = now.toISOString();
  return {
    ...invitationKey(ownerPk, id),
    ...indexKeys(INDEXES.byKind, (byAddress ? addressInvitesPk : circleInvitesPk)(circle.id), createdSk(createdAt, id)),
    id,
    circleId: circle.id,
    inviterId: inviter.id,
    inviteeId,
    message: message || null,
    byAddress,
    lockSk: pendingSk(circle.id, byAddress),
    status: 'pending',
    createdAt,
    respondedAt: null,
  };
}

/**
 * The writes that store a pending invitation, while its inviter is still in the circle (`inviter`)
 * and its owner has no other pending invitation to the circle (`lock`).
 */
const storeWrites = (item: InvitationItem) =>
  ({
    inviter: circleMemberCheck(item.circleId, item.inviterId),
    lock: { Put: { Item: { ...lockOf(item), invitationId: item.id }, ConditionExpression: ITEM_ABSENT } },
    invitation: { Put: { Item: item } },
  }) satisfies Entries;

/** What became of an invitation: stored, or nothing stored because one is pending or they are in. */
type InviteOutcome = 'sent' | 'already_invited' | 'already_member';

/**
 * Invites an approved member: the invitation, their pending count and (unless they turned
 * invitation notices off) a notification, in one transaction that holds only while they are not in
 * the circle. Throws not_a_member when the inviter left meanwhile.
 */
export async function inviteMember(invitee: UserItem, invitation: NewInvitation): Promise<InviteOutcome> {
  const item = invitationItem(userKey(invitee.id).pk, invitee.id, invitation);
  const counted = { pendingInvitationCount: 1 };
  const cancelled = await changeMembership({
    ...storeWrites(item),
    invitee: circleNonMemberCheck(item.circleId, invitee.id),
    notice:
      invitee.notifyInvitations === false
        ? userCountersWrite(invitee.id, counted)
        : notificationWrites(
          invitee.id,
          {
            type: 'circle_invitation',
            title: 'New Circle Invitation',
            message: `${ACTOR_NAME} invited you to join ${invitation.circle.name}.`,
            link: appLinks.invitations(),
            metadata: { inviterName: ACTOR_NAME, circleName: invitation.circle.name },
            actorId: item.inviterId,
          },
            invitation.now,
            counted,
          ),
  });
  return outcomeOf(cancelled, 'invitee');
}

/** Stores an invitation under an address, for whoever is approved with it. */
export async function inviteAddress(email: string, invitation: NewInvitation): Promise<InviteOutcome> {
  return outcomeOf(await changeMembership(storeWrites(invitationItem(addressPk(email), null, invitation))));
}

/** What a failed store answers: its inviter left, the invitee is in (`alreadyMember`, the check's name), or one is pending. */
function outcomeOf<Name extends string>(cancelled: Cancelled<Name | 'inviter' | 'lock'> | null, alreadyMember?: Name): InviteOutcome {
  if (!cancelled) return 'sent';
  if (cancelled.failed.has('inviter')) throw notACircleMember();
  if (alreadyMember && cancelled.failed.has(alreadyMember)) return 'already_member';
  if (cancelled.failed.has('lock')) return 'already_invited';
  throw new TransactionCancelled('invitation', cancelled);
}

/**
 * The request's whole part of an invitation by address, the same for every address: while the
 * inviter is still in the circle (index 0), the record the circle's members see and the outbox item
 * the stream worker delivers it from. Whose the address is, is never read in the request.
 */
export function addressInvitationWrites(circle: CircleItem, inviter: UserItem, email: string, message: string | undefined, origin: string, now: Date) {
  const id = newId(now.getTime());
  const createdAt = now.toISOString();
  const record: SentRecordItem = {
    ...sentRecordKey(circle.id, id),
    ...indexKeys(INDEXES.byKind, circleInvitesPk(circle.id), createdSk(createdAt, id)),
    id,
    circleId: circle.id,
    inviterId: inviter.id,
    byAddress: true,
    createdAt,
  };
  const outbox: OutboxItem & { [STREAM_EVENT_ATTRIBUTE]: string; [TTL_ATTRIBUTE]: number } = {
    ...outboxKey(id),
    id,
    circleId: circle.id,
    inviterId: inviter.id,
    email,
    message: message || null,
    origin,
    createdAt,
    [STREAM_EVENT_ATTRIBUTE]: STREAM_EVENTS.addressInvitation,
    [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + OUTBOX_KEPT_SECONDS,
  };
  return {
    inviter: circleMemberCheck(circle.id, inviter.id),
    record: { Put: { Item: record } },
    outbox: { Put: { Item: outbox, ConditionExpression: ITEM_ABSENT } },
  } satisfies Entries;
}

/** The outbox item goes once its invitation is delivered (or cannot be: its circle or inviter gone). */
export const removeOutbox = (id: string) => db.send(new DeleteCommand({ TableName: tableName, Key: outboxKey(id) }));

/**
 * Counts an invitation to an address against the day's limit; true while it is within it. Every
 * invitation by address takes its turn, whether or not a mail follows (docs/decisions.md).
 */
export async function takeMailTurn(email: string, now = new Date()): Promise<boolean> {
  return updateIf(
    countWithin(mailDayKey(email, now), 'count', INVITATION_MAILS_PER_ADDRESS_PER_DAY, Math.floor(now.getTime() / 1000) + MAIL_DAY_KEPT_SECONDS),
  );
}

/** One of a member's own invitations; anyone else's is not found. */
export async function getInvitation(userId: string, id: string): Promise<InvitationItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: invitationKey(userKey(userId).pk, id) }));
  return Item as InvitationItem | undefined;
}

/**
 * Settles a pending invitation once: the answer, the pending lock and the count together, and on
 * acceptance the membership (a private circle's included) in the same transaction. Answers the
 * invitation as settled, or null when it was no longer pending.
 */
export async function respondToInvitation(
  inviteeId: string,
  item: InvitationItem,
  status: InvitationResponse,
  now = new Date(),
): Promise<InvitationItem | null> {
  const respondedAt = now.toISOString();
  const settle: TransactItem[] = [
    {
      Update: updateOf(
        invitationKey(item.pk, item.id),
        { set: { status, respondedAt } },
        { if: '#status = :pending', names: { '#status': 'status' }, values: { ':pending': 'pending' } },
      ),
    },
    { Delete: { Key: lockOf(item) } },
    userCountersWrite(inviteeId, { pendingInvitationCount: -1 }),
  ];
  const settled =
    status === 'accepted'
      ? await addToCircle(item.circleId, inviteeId, 'invitation', settle, now, await circleJoinNotice(item.circleId, inviteeId, now))
      : !(await changeMembership({ settle }));
  return settled ? { ...item, status, respondedAt } : null;
}

/**
 * The writes that take an invitation away with its deleted circle (circle-deletion.ts): a pending
 * one's lock and its invitee's count go with it. The invitation must still be as read, so an answer
 * given meanwhile fails the transaction instead of leaving the count wrong.
 */
export function invitationRemovalWrites(item: CircleInvitationItem): TransactItem[] {
  if (!('status' in item)) return [{ Delete: { Key: sentRecordKey(item.circleId, item.id) } }];
  const pending = item.status === 'pending';
  return [
    {
      Delete: {
        Key: invitationKey(item.pk, item.id),
        ConditionExpression: '#status = :status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': item.status },
      },
    },
    ...(pending ? [{ Delete: { Key: lockOf(item) } }] : []),
    ...(pending && item.inviteeId ? [userCountersWrite(item.inviteeId, { pendingInvitationCount: -1 })] : []),
  ];
}

/** The byKind key conditions of a circle's invitation list, and of the invitations by address behind its records. */
export const circleInvitationsConditions = (circleId: string) => [
  keyCondition(INDEXES.byKind, circleInvitesPk(circleId)),
  keyCondition(INDEXES.byKind, addressInvitesPk(circleId)),
];

/** A member's invitations, newest first, pending and answered. */
export const listInvitationsOf = (userId: string) =>
  queryAll<InvitationItem>({ ...keyCondition(KEY, userKey(userId).pk, { beginsWith: INVITE_PREFIX }), ScanIndexForward: false });

/** A circle's invitation list, newest first: invitations to members and the records of those to addresses. */
export const listCircleInvitations = (circleId: string) =>
  queryAll<CircleInvitationItem>({ ...keyCondition(INDEXES.byKind, circleInvitesPk(circleId)), ScanIndexForward: false });

/**
 * Moves the invitations waiting under an address into the partition of the account just approved
 * with it, each in one transaction with its count. One whose removal from the address fails was
 * moved by a concurrent run; one to a circle the member already has a pending invitation to is
 * dropped instead of doubled. Never fails its caller, whose own change is made by then (an approval,
 * a sign-in): what is not moved now moves at the account's next sign-in.
 */
export async function claimAddressInvitations(email: string, userId: string): Promise<void> {
  try {
    const ownerPk = userKey(userId).pk;
    const waiting = await queryAll<InvitationItem>(keyCondition(KEY, addressPk(email), { beginsWith: INVITE_PREFIX }));
    for (const item of waiting) {
      const leaveAddress = {
        addressInvitation: { Delete: { Key: invitationKey(item.pk, item.id), ConditionExpression: ITEM_EXISTS } },
        addressLock: { Delete: { Key: lockOf(item) } },
      } satisfies Entries;
      const moved: InvitationItem = { ...item, ...invitationKey(ownerPk, item.id), inviteeId: userId };
      const cancelled = await changeMembership({
        ...leaveAddress,
        lock: { Put: { Item: { ...lockOf(moved), invitationId: item.id }, ConditionExpression: ITEM_ABSENT } },
        invitation: { Put: { Item: moved } },
        count: userCountersWrite(userId, { pendingInvitationCount: 1 }),
      });
      if (!cancelled || cancelled.failed.has('addressInvitation')) continue;
      if (!cancelled.failed.has('lock')) throw new TransactionCancelled('invitation hand-over', cancelled);
      await changeMembership(leaveAddress);
    }
  } catch (error) {
    logger.error('invitation hand-over failed', { errorName: error instanceof Error ? error.name : 'unknown' });
  }
}
