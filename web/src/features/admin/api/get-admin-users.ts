/** GET /api/admin/users: every account, newest first (the Users tab). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '#shared/types.ts';
import { api } from '@/lib/api-client.ts';

/** Both user lists sit under this key, so one invalidation refreshes them together. */
export const adminUsersRootKey = ['admin', 'users'] as const;

export const getAdminUsers = () => api.get<AdminUser[]>('/api/admin/users');

export const adminUsersQueryOptions = () =>
  queryOptions({
    queryKey: [...adminUsersRootKey, 'list'],
    queryFn: getAdminUsers,
  });

export const useAdminUsers = () => useQuery(adminUsersQueryOptions());
