/** POST /api/admin/pre-registration/{id}/approve | reject. Approval gives the email login access. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminJoinRequest } from '../../../../../shared/types.ts';
import { api } from '@/lib/api-client.ts';
import { adminJoinRequestsQueryKey } from '@/lib/query-keys.ts';

export type JoinRequestAction = 'approve' | 'reject';

export const decideJoinRequest = ({ requestId, action }: { requestId: string; action: JoinRequestAction }) =>
  api.post<AdminJoinRequest>(`/api/admin/pre-registration/${encodeURIComponent(requestId)}/${action}`);

export function useDecideJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideJoinRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminJoinRequestsQueryKey }),
  });
}
