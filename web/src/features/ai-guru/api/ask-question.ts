/**
 * POST /api/ai-guru/question: one question with the settings it was asked in and the running
 * conversation so far. The server stores the exchange, so the History list is refreshed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuideQuestion } from '#shared/ai-guru-schemas.ts';
import type { GuideAnswer } from '#shared/types/ai-guru.ts';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { aiGuruKeys } from './keys.ts';

export const askQuestion = (question: GuideQuestion) => api.post<GuideAnswer>('/api/ai-guru/question', question);

export function useAskQuestion(callbacks: MutationCallbacks<GuideAnswer, GuideQuestion> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: askQuestion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiGuruKeys.conversations() }),
  });
}
