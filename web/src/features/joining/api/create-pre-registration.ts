/** POST /api/pre-registration: a visitor asks to join, naming a member as referrer. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreRegistrationInput } from '#shared/joining-schemas.ts';
import type { PreRegistrationAnswer } from '#shared/types/joining.ts';
import { api } from '@/lib/api-client.ts';
import { adminJoinRequestsQueryKey } from '@/lib/query-keys.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';

export const createPreRegistration = (input: PreRegistrationInput) =>
  api.post<PreRegistrationAnswer>('/api/pre-registration', input, { idempotent: true });

export function useCreatePreRegistration(callbacks: MutationCallbacks<PreRegistrationAnswer, PreRegistrationInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: createPreRegistration,
    // Spec §7: the admin's pre-registration list is invalidated on success.
    onSettled: (_data, error) => {
      if (!error) void queryClient.invalidateQueries({ queryKey: adminJoinRequestsQueryKey });
    },
  });
}
