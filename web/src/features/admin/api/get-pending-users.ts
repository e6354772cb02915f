/** GET /api/admin/users/pending: accounts awaiting approval, with or without a persona yet (the Pending tab). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '#shared/types/admin.ts';
import { api } from '@/lib/api-client.ts';
import { adminKeys } from './keys.ts';

export const getPendingUsers = () => api.get<AdminUser[]>('/api/admin/users/pending');

export const pendingUsersQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.pendingUsers(),
    queryFn: getPendingUsers,
  });

export const usePendingUsers = () => useQuery(pendingUsersQueryOptions());
