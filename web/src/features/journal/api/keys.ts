import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationCallbacks } from '@/lib/react-query.ts';

/** The member's journal, `['journal', 'list']`. */
export const journalKeys = {
  root: ['journal'] as const,
  list: () => [...journalKeys.root, 'list'] as const,
};

/** Every journal change (create, edit, delete) refreshes the list, whether or not it succeeded. */
export function useJournalMutation<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>, callbacks: MutationCallbacks<TData, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({ ...callbacks, mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: journalKeys.root }) });
}
