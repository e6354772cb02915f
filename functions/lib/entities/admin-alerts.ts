/**
 * Telling every admin of something that waits for them (issue 31): a notification each, and, as
 * every notification does, a push to their signed-in browsers (the stream worker, push.ts). Called
 * from the stream worker, off the member's request. The notification names no member: what it is
 * about waits in the admin panel.
 */
import { appLinks } from '#shared/app-links.ts';
import { transact, TransactionCancelled } from '../db/transact.ts';
import { notificationWrites, type NewNotification } from './notification.ts';
import { listUsersByStatus, type UserItem } from './user.ts';

/** Admins hold an approved account, or a pre-approved one not yet onboarded; a suspended admin hears nothing. */
async function listAdmins(): Promise<UserItem[]> {
  const lists = await Promise.all((['approved', 'preapproved'] as const).map(listUsersByStatus));
  return lists.flat().filter((user) => user.isAdmin && !user.isSuspended);
}

/**
 * Notifies every admin: one notification each (its unread count with it), leading to the admin
 * panel. Answers how many were told. One admin's failed write does not keep it from the others; the
 * first failure is thrown afterwards, so the stream worker tries the record again.
 */
export async function alertAdmins(alert: Pick<NewNotification, 'type' | 'title' | 'message'>, now = new Date()): Promise<number> {
  const admins = await listAdmins();
  const notification: NewNotification = { ...alert, link: appLinks.admin() };
  const outcomes = await Promise.allSettled(
    admins.map(async (admin) => {
      const cancelled = await transact(notificationWrites(admin.id, notification, now));
      if (cancelled) throw new TransactionCancelled('admin alert', cancelled);
    }),
  );
  const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return admins.length;
}
