/**
 * Sharing a stored exchange as a main-feed post (once; a second share answers the same post).
 * History names it by id (POST /api/ai-guru/share/{id}); the chat sends the words it shows with
 * the id (POST /api/ai-guru/share-chat), which the server shares only if they are that exchange's.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SharedAsPost } from '#shared/types/ai-guru.ts';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { aiGuruKeys } from './keys.ts';

export interface ShareTarget {
  conversationId: string;
  /** The question and answer as the chat shows them. */
  chat?: { question: string; response: string };
}

export const shareConversation = ({ conversationId, chat }: ShareTarget) =>
  chat
    ? api.post<SharedAsPost>('/api/ai-guru/share-chat', { conversationId, ...chat })
    : api.post<SharedAsPost>(`/api/ai-guru/share/${encodeURIComponent(conversationId)}`);

export function useShareConversation(callbacks: MutationCallbacks<SharedAsPost, ShareTarget> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: shareConversation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiGuruKeys.conversations() }),
  });
}
