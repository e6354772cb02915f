/** POST /api/user/persona: onboarding. The user is refetched after, so gating moves on without a reload. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonaInput } from '#shared/member-schemas.ts';
import type { User } from '#shared/types/user.ts';
import { api, isApiError } from '@/lib/api-client.ts';
import { replaceCurrentUser } from '@/lib/auth/get-current-user.ts';
import { authKeys } from '@/lib/query-keys.ts';

export const createPersona = (input: PersonaInput) => api.post<User>('/api/user/persona', input);

export function useCreatePersona() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPersona,
    onSuccess: (user) => replaceCurrentUser(queryClient, user),
    // This 409 means another tab already finished onboarding: the fresh user moves this tab on too.
    onError: (error) => {
      if (isApiError(error, 409) && error.code === 'already_onboarded') return queryClient.invalidateQueries({ queryKey: authKeys.user() });
    },
  });
}
