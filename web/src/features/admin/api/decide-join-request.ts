/** POST /api/admin/pre-registration/{id}/approve | reject. Approval gives the email login access. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminJoinRequest } from '#shared/types/admin.ts';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { adminKeys } from './keys.ts';

export type JoinRequestAction = 'approve' | 'reject';
export interface DecideJoinRequestInput {
  requestId: string;
  action: JoinRequestAction;
}

export const decideJoinRequest = ({ requestId, action }: DecideJoinRequestInput) =>
  api.post<AdminJoinRequest>(`/api/admin/pre-registration/${encodeURIComponent(requestId)}/${action}`);

export function useDecideJoinRequest(callbacks: MutationCallbacks<AdminJoinRequest, DecideJoinRequestInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: decideJoinRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.joinRequests() }),
  });
}
