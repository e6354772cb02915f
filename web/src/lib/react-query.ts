import { MutationCache, type Query, QueryCache, QueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { SECOND } from '#shared/limits.ts';
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

/**
 * A member's first screen asks for its data before the first render (main.tsx, from the boot
 * script's early answers), so the screen mounts with it. Always stale (the spec's stale time 0), it
 * would be asked for again the moment the screen mounts: one more request and one more render on a
 * phone's busiest second. So that answer, while it is the query's latest, counts as fresh when a
 * screen mounts within this long of it.
 */
const FIRST_SCREEN_FRESH = 10 * SECOND;
const firstScreenAnswers = new WeakMap<Query, number>();

/** Fetches a query for the first screen; its answer is not fetched again when the screen mounts (above). */
export async function prefetchFirstScreen(queryClient: QueryClient, queryKey: QueryKey, prefetch: () => Promise<void>): Promise<void> {
  await prefetch();
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (query?.state.status === 'success') firstScreenAnswers.set(query, query.state.dataUpdatedAt);
}

const refetchOnMount = (query: Query) =>
  firstScreenAnswers.get(query) !== query.state.dataUpdatedAt || Date.now() - query.state.dataUpdatedAt > FIRST_SCREEN_FRESH;

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
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0, refetchOnMount },
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
