import { notificationsRootKey } from '@/lib/query-keys.ts';

/** The list, the unread count and the last check sit under one root, so one invalidation refreshes them all. */
export const notificationsKeys = {
  root: notificationsRootKey,
  list: () => [...notificationsKeys.root, 'list'] as const,
  unreadCount: () => [...notificationsKeys.root, 'unread-count'] as const,
  lastCheck: () => [...notificationsKeys.root, 'last-check'] as const,
};
