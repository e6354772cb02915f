/**
 * Notifications live in their recipient's partition (`USER#<id>` / `NOTIF#<id>`, ids sort by
 * time), so a member's list is one Query. Creating one and marking one read move the unread
 * counter on the user item in the same transaction: the count is never computed at read time.
 *
 * A notification that stands for something ongoing (one member's reactions to one post) has a slot,
 * `USER#<id>` / `NOTIFSLOT#<name>`, naming its current id. Writing it again puts a new id (so it
 * sorts by its latest time and rises to the top) and deletes the one the slot named, in one
 * transaction whose conditions keep the unread count exact.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { NOTIFICATIONS_PER_PAGE } from '#shared/limits.ts';
import type { Notification, NotificationType } from '#shared/types/notification.ts';
import { db, tableName } from '../../lib/db/client.ts';
import { newId } from '../../lib/db/ids.ts';
import { createdSk, indexKeys, ITEM_ABSENT, ITEM_EXISTS, keyCondition, type TableKey } from '../../lib/db/keys.ts';
import { batchDelete, batchGet, batchLookup, queryPage, type Cursor } from '../../lib/db/query.ts';
import { INDEXES, KEY, STREAM_EVENT_ATTRIBUTE, STREAM_EVENTS, TTL_ATTRIBUTE } from '../../lib/db/schema.ts';
import { backOff, transact, type TransactItem } from '../../lib/db/transact.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { expiresAfterDays, READ_NOTIFICATION_DAYS } from '../../lib/retention.ts';
import { appLinks } from '#shared/app-links.ts';
import { personaOf } from '../../lib/persona.ts';
import { circleIdsOf, circleKey, type CircleItem } from '../../circles/items/circle.ts';
import { hiddenFrom } from '../../posts/workflows/post-visibility.ts';
import { userKey } from '../../lib/account.ts';
import type { UserItem } from '../../members/items/user.ts';

const NOTIFICATION_PREFIX = 'NOTIF#';
const notificationKey = (userId: string, id: string) => ({ pk: userKey(userId).pk, sk: `${NOTIFICATION_PREFIX}${id}` });
const SLOT_PREFIX = 'NOTIFSLOT#';
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
 * account removes each one (entities/erasure.ts).
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
  /** The post or reply whose words the message quotes (a new post, a reply): see withoutHiddenPosts. */
  quotesPostId?: string;
}

/** Counters kept on the user item. */
type UserCounter = 'unreadNotificationCount' | 'pendingInvitationCount' | 'impactTotal';

/**
 * The one write of a member's counters in a transaction: a transaction may touch the user item only
 * once, so every counter it moves goes into this Update.
 */
