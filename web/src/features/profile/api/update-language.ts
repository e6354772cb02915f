/** PATCH /api/user/language: the interface's language, kept on the member; the current user is refreshed after. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LanguageInput } from '#shared/member-schemas.ts';
import type { User } from '#shared/types/user.ts';
import { api } from '@/lib/api-client.ts';
import { replaceCurrentUser } from '@/lib/auth/get-current-user.ts';
import { setLanguage } from '@/lib/i18n.tsx';
import type { MutationCallbacks } from '@/lib/react-query.ts';

export const updateLanguage = (input: LanguageInput) => api.patch<User>('/api/user/language', input);

export function useUpdateLanguage(callbacks: MutationCallbacks<User, LanguageInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: updateLanguage,
    // The screen speaks the new language before it says so.
    onSuccess: async (...args: Parameters<NonNullable<typeof callbacks.onSuccess>>) => {
      await Promise.all([replaceCurrentUser(queryClient, args[0]), setLanguage(args[1].language)]);
      await callbacks.onSuccess?.(...args);
    },
  });
}
