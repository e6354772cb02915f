import { MutationCache, QueryCache, QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { GATE_CODES } from '#shared/types/api.ts';
import { isApiError } from './api-client.ts';
import { handleUnauthorized } from './auth/unauthorized.ts';
import { authKeys } from './query-keys.ts';

/** Refusals that mean "your membership state changed" (e.g. suspended while the tab was open). */
const MEMBERSHIP_GATE_CODES = new Set<string>([
  GATE_CODES.suspended,
  GATE_CODES.awaitingApproval,
  GATE_CODES.notOnboarded,
  GATE_CODES.rejected,
]);

export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (isApiError(error, 401)) handleUnauthorized(queryClient);
    else if (isApiError(error, 403) && error.code && MEMBERSHIP_GATE_CODES.has(error.code)) {
      // Refetching the user moves the screen to the right gate (e.g. the suspended screen).
      void queryClient.invalidateQueries({ queryKey: authKeys.user() });
    }
  };

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    // The spec's data-fetch defaults: no retry, no refetch on focus, no polling, always stale.
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

/**
 * What a screen adds to a feature's mutation hook: its own reaction to success and failure (a
 * toast, closing a form). Given to the hook rather than to `mutate`, they belong to the mutation
 * and run even when the component has gone, e.g. a card that the success's own refetch removed.
 */
export type MutationCallbacks<TData, TVariables> = Pick<UseMutationOptions<TData, Error, TVariables>, 'onSuccess' | 'onError'>;
