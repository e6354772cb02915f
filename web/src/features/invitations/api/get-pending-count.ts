/** GET /api/invitations/pending-count: the badge on the Invitations entry, polled every 30 s. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLLING } from '@/config/limits.ts';
import type { CountResponse } from '#shared/types/api.ts';
import { api } from '@/lib/api-client.ts';
import { invitationsKeys } from './keys.ts';

export const getPendingCount = () => api.get<CountResponse>('/api/invitations/pending-count');

export const pendingCountQueryOptions = () =>
  queryOptions({
    queryKey: invitationsKeys.pendingCount(),
    queryFn: getPendingCount,
    refetchInterval: POLLING.counts,
  });

/** `enabled`: false holds the first request back (the shell asks once the first screen is drawn). */
export const usePendingCount = (enabled = true) => useQuery({ ...pendingCountQueryOptions(), enabled });
