import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { privacyKeys } from './keys.ts';

/** Every sign-out refreshes the list, whether or not it succeeded (another browser may have ended one meanwhile). */
export function useSessionsMutation<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>, callbacks: MutationCallbacks<TData, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({ ...callbacks, mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: privacyKeys.sessions() }) });
}
