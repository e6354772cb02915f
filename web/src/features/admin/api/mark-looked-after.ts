/** POST /api/admin/care/{postId}/looked-after: the post leaves Needs care; it stays up as written. */
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { useAdminMutation } from './admin-mutation.ts';
import { adminKeys } from './keys.ts';

export const markLookedAfter = (postId: string) => api.post<{ success: boolean }>(`/api/admin/care/${encodeURIComponent(postId)}/looked-after`);

// Also after a refusal: a 404 means another admin looked after it first.
export const useMarkLookedAfter = (callbacks?: MutationCallbacks<{ success: boolean }, string>) =>
  useAdminMutation(markLookedAfter, callbacks, adminKeys.needsCare());
