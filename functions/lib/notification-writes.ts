/**
 * Writing a notification, which every domain does inside its own transaction (a reply, a reaction,
 * an invitation, a decision on a join request, an admin alert): the item in its recipient's
 * partition (`USER#<id>` / `NOTIF#<id>`, ids sort by time) and the unread counter on the user item
 * moved in the same transaction, so the count is never computed at read time.
 *
 * A notification that stands for something ongoing (one member's reactions to one post) has a slot,
 * `USER#<id>` / `NOTIFSLOT#<name>`, naming its current id. Writing it again puts a new id (so it
 * sorts by its latest time and rises to the top) and deletes the one the slot named, in one
 * transaction whose conditions keep the unread count exact.
 *
 * Reading, marking and removing them is the notifications domain's (lib/notifications.ts).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Notification, NotificationType } from '#shared/types/notification.ts';
import { userKey } from './account.ts';
import { db, tableName } from './db/client.ts';
import { newId } from './db/ids.ts';
import { createdSk, indexKeys, ITEM_ABSENT, ITEM_EXISTS } from './db/keys.ts';
import { INDEXES, STREAM_EVENT_ATTRIBUTE, STREAM_EVENTS } from './db/schema.ts';
import type { Entries, TransactItem } from './db/transact.ts';
import { updateOf } from './db/update.ts';

export const NOTIFICATION_PREFIX = 'NOTIF#';
export const notificationKey = (userId: string, id: string) => ({ pk: userKey(userId).pk, sk: `${NOTIFICATION_PREFIX}${id}` });
export const SLOT_PREFIX = 'NOTIFSLOT#';
const slotKey = (userId: string, slot: string) => ({ pk: userKey(userId).pk, sk: `${SLOT_PREFIX}${slot}` });

export interface NotificationItem extends Notification {
  pk: string;
  sk: string;
  /** The circle whose content it is about: shown only while the recipient is in that circle. */
  circleId?: string | null;
  /** The post or reply whose words its message quotes: left out while that one is hidden for review. */
  quotesPostId?: string;
  [STREAM_EVENT_ATTRIBUTE]?: typeof STREAM_EVENTS.notification;
}

/**
 * byOwner: the notifications that name a member to others (`ACTOR#<memberId>`), so that erasing an
 * account removes each one (privacy/workflows/erasure.ts).
 */
export const actorPk = (memberId: string) => `ACTOR#${memberId}`;

export interface NewNotification {
  type: NotificationType;
  title: string;
  message: string;
  relatedPostId?: string | null;
  link?: string | null;
  metadata?: Record<string, string>;
  /** About a circle's content (a reply to a circle post): hidden from a recipient who left it. */
  circleId?: string | null;
  /** The member whose name it carries (the reactor, the replier, the inviter…): indexed, see actorPk. */
  actorId?: string;
  /** The post or reply whose words the message quotes (a new post, a reply): see workflows/list-notifications.ts. */
  quotesPostId?: string;
}

/** Counters kept on the user item. */
type UserCounter = 'unreadNotificationCount' | 'pendingInvitationCount' | 'impactTotal';

/**
 * The one write of a member's counters in a transaction: a transaction may touch the user item only
 * once, so every counter it moves goes into this Update.
 */
export function userCountersWrite(userId: string, deltas: Partial<Record<UserCounter, number>>): TransactItem {
  return { Update: updateOf(userKey(userId), { add: deltas }, ITEM_EXISTS) };
}

/**
 * The TransactWriteItems elements that deliver a notification: the item and the unread counter,
 * with any other counter of the recipient's that the same transaction moves.
 */
export function notificationWrites(
  userId: string,
  notification: NewNotification,
  now = new Date(),
  otherCounters: Partial<Record<UserCounter, number>> = {},
): TransactItem[] {
  return [{ Put: { Item: notificationItem(userId, notification, now) } }, userCountersWrite(userId, { ...otherCounters, unreadNotificationCount: 1 })];
}

/**
 * Delivers a notification at most once per recipient and `id` (a new post's, whose id it takes):
 * repeating the write fails its condition and changes nothing, so the caller may run it again.
 */
export function onceNotificationWrites(userId: string, id: string, notification: NewNotification, createdAt: Date) {
  return {
    notification: { Put: { Item: notificationItem(userId, notification, createdAt, id), ConditionExpression: ITEM_ABSENT } },
    count: userCountersWrite(userId, { unreadNotificationCount: 1 }),
  } satisfies Entries;
}

/**
 * Delivers the notification of `slot`, replacing the one delivered there before: an unread one
 * leaves the count as it is, a read one is unread again and counts once more. Read inside the
 * caller's retry loop: a concurrent rewrite or Mark Read fails a condition, and the caller retries.
 */
export async function slotNotificationWrites(
  userId: string,
  slot: string,
  notification: NewNotification,
  now = new Date(),
  otherCounters: Partial<Record<UserCounter, number>> = {},
): Promise<(TransactItem | null)[]> {
  const { Item: held } = await db.send(new GetCommand({ TableName: tableName, Key: slotKey(userId, slot), ConsistentRead: true }));
  const previousId = (held as { notificationId?: string } | undefined)?.notificationId;
  const previous = previousId
    ? ((await db.send(new GetCommand({ TableName: tableName, Key: notificationKey(userId, previousId), ConsistentRead: true }))).Item as
        | NotificationItem
        | undefined)
    : undefined;
  const item = notificationItem(userId, notification, now);
  return [
    { Put: { Item: item } },
    {
      Put: {
        Item: { ...slotKey(userId, slot), notificationId: item.id },
        ...(previousId
          ? { ConditionExpression: 'notificationId = :previous', ExpressionAttributeValues: { ':previous': previousId } }
          : { ConditionExpression: ITEM_ABSENT }),
      },
    },
    previous
      ? {
          Delete: {
            Key: notificationKey(userId, previous.id),
            ConditionExpression: 'isRead = :wasRead',
            ExpressionAttributeValues: { ':wasRead': previous.isRead },
          },
        }
      : null,
    userCountersWrite(userId, { ...otherCounters, unreadNotificationCount: previous && !previous.isRead ? 0 : 1 }),
  ];
}

/**
 * Where a notification's words name its actor (the reactor, the replier, the inviter…): stored as
 * this mark, in the message's first words and in the metadata's name, and read as the persona they
 * have now, "Former member" once they erased their account (docs/erasure.md). A name is never
 * stored with it, so a rename or an erasure leaves no old name in anyone's list.
 */
export const ACTOR_NAME = '{actor}';

export function notificationItem(userId: string, notification: NewNotification, now: Date, id = newId(now.getTime())): NotificationItem {
  return {
    ...notificationKey(userId, id),
    id,
    type: notification.type,
    title: notification.title,
    message: notification.message,
    isRead: false,
    createdAt: now.toISOString(),
    relatedPostId: notification.relatedPostId ?? null,
    link: notification.link ?? null,
    metadata: notification.metadata ?? {},
    circleId: notification.circleId ?? null,
    ...(notification.quotesPostId ? { quotesPostId: notification.quotesPostId } : {}),
    ...(notification.actorId ? indexKeys(INDEXES.byOwner, actorPk(notification.actorId), createdSk(now.toISOString(), id)) : {}),
    // Its arrival tells the member's devices (Web Push), after the write that made it.
    [STREAM_EVENT_ATTRIBUTE]: STREAM_EVENTS.notification,
  };
}
