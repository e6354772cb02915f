/** POST /api/user/archive: starts preparing an archive (202), or answers the one being prepared. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArchiveState } from '#shared/types/archive.ts';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { privacyKeys } from './keys.ts';

export const startArchive = () => api.post<ArchiveState>('/api/user/archive');

export function useStartArchive(callbacks: MutationCallbacks<ArchiveState, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: startArchive,
    // The answer is the archive's state: shown at once, and polled from there.
    onSuccess: (state, ...rest) => {
      queryClient.setQueryData(privacyKeys.archive(), state);
      return callbacks.onSuccess?.(state, ...rest);
    },
  });
}
