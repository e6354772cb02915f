/** Route group `notifications`. */
import { createGroupHandler } from '../lib/handler.ts';
import { json } from '../lib/http.ts';

export const handler = createGroupHandler('notifications', {
  // The counter is kept on the user item on write; the gate has already read that item.
  'GET /api/notifications/unread-count': async ({ caller }) =>
    json(200, { count: caller.user.unreadNotificationCount ?? 0 }),
});
