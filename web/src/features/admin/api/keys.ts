import type { AdminPostFilter } from '#shared/types/admin.ts';
import { adminJoinRequestsQueryKey } from '@/lib/query-keys.ts';

/**
 * Every admin query sits under `['admin']`. Both user lists sit under `['admin', 'users']`, so one
 * invalidation refreshes them together. The join requests' key lives in lib: joining refreshes it too.
 */
export const adminKeys = {
  root: ['admin'] as const,
  stats: () => [...adminKeys.root, 'stats'] as const,
  log: () => [...adminKeys.root, 'log'] as const,
  users: () => [...adminKeys.root, 'users'] as const,
  userList: () => [...adminKeys.users(), 'list'] as const,
  pendingUsers: () => [...adminKeys.users(), 'pending'] as const,
  joinRequests: () => adminJoinRequestsQueryKey,
  meditationRegistrations: () => [...adminKeys.root, 'meditation-registrations'] as const,
  posts: () => [...adminKeys.root, 'posts'] as const,
  postList: (filter: AdminPostFilter, search: string) => [...adminKeys.posts(), filter, search] as const,
  reports: () => [...adminKeys.root, 'reports'] as const,
  needsCare: () => [...adminKeys.root, 'needs-care'] as const,
  circles: () => [...adminKeys.root, 'circles'] as const,
  moderationSettings: () => [...adminKeys.root, 'settings', 'moderation'] as const,
};
