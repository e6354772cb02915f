/** DELETE /api/admin/posts/{id}: the post goes with its replies, reactions and notifications, and the admin log records it. */
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { useAdminMutation } from './admin-mutation.ts';

export const deleteAdminPost = (id: string) => api.delete<{ success: boolean }>(`/api/admin/posts/${encodeURIComponent(id)}`);

// Every admin view may show it: the lists, the reports, the counts and the log.
export const useDeleteAdminPost = (callbacks?: MutationCallbacks<{ success: boolean }, string>) => useAdminMutation(deleteAdminPost, callbacks);
