/** Route group `notifications`. */
import type { NotificationsLastCheck } from '#shared/types/notification.ts';
import { latestNotificationAt, markAllNotificationsRead, markNotificationRead, markPostNotificationsRead } from '../../lib/notifications.ts';
import { listNotifications } from '../workflows/list-notifications.ts';
import { createGroupHandler } from '../../lib/handler.ts';
import { json, query } from '../../lib/http.ts';

export const handler = createGroupHandler('notifications', {
  'GET /api/notifications': async ({ event, caller }) =>
    json(200, await listNotifications(caller.user.id, { before: query(event, 'before') })),

  // The counter is kept on the user item on write; the gate has already read that item.
  'GET /api/notifications/unread-count': async ({ caller }) =>
    json(200, { count: Math.max(0, caller.user.unreadNotificationCount ?? 0) }),

  'GET /api/notifications/last-check': async ({ caller }) =>
    json(200, { timestamp: await latestNotificationAt(caller.user.id) } satisfies NotificationsLastCheck),

  'POST /api/notifications/{id}/read': async ({ caller, params }) => {
    await markNotificationRead(caller.user.id, params.id);
    return json(200, { success: true });
  },

  'POST /api/notifications/mark-all-read': async ({ caller }) => {
    await markAllNotificationsRead(caller.user.id);
    return json(200, { success: true });
  },

  // Opening a post settles the notifications about it.
  'POST /api/notifications/mark-post-read/{id}': async ({ caller, params }) => {
    await markPostNotificationsRead(caller.user.id, params.id);
    return json(200, { success: true });
  },
});
