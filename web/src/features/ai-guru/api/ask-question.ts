/**
 * POST /api/ai-guru/question: one question with the settings it was asked in and the running
 * conversation so far. The answer is read as it is written (shared/guide-stream.ts): `onText` gets
 * the answer so far after each piece, and the call ends with the stored answer. An answer that
 * breaks off fails as a refused question does, with the server's status and message. The server
 * stores the exchange, so the History list is refreshed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuideQuestion } from '#shared/ai-guru-schemas.ts';
import { GUIDE_STREAM_TYPE, readGuideStream } from '#shared/guide-stream.ts';
import type { GuideAnswer } from '#shared/types/ai-guru.ts';
import { api, ApiError } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { aiGuruKeys } from './keys.ts';

export async function askQuestion(question: GuideQuestion, onText: (soFar: string) => void): Promise<GuideAnswer> {
  const response = await api.postForStream('/api/ai-guru/question', question, GUIDE_STREAM_TYPE, { idempotent: true });
  let soFar = '';
  for await (const event of readGuideStream(response.body!)) {
    if (event.type === 'text') onText((soFar += event.text));
    else if (event.type === 'answer') return event.answer;
    else throw new ApiError(event.status, '', JSON.stringify({ message: event.message, code: event.code }));
  }
  // The connection ended before the answer did.
  throw new ApiError(502, 'Bad Gateway', '');
}

interface AskCallbacks extends MutationCallbacks<GuideAnswer, GuideQuestion> {
  /** The answer so far, after each piece of it. */
  onText: (soFar: string) => void;
}

export function useAskQuestion({ onText, ...callbacks }: AskCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (question: GuideQuestion) => askQuestion(question, onText),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiGuruKeys.conversations() }),
  });
}
