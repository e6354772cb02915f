/** PATCH /api/user/notification-preferences: the six flags; the current user is refreshed after. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferencesInput } from '#shared/member-schemas.ts';
import type { User } from '#shared/types/user.ts';
import { api } from '@/lib/api-client.ts';
import { replaceCurrentUser } from '@/lib/auth/get-current-user.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';

export const updateNotificationPreferences = (input: NotificationPreferencesInput) =>
  api.patch<User>('/api/user/notification-preferences', input);

export function useUpdateNotificationPreferences(callbacks: MutationCallbacks<User, NotificationPreferencesInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: updateNotificationPreferences,
    // The fresh user is in place before the screen's own reaction (e.g. leaving edit mode) runs.
    onSuccess: (...args: Parameters<NonNullable<typeof callbacks.onSuccess>>) => {
      const refreshed = replaceCurrentUser(queryClient, args[0]);
      void callbacks.onSuccess?.(...args);
      return refreshed;
    },
  });
}
