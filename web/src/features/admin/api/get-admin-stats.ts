/** GET /api/admin/stats: the stats row. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '#shared/types/admin.ts';
import { api } from '@/lib/api-client.ts';
import { adminKeys } from './keys.ts';

export const getAdminStats = () => api.get<AdminStats>('/api/admin/stats');

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: getAdminStats,
  });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
