/**
 * A member's notifications once written (lib/notification-writes.ts writes them, in the writer's
 * own transaction): as their recipient reads them, marking them read (the unread counter on the user
 * item moved in the same transaction), and removing them when what they are about is gone.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Notification } from '#shared/types/notification.ts';
import { db, tableName } from './db/client.ts';
import { ITEM_EXISTS, keyCondition, type TableKey } from './db/keys.ts';
import { batchDelete, batchGet, batchLookup, queryPage, type Cursor } from './db/query.ts';
import { INDEXES, KEY, TTL_ATTRIBUTE } from './db/schema.ts';
import { backOff, transact, type TransactItem } from './db/transact.ts';
import { updateOf } from './db/update.ts';
import { notFound } from './errors.ts';
import { expiresAfterDays, READ_NOTIFICATION_DAYS } from './retention.ts';
import { personaOf } from './persona.ts';
import { userKey, type UserItem } from './account.ts';
import { NOTIFICATION_PREFIX, notificationKey, SLOT_PREFIX, type NotificationItem, actorPk, userCountersWrite, ACTOR_NAME } from './notification-writes.ts';

/** The metadata entries that name the actor (a join request's `memberName` is no member's: it has no actor). */
const ACTOR_NAME_KEYS = ['authorName', 'memberName', 'inviterName'] as const;

const actorIdOf = (item: NotificationItem): string | undefined => {
  const owner = (item as unknown as Record<string, unknown>)[INDEXES.byOwner.pk];
  return typeof owner === 'string' && owner.startsWith(actorPk('')) ? owner.slice(actorPk('').length) : undefined;
};

// Only the answer's own fields: never the keys, the circle or who is named (the actor index).
// Notifications written before the mark held the actor's name where the mark is now: the same
// places, so the same rule reads them, with the name they have now.
function toNotification(item: NotificationItem, userOf: (key: TableKey) => UserItem | undefined): Notification {
  const { id, type, title, isRead, createdAt, relatedPostId, link } = item;
  let { message, metadata } = item;
  const actorId = actorIdOf(item);
  if (actorId) {
    const name = personaOf(userOf(userKey(actorId))).anonymousName;
    const key = ACTOR_NAME_KEYS.find((k) => metadata[k] !== undefined);
    const stored = key ? metadata[key]! : ACTOR_NAME;
    if (message.startsWith(stored)) message = `${name}${message.slice(stored.length)}`;
    if (key) metadata = { ...metadata, [key]: name };
  }
  return { id, type, title, message, isRead, createdAt, relatedPostId, link, metadata };
}

/** Stored notifications as their recipient is shown them: the members they name read in one BatchGetItem. */
export async function toNotifications(items: NotificationItem[]): Promise<Notification[]> {
  const get = await batchLookup(items.flatMap((item) => [actorIdOf(item)].filter((id) => id !== undefined).map(userKey)));
  return items.map((item) => toNotification(item, get<UserItem>));
}

/** Whose a stored notification is: its partition is theirs. */
const recipientOf = (item: TableKey) => item.pk.slice(userKey('').pk.length);

/** A stored notification (as the table's stream carries it) as its recipient and what they are shown. */
export async function deliveredNotification(item: NotificationItem): Promise<{ userId: string; notification: Notification }> {
  const [notification] = await toNotifications([item]);
  return { userId: recipientOf(item), notification: notification! };
}

async function readNotificationItems(userId: string, limit: number): Promise<NotificationItem[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      ...keyCondition(KEY, userKey(userId).pk, { beginsWith: NOTIFICATION_PREFIX }),
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items as NotificationItem[];
}

/** When the member's newest notification was made: browsers poll it to know when to pop one up. */
export async function latestNotificationAt(userId: string): Promise<string | null> {
  const [newest] = await readNotificationItems(userId, 1);
  return newest?.createdAt ?? null;
}

/** Where a page resumes: after the notification with this id. */
export const NOTIFICATION_CURSOR = /^[\w-]{1,40}$/;
/** Read beyond the page, so that the few a page hides seldom cost a second read. */
export const HIDDEN_SLACK = 5;

