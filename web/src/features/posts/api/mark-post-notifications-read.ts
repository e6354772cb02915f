/**
 * POST /api/notifications/mark-post-read/{id}: opening a post settles the notifications about it,
 * then the notification list and the unread count are refreshed. Once per post page, when the
 * browser is first idle: the post's own code and data come first on a slow network.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client.ts';
import { useIdle } from '@/lib/use-idle.ts';
import { notificationsRootKey } from '@/lib/query-keys.ts';

export const markPostNotificationsRead = (postId: string) =>
  api.post<{ success: boolean }>(`/api/notifications/mark-post-read/${encodeURIComponent(postId)}`);

export function useMarkPostNotificationsRead(postId: string) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: markPostNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsRootKey }),
    // Nothing to tell the member: the post is open either way.
    onError: (error) => console.warn('Marking the post’s notifications read failed', error),
  });
  const idle = useIdle();
  useEffect(() => {
    if (idle) mutate(postId);
  }, [idle, mutate, postId]);
}
