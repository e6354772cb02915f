/** POST /api/admin/reports/{postId}/dismiss: the post stays, its reports go. */
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { useAdminMutation } from './admin-mutation.ts';
import { adminKeys } from './keys.ts';

export const dismissReports = (postId: string) => api.post<{ success: boolean }>(`/api/admin/reports/${encodeURIComponent(postId)}/dismiss`);

// Also after a refusal: a 404 means another admin dismissed them first.
export const useDismissReports = (callbacks?: MutationCallbacks<{ success: boolean }, string>) =>
  useAdminMutation(dismissReports, callbacks, adminKeys.reports());
