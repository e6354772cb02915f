/** POST /api/user/persona: onboarding. The user is refetched after, so gating moves on without a reload. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonaInput } from '#shared/member-schemas.ts';
import type { User } from '#shared/types/user.ts';
import { api, isApiError } from '@/lib/api-client.ts';
import { replaceCurrentUser } from '@/lib/auth/get-current-user.ts';
import { authKeys } from '@/lib/query-keys.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';

export const createPersona = (input: PersonaInput) => api.post<User>('/api/user/persona', input);

/**
 * `onSuccess` is taken here, not by `mutate()`: the new user moves the app to its next screen, which
 * unmounts the form, and a callback given to `mutate()` is dropped once its component is gone (the
 * welcome toast was lost that way now and then).
 */
export function useCreatePersona({ onSuccess }: Pick<MutationCallbacks<User, PersonaInput>, 'onSuccess'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPersona,
    onSuccess: (user, ...rest) => {
      void onSuccess?.(user, ...rest);
      replaceCurrentUser(queryClient, user);
    },
    // This 409 means another tab already finished onboarding: the fresh user moves this tab on too.
    onError: (error) => {
      if (isApiError(error, 409) && error.code === 'already_onboarded') return queryClient.invalidateQueries({ queryKey: authKeys.user() });
    },
  });
}
