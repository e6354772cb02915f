/**
 * POST /api/conversations/{id}/read: the member has seen the thread, so its unread count goes back
 * to 0 (reading the messages changes nothing on the server). The inbox, with the navigation's
 * badge, is asked again after, unless it is being fetched already.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { messagesKeys } from './keys.ts';

export const markConversationRead = (conversationId: string) =>
  api.post<{ success: true }>(`/api/conversations/${encodeURIComponent(conversationId)}/read`);

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    // Not over a fetch already under way: "Show older conversations" pressed while this was in flight
    // would otherwise have its page cancelled by the inbox's refetch, and the press lost.
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() }, { cancelRefetch: false }),
  });
}
