/**
 * POST /api/ai-guru/transcribe: a recorded question (multipart `audio`) → its words and the
 * recording's kept URL. The language the member chose helps the transcriber hear Hindi as Hindi.
 */
import { useMutation } from '@tanstack/react-query';
import type { GuideLanguage } from '#shared/ai-guru-schemas.ts';
import type { Transcription } from '#shared/types/ai-guru.ts';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';

export interface RecordedQuestion {
  clip: Blob;
  /** The recorder's measure in seconds: not sent (the server keeps no length for a transcription), handed back to onSuccess. */
  duration: number;
  language: GuideLanguage;
}

/** The server reads the recording's real type from its bytes; the name only gives the form part a file name. */
export function transcribeQuestion({ clip, language }: RecordedQuestion): Promise<Transcription> {
  const body = new FormData();
  body.append('audio', clip, 'question');
  body.append('language', language);
  return api.post<Transcription>('/api/ai-guru/transcribe', body);
}

export const useTranscribeQuestion = (callbacks: MutationCallbacks<Transcription, RecordedQuestion> = {}) =>
  useMutation({ ...callbacks, mutationFn: transcribeQuestion });
