/**
 * GET /api/notifications: the member's notifications, newest first, twenty to a page (the next page
 * starts after the last one shown), polled every 15 s (spec §7). The answer is the pages loaded so
 * far as one list; the bell shows its first 10.
 */
import { infiniteQueryOptions, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_PER_PAGE } from '#shared/limits.ts';
import type { Notification } from '#shared/types/notification.ts';
import { POLLING } from '@/config/limits.ts';
import { api } from '@/lib/api-client.ts';
import { nextAfterFullPage, pagesAsOneList } from '@/lib/paged-list.ts';
import { notificationsKeys } from './keys.ts';

export const getNotifications = (before: string | null, signal?: AbortSignal) =>
  api.get<Notification[]>(`/api/notifications${before ? `?${new URLSearchParams({ before })}` : ''}`, { signal });

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextAfterFullPage<Notification>(NOTIFICATIONS_PER_PAGE, (n) => n.id),
    select: pagesAsOneList,
    refetchInterval: POLLING.notifications,
  });

/** `enabled`: false holds the first request back (the shell asks once the first screen is drawn). */
export const useNotifications = (enabled = true) => useInfiniteQuery({ ...notificationsQueryOptions(), enabled });

/** The list as fresh as the server has it, through the shared query (so the bell and the page follow). */
export const fetchNotifications = async (queryClient: QueryClient) =>
  pagesAsOneList(await queryClient.fetchInfiniteQuery(notificationsQueryOptions()));
