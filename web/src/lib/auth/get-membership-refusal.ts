/**
 * Why a signed-in account may not enter yet, as the server says it. The current user carries no
 * "rejected" flag, so for an account the gate would hold back (no persona, or not approved) one
 * member route is asked once: its 403 code tells waiting from rejected (docs/decisions.md).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GATE_CODES } from '#shared/types/api.ts';
import { api, isApiError } from '../api-client.ts';
import { authKeys } from '../query-keys.ts';

export type MembershipRefusal = 'rejected' | 'other';

/** Any member route would do; this one is the cheapest (the gate has already read the user). */
const PROBE_PATH = '/api/notifications/unread-count';

export async function getMembershipRefusal(): Promise<MembershipRefusal | null> {
  try {
    await api.get(PROBE_PATH);
    return null;
  } catch (error) {
    // Signed out meanwhile: let the global handler deal with it.
    if (isApiError(error, 401)) throw error;
    if (isApiError(error, 403) && error.code === GATE_CODES.rejected) return 'rejected';
    // Waiting, not onboarded, or the network failed: the ordinary screen is the right fallback.
    return 'other';
  }
}

export const membershipRefusalQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: authKeys.membershipRefusal(userId),
    queryFn: getMembershipRefusal,
  });

export const useMembershipRefusal = (userId: string, enabled: boolean) =>
  useQuery({ ...membershipRefusalQueryOptions(userId), enabled });
