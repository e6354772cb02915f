/** POST /api/notifications/mark-all-read: then the list and the unread count are refreshed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { notificationsRootKey } from './get-notifications.ts';

export const markAllNotificationsRead = () => api.post<{ success: boolean }>('/api/notifications/mark-all-read');

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsRootKey }),
  });
}
