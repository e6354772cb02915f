/** POST /api/meditation-registration: public; answers {success, message}. */
import { useMutation } from '@tanstack/react-query';
import type { MeditationRegistrationInput } from '#shared/meditation-schemas.ts';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';

export interface MeditationRegistrationResult {
  success: boolean;
  message: string;
}

export const createMeditationRegistration = (input: MeditationRegistrationInput) =>
  api.post<MeditationRegistrationResult>('/api/meditation-registration', input);

export const useCreateMeditationRegistration = (
  callbacks: MutationCallbacks<MeditationRegistrationResult, MeditationRegistrationInput> = {},
) => useMutation({ ...callbacks, mutationFn: createMeditationRegistration });
