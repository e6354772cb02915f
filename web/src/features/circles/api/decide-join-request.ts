/**
 * POST /api/circles/{id}/join-requests/{userId}/admit | decline: the circle's creator answers a
 * request. Two routes with one shape, so one call serves them; each caller names its decision.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { circlesKeys } from './keys.ts';

export type JoinRequestDecision = 'admit' | 'decline';
export interface DecideJoinRequestInput {
  circleId: string;
  userId: string;
  decision: JoinRequestDecision;
}

export const decideJoinRequest = ({ circleId, userId, decision }: DecideJoinRequestInput) =>
  api.post<unknown>(`/api/circles/${encodeURIComponent(circleId)}/join-requests/${encodeURIComponent(userId)}/${decision}`);

export function useDecideJoinRequest(callbacks: MutationCallbacks<unknown, DecideJoinRequestInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: decideJoinRequest,
    // Also after a refusal: a 404 or 409 usually means the request was answered or withdrawn meanwhile.
    // An admitted member changes the count and the member list as well as the requests.
    onSettled: () => queryClient.invalidateQueries({ queryKey: circlesKeys.root }),
  });
}
