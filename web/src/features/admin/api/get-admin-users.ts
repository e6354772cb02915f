/** GET /api/admin/users: every account, newest first (the Users tab). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '#shared/types/admin.ts';
import { api } from '@/lib/api-client.ts';
import { adminKeys } from './keys.ts';

export const getAdminUsers = () => api.get<AdminUser[]>('/api/admin/users');

export const adminUsersQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.userList(),
    queryFn: getAdminUsers,
  });

export const useAdminUsers = () => useQuery(adminUsersQueryOptions());
