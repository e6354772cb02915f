/** GET /api/notifications/last-check: when the member's newest notification was made, polled every 30 s (spec §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLLING } from '@/config/limits.ts';
import type { NotificationsLastCheck } from '#shared/types/notification.ts';
import { api } from '@/lib/api-client.ts';
import { notificationsKeys } from './keys.ts';

export const getLastCheck = () => api.get<NotificationsLastCheck>('/api/notifications/last-check');

export const lastCheckQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.lastCheck(),
    queryFn: getLastCheck,
    refetchInterval: POLLING.lastCheck,
    // Pop-ups matter most while the tab is hidden, where TanStack Query would otherwise pause the poll.
    refetchIntervalInBackground: true,
  });

/** `enabled`: false holds the first request back (the shell asks once the first screen is drawn). */
export const useLastCheck = (enabled = true) => useQuery({ ...lastCheckQueryOptions(), enabled });
