/** POST /api/pre-registration/{id}/referrer-decision: the named referrer vouches for a request, or declines it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferralRequest } from '#shared/types/joining.ts';
import { api } from '@/lib/api-client.ts';
import { adminJoinRequestsQueryKey } from '@/lib/query-keys.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { joiningKeys } from './keys.ts';

export type ReferrerDecision = 'approved' | 'declined';
export interface DecideReferralInput {
  id: string;
  decision: ReferrerDecision;
}

export const decideReferral = ({ id, decision }: DecideReferralInput) =>
  api.post<ReferralRequest>(`/api/pre-registration/${encodeURIComponent(id)}/referrer-decision`, { decision });

export function useDecideReferral(callbacks: MutationCallbacks<ReferralRequest, DecideReferralInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: decideReferral,
    // Refetched even after a refusal: a 409 means the request was already decided elsewhere.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: joiningKeys.referrals() }),
        queryClient.invalidateQueries({ queryKey: adminJoinRequestsQueryKey }),
      ]),
  });
}
