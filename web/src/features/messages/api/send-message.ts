/**
 * POST /api/conversations/{id}/messages, or POST /api/messages when there is no conversation yet:
 * one mutation for both, since the composer does not care which. Either refreshes the inbox and
 * the thread.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithCare } from '#shared/types/care.ts';
import type { SentMessage } from '#shared/types/message.ts';
import { api } from '@/lib/api-client.ts';
import { showingCare } from '@/lib/care.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { messagesKeys } from './keys.ts';
import { startConversation } from './start-conversation.ts';

/** Where a message goes: an existing conversation, or a member not yet talked with. */
export type MessageTarget = { conversationId: string } | { recipientId: string };

export const sendMessage = (conversationId: string, content: string) =>
  api.post<WithCare<SentMessage>>(`/api/conversations/${encodeURIComponent(conversationId)}/messages`, { content }, { idempotent: true }).then(showingCare);

export function useSendMessage(target: MessageTarget, callbacks: MutationCallbacks<SentMessage, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (content: string) =>
      'conversationId' in target ? sendMessage(target.conversationId, content) : startConversation(target.recipientId, content),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKeys.root }),
  });
}
