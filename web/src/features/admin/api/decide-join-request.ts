/** POST /api/admin/pre-registration/{id}/approve | reject. Approval gives the email login access. */
import type { AdminJoinRequest } from '#shared/types/admin.ts';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { useAdminMutation } from './admin-mutation.ts';

export type JoinRequestAction = 'approve' | 'reject';
export interface DecideJoinRequestInput {
  requestId: string;
  action: JoinRequestAction;
}

export const decideJoinRequest = ({ requestId, action }: DecideJoinRequestInput) =>
  api.post<AdminJoinRequest>(`/api/admin/pre-registration/${encodeURIComponent(requestId)}/${action}`);

export const useDecideJoinRequest = (callbacks: MutationCallbacks<AdminJoinRequest, DecideJoinRequestInput> = {}) =>
  useAdminMutation(decideJoinRequest, callbacks);
