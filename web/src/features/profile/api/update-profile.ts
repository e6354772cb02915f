/** PATCH /api/user/profile: persona fields; the current user is refreshed after. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput } from '../../../../../shared/schemas.ts';
import type { User } from '../../../../../shared/types.ts';
import { api } from '@/lib/api-client.ts';
import { replaceCurrentUser } from '@/lib/auth/get-current-user.ts';

export const updateProfile = (input: ProfileInput) => api.patch<User>('/api/user/profile', input);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => replaceCurrentUser(queryClient, user),
  });
}