export function userCountersWrite(userId: string, deltas: Partial<Record<UserCounter, number>>): TransactItem {
  const names = Object.keys(deltas) as UserCounter[];
  return {
    Update: {
      Key: userKey(userId),
      UpdateExpression: `ADD ${names.map((name, i) => `${name} :d${i}`).join(', ')}`,
      ConditionExpression: ITEM_EXISTS,
      ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:d${i}`, deltas[name]])),
    },
  };
}

function notificationItem(userId: string, notification: NewNotification, now: Date, id = newId(now.getTime())): NotificationItem {
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
export function onceNotificationWrites(userId: string, id: string, notification: NewNotification, createdAt: Date): TransactItem[] {
  return [
    { Put: { Item: notificationItem(userId, notification, createdAt, id), ConditionExpression: ITEM_ABSENT } },
    userCountersWrite(userId, { unreadNotificationCount: 1 }),
  ];
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
 * The circle's creator hears that someone joined, unless it is they who joined or they turned
 * circle activity off. Written in the transaction that adds the member, so a join that changes
 * nothing notifies no one.
 */
export async function circleJoinNotice(circleId: string, memberId: string, now = new Date()): Promise<TransactItem[]> {
  const get = await batchLookup([circleKey(circleId), userKey(memberId)]);
  const circle = get<CircleItem>(circleKey(circleId));
  const member = get<UserItem>(userKey(memberId));
  if (!circle || !member || circle.creatorId === memberId) return [];
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: userKey(circle.creatorId) }));
  const creator = Item as UserItem | undefined;
  if (!creator || creator.notifyCircleActivity === false) return [];
  return notificationWrites(
    creator.id,
    {
      type: 'circle_join',
      title: 'New Circle Member',
      message: `${ACTOR_NAME} joined ${circle.name}.`,
      link: appLinks.circle(circle.id),
      metadata: { memberName: ACTOR_NAME, circleName: circle.name },
      circleId: circle.id,
      actorId: member.id,
    },
    now,
  );
}

/**
 * Where a notification's words name its actor (the reactor, the replier, the inviter…): stored as
 * this mark, in the message's first words and in the metadata's name, and read as the persona they
 * have now, "Former member" once they erased their account (docs/erasure.md). A name is never
 * stored with it, so a rename or an erasure leaves no old name in anyone's list.
 */
export const ACTOR_NAME = '{actor}';
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
async function toNotifications(items: NotificationItem[]): Promise<Notification[]> {
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
const NOTIFICATION_CURSOR = /^[\w-]{1,40}$/;
/** Read beyond the page, so that the few a page hides seldom cost a second read. */
const HIDDEN_SLACK = 5;

/**
 * A page of a member's notifications, newest first: `limit` of them, after `before` (the id of the
 * last one shown). One about a circle's content shows only while they are in that circle: a member
 * who leaves loses its posts at once, notifications included. The member's circles are read beside
 * the page; a page still short of what it hid reads on, so a short page is always the last.
 */
export async function listNotifications(
  userId: string,
  { before, limit = NOTIFICATIONS_PER_PAGE }: { before?: string; limit?: number } = {},
): Promise<Notification[]> {
  if (before !== undefined && !NOTIFICATION_CURSOR.test(before)) throw badRequest('Invalid cursor', 'invalid_cursor');
  const condition = { ...keyCondition(KEY, userKey(userId).pk, { beginsWith: NOTIFICATION_PREFIX }), ScanIndexForward: false };
  const read = (from: Cursor | null) => queryPage<NotificationItem>(condition, limit + HIDDEN_SLACK, from);
  const [first, inCircles] = await Promise.all([read(before === undefined ? null : notificationKey(userId, before)), circleIdsOf(userId)]);
  const shown: NotificationItem[] = [];
  for (let page = first; ; page = await read(page.next)) {
    const inView = page.items.filter((n) => !n.circleId || inCircles.has(n.circleId));
    shown.push(...(await withoutHiddenPosts(inView, userId)));
    if (!page.next || shown.length >= limit) break;
  }
  return toNotifications(shown.slice(0, limit));
}

/**
 * A new post's or a reply's notification quotes its words: while that post or reply is hidden for
 * review (issue 31 §3) the notification is left out, as the words are everywhere else, and back once
 * they are shown again. Older new-post notifications, stored before `quotesPostId`, quote their
 * related post.
 */
const quotedPostId = (n: NotificationItem) => n.quotesPostId ?? (n.type === 'new_post' ? (n.relatedPostId ?? undefined) : undefined);

async function withoutHiddenPosts(items: NotificationItem[], viewerId: string): Promise<NotificationItem[]> {
  const quoted = [...new Set(items.map(quotedPostId).filter((id): id is string => !!id))];
  if (!quoted.length) return items;
  // post.ts's key, spelled here: post.ts writes notifications, so importing it would be a cycle.
  const keyOf = (id: string): TableKey => ({ pk: `POST#${id}`, sk: 'POST' });
  const get = await batchLookup(quoted.map(keyOf));
  return items.filter((n) => {
    const id = quotedPostId(n);
    if (!id) return true;
    const post = get<{ authorId: string; quarantinedAt?: string }>(keyOf(id));
    return !post || !hiddenFrom(post, viewerId);
  });
}

/** Read, a notification is kept 90 days more, then time to live removes it (docs/retention.md). */
const markReadWrite = (userId: string, id: string, now = new Date()): TransactItem => ({
  Update: {
    Key: notificationKey(userId, id),
    UpdateExpression: 'SET isRead = :true, #ttl = :expires',
    ConditionExpression: `${ITEM_EXISTS} AND isRead = :false`,
    ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
    ExpressionAttributeValues: { ':true': true, ':false': false, ':expires': expiresAfterDays(READ_NOTIFICATION_DAYS, now) },
  },
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
    const cancelled = await transact([
      ...pending.map((id) => markReadWrite(userId, id)),
      userCountersWrite(userId, { unreadNotificationCount: -pending.length }),
    ]);
    if (!cancelled) return;
    pending = pending.filter((_, i) => cancelled[i] !== 'ConditionalCheckFailed');
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
