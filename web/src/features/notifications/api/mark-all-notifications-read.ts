/** POST /api/notifications/mark-all-read: then the list and the unread count are refreshed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { notificationsKeys } from './keys.ts';

export const markAllNotificationsRead = () => api.post<{ success: boolean }>('/api/notifications/mark-all-read');

export function useMarkAllNotificationsRead(callbacks: MutationCallbacks<{ success: boolean }, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.root }),
  });
}
