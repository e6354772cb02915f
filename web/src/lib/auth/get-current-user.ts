/** GET /api/auth/user: who is signed in, or null when nobody is (spec §7 row 1). */
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SIGNED_IN_HINT_PATTERN } from '#shared/boot-script.ts';
import { CURRENT_USER } from '@/config/limits.ts';
import type { User } from '#shared/types/user.ts';
import { wasActiveWithin } from '../activity.ts';
import { api } from '../api-client.ts';
import { authKeys } from '../query-keys.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage.ts';
import { refreshSessionAtStartup } from './refresh-session.ts';

export async function getCurrentUser(): Promise<User | null> {
  // The hint cookie lives exactly as long as the session cookies (functions/session/routes/session.ts):
  // without it nobody is signed in here, and asking would only earn a 401.
  if (!SIGNED_IN_HINT_PATTERN.test(document.cookie)) return null;
  // The startup refresh and the question go together; only a no decides nothing before the
  // refresh is through, since an ID token that expired while the tab was closed is renewed by it.
  const refreshed = refreshSessionAtStartup();
  const user = await api.getOrNullIfUnauthorized<User>('/api/auth/user');
  if (user) return user;
  await refreshed;
  return api.getOrNullIfUnauthorized<User>('/api/auth/user');
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.user(),
    queryFn: getCurrentUser,
    staleTime: CURRENT_USER.staleTime,
    // Re-evaluated after every fetch, so the cadence follows activity from one fetch to the next.
    refetchInterval: () =>
      wasActiveWithin(CURRENT_USER.activeWindow) ? CURRENT_USER.activeRefetchInterval : CURRENT_USER.refetchInterval,
    // Focus refetches a stale user; a signed-out tab always asks again, in case another tab signed in.
    refetchOnWindowFocus: (query) => (query.state.data === null ? 'always' : true),
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());

/**
 * For a page pre-rendered signed out: the first render shows what its HTML shows, and the answer
 * counts as already stale, so the query asks the server at once.
 */
export function assumeSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData(authKeys.user(), null, { updatedAt: 0 });
}

/** What other tabs need to know changed: who is signed in, and how far through the gates they are. */
function authStateOf(user: User | null): string {
  if (!user) return 'signed-out';
  return [user.id, user.hasCompletedOnboarding, user.isApproved, user.isSuspended].join(':');
}

/**
 * Keeps tabs in step: each tab writes its view of the auth state to a storage key when it
 * changes, and every other tab refetches the user on hearing of it. The value converges, so the
 * tabs cannot set each other off in a loop.
 */
export function useCrossTabAuthSync(user: User | null | undefined): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (user === undefined) return;
    const state = authStateOf(user);
    if (readStorage('local', STORAGE_KEYS.authState) !== state) writeStorage('local', STORAGE_KEYS.authState, state);
  }, [user]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.authState) void queryClient.invalidateQueries({ queryKey: authKeys.user() });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);
}

/** After a change to one's own account: show the answer at once, then ask again to be sure. */
export function replaceCurrentUser(queryClient: QueryClient, user: User): Promise<void> {
  queryClient.setQueryData(authKeys.user(), user);
  return queryClient.invalidateQueries({ queryKey: authKeys.user() });
}
