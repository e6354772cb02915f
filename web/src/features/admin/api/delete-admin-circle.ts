/**
 * DELETE /api/admin/circles/{id}: the circle is gone for everyone at once; its posts, memberships
 * and invitations are removed in the background. The admin log records it.
 */
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { useAdminMutation } from './admin-mutation.ts';

export const deleteAdminCircle = (id: string) => api.delete<{ success: boolean }>(`/api/admin/circles/${encodeURIComponent(id)}`);

export const useDeleteAdminCircle = (callbacks?: MutationCallbacks<{ success: boolean }, string>) => useAdminMutation(deleteAdminCircle, callbacks);
