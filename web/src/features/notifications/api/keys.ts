import { notificationsRootKey } from '@/lib/query-keys.ts';

/** The list and the unread count sit under one root, so one invalidation refreshes both. */
export const notificationsKeys = {
  root: notificationsRootKey,
  list: () => [...notificationsKeys.root, 'list'] as const,
  unreadCount: () => [...notificationsKeys.root, 'unread-count'] as const,
};