/** Read, a notification is kept 90 days more, then time to live removes it (docs/retention.md). */
const markReadWrite = (userId: string, id: string, now = new Date()): TransactItem => ({
  Update: updateOf(
    notificationKey(userId, id),
    { set: { isRead: true, [TTL_ATTRIBUTE]: expiresAfterDays(READ_NOTIFICATION_DAYS, now) } },
    { if: `${ITEM_EXISTS} AND isRead = :false`, values: { ':false': false } },
  ),
});

/** Marks one unread notification read and lowers the counter; reading it twice changes nothing. */
export async function markNotificationRead(userId: string, id: string): Promise<void> {
  const cancelled = await transact([markReadWrite(userId, id), userCountersWrite(userId, { unreadNotificationCount: -1 })]);
  if (!cancelled) return;
  // Already read is fine; a notification that is not this member's is not found.
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: notificationKey(userId, id) }));
  if (!Item) throw notFound('Notification not found');
}

/** Unread notifications marked read per transaction, with the one counter write beside them. */
const MARKED_PER_TRANSACTION = 99;
const MARK_ATTEMPTS = 8;

/**
 * Marks read every unread notification `which` picks, however many: read page by page (only the
 * unread ones come back), marked 99 to a transaction with the counter lowered by as many in it. One
 * that was marked read meanwhile fails its condition and drops out; the rest are tried again.
 */
async function markUnreadRead(userId: string, which: (n: NotificationItem) => boolean): Promise<void> {
  const condition = keyCondition(KEY, userKey(userId).pk, { beginsWith: NOTIFICATION_PREFIX });
  const unreadOnly = {
    ...condition,
    FilterExpression: 'isRead = :false',
    ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ':false': false },
  };
  let cursor: Cursor | null = null;
  do {
    const page: { items: NotificationItem[]; next: Cursor | null } = await queryPage<NotificationItem>(unreadOnly, 1000, cursor);
    const ids = page.items.filter(which).map((n) => n.id);
    for (let i = 0; i < ids.length; i += MARKED_PER_TRANSACTION) await markRead(userId, ids.slice(i, i + MARKED_PER_TRANSACTION));
    cursor = page.next;
  } while (cursor);
}

async function markRead(userId: string, ids: readonly string[]): Promise<void> {
  let pending = [...ids];
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt >= MARK_ATTEMPTS) throw new Error('marking notifications read kept colliding with other writes');
    if (attempt) await backOff(attempt);
    const cancelled = await transact<Record<string, TransactItem>>({
      ...Object.fromEntries(pending.map((id) => [`read#${id}`, markReadWrite(userId, id)])),
      count: userCountersWrite(userId, { unreadNotificationCount: -pending.length }),
    });
    if (!cancelled) return;
    pending = pending.filter((id) => !cancelled.failed.has(`read#${id}`));
  }
}

export const markAllNotificationsRead = (userId: string) => markUnreadRead(userId, () => true);

export const markPostNotificationsRead = (userId: string, postId: string) =>
  markUnreadRead(userId, (n) => n.relatedPostId === postId);

/** On leaving a circle: its notifications leave the list, so they leave the unread count too. */
export const markCircleNotificationsRead = (userId: string, circleId: string) =>
  markUnreadRead(userId, (n) => n.circleId === circleId);

/** Notifications removed per transaction, with the one counter write beside them. */
const REMOVED_PER_TRANSACTION = 99;

/** A member's notifications in their partition whose `attribute` is `value` (a filtered Query, a page at a time). */
const notificationsWhere = (userId: string, attribute: 'circleId' | 'relatedPostId', value: string) => {
  const condition = keyCondition(KEY, userKey(userId).pk, { beginsWith: NOTIFICATION_PREFIX });
  return {
    ...condition,
    FilterExpression: '#attribute = :value',
    ExpressionAttributeNames: { ...condition.ExpressionAttributeNames, '#attribute': attribute },
    ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ':value': value },
  };
};

