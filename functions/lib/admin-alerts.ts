/**
 * Telling every admin of something that waits for them (issue 31: a post that may need care, a
 * member's report, an automatic flag): a notification in each admin's list, whose arrival pushes it
 * to their browsers like any other (streams/handler.ts). Run in the stream worker, off the member's
 * request.
 */
import { keyCondition } from './db/keys.ts';
import { queryAll } from './db/query.ts';
import { inParallel } from './in-parallel.ts';
import { INDEXES } from './db/schema.ts';
import { transact, TransactionCancelled } from './db/transact.ts';
import { type NewNotification, onceNotificationWrites } from './notification-writes.ts';
import { userKindPk, type UserItem } from './account.ts';

/**
 * The admins to tell: admins are approved by configuration, so they are among the approved (or,
 * before their persona, the pre-approved); a suspended admin hears nothing. Admins are few and the
 * list is read only off the request, for something rare, so a filtered Query serves it without an
 * index of its own.
 */
async function listAdmins(): Promise<Pick<UserItem, 'id'>[]> {
  const adminsIn = (status: 'approved' | 'preapproved') => {
    const condition = keyCondition(INDEXES.byKind, userKindPk(status));
    return queryAll<Pick<UserItem, 'id' | 'isSuspended'>>({
      ...condition,
      FilterExpression: 'isAdmin = :true',
      ProjectionExpression: 'id, isSuspended',
      ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ':true': true },
    });
  };
  const admins = (await Promise.all([adminsIn('approved'), adminsIn('preapproved')])).flat();
  return admins.filter((admin) => admin.isSuspended !== true);
}

/**
 * Delivers `notification` to every admin, once each under `id`: run again (a retried stream batch),
 * it skips those who have it already. Answers how many were told this time.
 */
export async function alertAdmins(id: string, notification: NewNotification, now = new Date()): Promise<number> {
  let told = 0;
  // A few at a time: someone who may need care should not wait for each admin in turn.
  await inParallel(await listAdmins(), async (admin) => {
    const cancelled = await transact(onceNotificationWrites(admin.id, id, notification, now));
    if (cancelled?.failed.has('notification')) return;
    if (cancelled) throw new TransactionCancelled('admin alert', cancelled);
    told++;
  });
  return told;
}
