/** POST /api/circles/{id}/join-requests: asks the creator of a private circle to be let in. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { circlesKeys } from './keys.ts';

export const requestToJoin = (circleId: string) => api.post<unknown>(`/api/circles/${encodeURIComponent(circleId)}/join-requests`);

export function useRequestToJoin(callbacks: MutationCallbacks<unknown, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: requestToJoin,
    // The circle's page then reads `joinRequest: 'pending'`; after a refusal too, since a 409 may
    // mean the request already waits (asked from another tab).
    onSettled: (_answer, _error, circleId) => queryClient.invalidateQueries({ queryKey: circlesKeys.detail(circleId) }),
  });
}