/**
 * Removes one member's notifications, with the unread count lowered by the unread ones among them:
 * each removal holds only while the notification is as read, so one marked read (or rewritten)
 * meanwhile fails its transaction, and what is left of it is read again and removed. Run again
 * after a failure, it finds only what is left.
 */
async function removeMemberNotifications(userId: string, items: readonly NotificationItem[]): Promise<void> {
  let pending = [...items];
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt >= MARK_ATTEMPTS) throw new Error('removing notifications kept colliding with other writes');
    if (attempt) await backOff(attempt);
    const collided: NotificationItem[] = [];
    for (let i = 0; i < pending.length; i += REMOVED_PER_TRANSACTION) {
      const chunk = pending.slice(i, i + REMOVED_PER_TRANSACTION);
      const unread = chunk.filter((n) => !n.isRead).length;
      const cancelled = await transact([
        ...chunk.map(
          (n): TransactItem => ({
            Delete: { Key: notificationKey(userId, n.id), ConditionExpression: 'isRead = :wasRead', ExpressionAttributeValues: { ':wasRead': n.isRead } },
          }),
        ),
        unread ? userCountersWrite(userId, { unreadNotificationCount: -unread }) : null,
      ]);
      if (cancelled) collided.push(...chunk);
    }
    pending = collided.length ? await batchGet<NotificationItem>(collided.map((n) => notificationKey(userId, n.id))) : [];
  }
}

/**
 * Removes every notification of a member's about a deleted circle (circle-deletion.ts), however
 * many, then the slots left naming a notification that is gone.
 */
export async function removeCircleNotifications(userId: string, circleId: string): Promise<void> {
  let cursor: Cursor | null = null;
  do {
    const page: { items: NotificationItem[]; next: Cursor | null } = await queryPage<NotificationItem>(notificationsWhere(userId, 'circleId', circleId), 1000, cursor);
    await removeMemberNotifications(userId, page.items);
    cursor = page.next;
  } while (cursor);
  await removeOrphanSlots(userId);
}

/** A page of the keys of a member's notifications about a post (replies and reactions to it, for its author). */
export async function postNotificationKeys(userId: string, postId: string, cursor: Cursor | null): Promise<{ keys: TableKey[]; next: Cursor | null }> {
  const { items, next } = await queryPage<NotificationItem>(notificationsWhere(userId, 'relatedPostId', postId), 1000, cursor);
  return { keys: items.map(({ pk, sk }) => ({ pk, sk })), next };
}

/** The key of the new_post notification a member was given for a post: it takes the post's id. */
export const newPostNotificationKey = (userId: string, postId: string): TableKey => notificationKey(userId, postId);

/**
 * Removes the notifications at `keys` (any members'; those already gone are skipped), each member's
 * unread count kept exact, then the slots of theirs left naming none.
 */
export async function removeNotificationsAt(keys: readonly TableKey[]): Promise<void> {
  const byMember = new Map<string, NotificationItem[]>();
  for (const item of await batchGet<NotificationItem>([...keys])) {
    const userId = recipientOf(item);
    byMember.set(userId, [...(byMember.get(userId) ?? []), item]);
  }
  await Promise.all(
    [...byMember].map(async ([userId, items]) => {
      await removeMemberNotifications(userId, items);
      await removeOrphanSlots(userId);
    }),
  );
}

/** Slots whose notification is gone: a later write to the slot would find none to replace anyway. */
async function removeOrphanSlots(userId: string): Promise<void> {
  let cursor: Cursor | null = null;
  do {
    const page: { items: { pk: string; sk: string; notificationId: string }[]; next: Cursor | null } = await queryPage(
      keyCondition(KEY, userKey(userId).pk, { beginsWith: SLOT_PREFIX }),
      1000,
      cursor,
    );
    const get = await batchLookup(page.items.map((slot) => notificationKey(userId, slot.notificationId)));
    const orphans = page.items.filter((slot) => !get(notificationKey(userId, slot.notificationId)));
    await batchDelete(orphans.map(({ pk, sk }) => ({ pk, sk })));
    cursor = page.next;
  } while (cursor);
}
