/** POST /api/notifications/{id}/read: then the list and the unread count are refreshed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { notificationsKeys } from './keys.ts';

export const markNotificationRead = (id: string) =>
  api.post<{ success: boolean }>(`/api/notifications/${encodeURIComponent(id)}/read`);

export function useMarkNotificationRead(callbacks: MutationCallbacks<{ success: boolean }, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.root }),
  });
}
