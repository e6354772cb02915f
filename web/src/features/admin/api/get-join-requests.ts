/** GET /api/admin/pre-registration: join requests a referrer vouched for, awaiting an admin. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminJoinRequest } from '#shared/types/admin.ts';
import { api } from '@/lib/api-client.ts';
import { adminKeys } from './keys.ts';

export const getJoinRequests = () => api.get<AdminJoinRequest[]>('/api/admin/pre-registration');

export const joinRequestsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.joinRequests(),
    queryFn: getJoinRequests,
  });

export const useJoinRequests = () => useQuery(joinRequestsQueryOptions());
