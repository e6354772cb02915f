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
import { notificationsKeys } from './keys.ts';

export const getNotifications = (before: string | null, signal?: AbortSignal) =>
  api.get<Notification[]>(`/api/notifications${before ? `?${new URLSearchParams({ before })}` : ''}`, { signal });

/** A notification that moved between pages while they were fetched one after another is shown once. */
const once = (notifications: Notification[]) => [...new Map(notifications.map((n) => [n.id, n])).values()];

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.length === NOTIFICATIONS_PER_PAGE ? page.at(-1)!.id : undefined),
    select: (data) => once(data.pages.flat()),
    refetchInterval: POLLING.notifications,
  });

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions());

/** The list as fresh as the server has it, through the shared query (so the bell and the page follow). */
export const fetchNotifications = async (queryClient: QueryClient) =>
  once((await queryClient.fetchInfiniteQuery(notificationsQueryOptions())).pages.flat());
