/** A change an admin makes: when it settles, the admin queries that may show it are fetched again. */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { adminKeys } from './keys.ts';

/**
 * `refresh` defaults to every admin view (the lists, the counts, the log), which a deletion changes.
 * Refreshed after a refusal too: another admin may have made the change first.
 */
export function useAdminMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  callbacks: MutationCallbacks<TData, TVariables> = {},
  refresh: QueryKey = adminKeys.root,
) {
  const queryClient = useQueryClient();
  return useMutation({ ...callbacks, mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: refresh }) });
}
