/** PATCH /api/user/notification-preferences: the six flags; the current user is refreshed after. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferencesInput } from '../../../../../shared/schemas.ts';
import type { User } from '../../../../../shared/types.ts';
import { api } from '@/lib/api-client.ts';
import { replaceCurrentUser } from '@/lib/auth/get-current-user.ts';

export const updateNotificationPreferences = (input: NotificationPreferencesInput) =>
  api.patch<User>('/api/user/notification-preferences', input);

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (user) => replaceCurrentUser(queryClient, user),
  });
}
