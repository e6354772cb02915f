/** PATCH /api/user/profile: persona fields; the current user is refreshed after. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput } from '#shared/member-schemas.ts';
import type { User } from '#shared/types/user.ts';
import { api } from '@/lib/api-client.ts';
import { replaceCurrentUser } from '@/lib/auth/get-current-user.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';

export const updateProfile = (input: ProfileInput) => api.patch<User>('/api/user/profile', input);

export function useUpdateProfile(callbacks: MutationCallbacks<User, ProfileInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: updateProfile,
    // The fresh user is in place before the screen's own reaction (e.g. leaving edit mode) runs.
    onSuccess: (...args: Parameters<NonNullable<typeof callbacks.onSuccess>>) => {
      const refreshed = replaceCurrentUser(queryClient, args[0]);
      void callbacks.onSuccess?.(...args);
      return refreshed;
    },
  });
}
