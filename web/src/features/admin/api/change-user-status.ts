/**
 * POST /api/admin/users/{id}/approve | reject | suspend | reinstate. Four routes with one shape
 * (no body, the changed user back), so one call serves them; each caller names its action.
 */
import type { AdminUser } from '#shared/types/admin.ts';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { useAdminMutation } from './admin-mutation.ts';

export type UserAction = 'approve' | 'reject' | 'suspend' | 'reinstate';
export interface ChangeUserStatusInput {
  userId: string;
  action: UserAction;
}

export const changeUserStatus = ({ userId, action }: ChangeUserStatusInput) =>
  api.post<AdminUser>(`/api/admin/users/${encodeURIComponent(userId)}/${action}`);

// Refreshed after a refusal too: a 409 usually means someone else changed the account first.
export const useChangeUserStatus = (callbacks: MutationCallbacks<AdminUser, ChangeUserStatusInput> = {}) =>
  useAdminMutation(changeUserStatus, callbacks);
