/** POST /api/ai-guru/share/{id}: a stored exchange becomes a main-feed post (once; a second share answers the same post). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SharedAsPost } from '#shared/types/ai-guru.ts';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { aiGuruKeys } from './keys.ts';

export const shareConversation = (id: string) => api.post<SharedAsPost>(`/api/ai-guru/share/${encodeURIComponent(id)}`);

export function useShareConversation(callbacks: MutationCallbacks<SharedAsPost, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: shareConversation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiGuruKeys.conversations() }),
  });
}
