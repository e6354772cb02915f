/** GET /api/notifications/unread-count: the badge on the bell and the Notifications entry, polled every 30 s. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLLING } from '@/config/limits.ts';
import type { CountResponse } from '#shared/types/api.ts';
import { api } from '@/lib/api-client.ts';
import { notificationsKeys } from './keys.ts';

export const getUnreadCount = () => api.get<CountResponse>('/api/notifications/unread-count');

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.unreadCount(),
    queryFn: getUnreadCount,
    refetchInterval: POLLING.counts,
  });

/** `enabled`: false holds the first request back (the shell asks once the first screen is drawn). */
export const useUnreadCount = (enabled = true) => useQuery({ ...unreadCountQueryOptions(), enabled });
