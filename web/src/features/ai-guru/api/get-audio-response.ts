/**
 * POST /api/ai-guru/audio-response: an answer read aloud by the provider, as an audio file. With no
 * provider the server answers 503 `speech_unavailable` and the browser speaks the answer itself.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';

export const getAudioResponse = (text: string) => api.postForBlob('/api/ai-guru/audio-response', { text });

export const useAudioResponse = (callbacks: MutationCallbacks<Blob, string> = {}) => useMutation({ ...callbacks, mutationFn: getAudioResponse });
