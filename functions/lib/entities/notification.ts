/**
 * Notifications live in their recipient's partition (`USER#<id>` / `NOTIF#<id>`, ids sort by
 * time), so a member's list is one Query. Creating one and marking one read move the unread
 * counter on the user item in the same transaction: the count is never computed at read time.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Notification, NotificationType } from '#shared/types/notification.ts';
import { db, tableName } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { ITEM_EXISTS, keyCondition } from '../db/keys.ts';
import { KEY } from '../db/schema.ts';
import { transact } from '../db/transact.ts';
import { notFound } from '../errors.ts';
import { userKey } from './user.ts';

const NOTIFICATION_PREFIX = 'NOTIF#';
const notificationKey = (userId: string, id: string) => ({ pk: userKey(userId).pk, sk: `${NOTIFICATION_PREFIX}${id}` });

interface NotificationItem extends Notification {
  pk: string;
  sk: string;
}

export interface NewNotification {
  type: NotificationType;
  title: string;
  message: string;
  relatedPostId?: string | null;
  link?: string | null;
  metadata?: Record<string, string>;
}

/** The TransactWriteItems elements that deliver a notification: the item and the counter. */
export function notificationWrites(userId: string, notification: NewNotification, now = new Date()) {
  const id = newId(now.getTime());
  const item: NotificationItem = {
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
  };
  return [
    { Put: { Item: item } },
    {
      Update: {
        Key: userKey(userId),
        UpdateExpression: 'ADD unreadNotificationCount :one',
        ConditionExpression: ITEM_EXISTS,
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
  ];
}

const toNotification = ({ pk: _pk, sk: _sk, ...rest }: NotificationItem): Notification => rest;

export async function listNotifications(userId: string, limit = 50): Promise<Notification[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      ...keyCondition(KEY, userKey(userId).pk, { beginsWith: NOTIFICATION_PREFIX }),
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items as NotificationItem[]).map(toNotification);
}

/** Marks one unread notification read and lowers the counter; reading it twice changes nothing. */
export async function markNotificationRead(userId: string, id: string): Promise<void> {
  const cancelled = await transact([
    {
      Update: {
        Key: notificationKey(userId, id),
        UpdateExpression: 'SET isRead = :true',
        ConditionExpression: `${ITEM_EXISTS} AND isRead = :false`,
        ExpressionAttributeValues: { ':true': true, ':false': false },
      },
    },
    {
      Update: {
        Key: userKey(userId),
        UpdateExpression: 'ADD unreadNotificationCount :minus',
        ExpressionAttributeValues: { ':minus': -1 },
      },
    },
  ]);
  if (!cancelled) return;
  // Already read is fine; a notification that is not this member's is not found.
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: notificationKey(userId, id) }));
  if (!Item) throw notFound('Notification not found');
}

async function markUnreadRead(userId: string, which: (n: Notification) => boolean): Promise<void> {
  const unread = (await listNotifications(userId, 1000)).filter((n) => !n.isRead && which(n));
  for (const notification of unread) await markNotificationRead(userId, notification.id);
}

export const markAllNotificationsRead = (userId: string) => markUnreadRead(userId, () => true);

export const markPostNotificationsRead = (userId: string, postId: string) =>
  markUnreadRead(userId, (n) => n.relatedPostId === postId);
