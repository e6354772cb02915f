/** GET /api/notifications: the member's notifications, newest first, polled every 15 s (spec §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLLING } from '@/config/limits.ts';
import type { Notification } from '#shared/types/notification.ts';
import { api } from '@/lib/api-client.ts';
import { notificationsKeys } from './keys.ts';

export const getNotifications = () => api.get<Notification[]>('/api/notifications');

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.list(),
    queryFn: getNotifications,
    refetchInterval: POLLING.notifications,
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());
