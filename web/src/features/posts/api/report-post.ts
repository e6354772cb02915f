/** POST /api/posts/{id}/report: a member reports a post or reply to the admins, with a reason. */
import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '#shared/post-schemas.ts';
import { api } from '@/lib/api-client.ts';

export const reportPost = (id: string, input: ReportInput) =>
  api.post<{ success: boolean }>(`/api/posts/${encodeURIComponent(id)}/report`, input);

// Nothing a member sees changes: the report goes to the admins only.
export const useReportPost = () => useMutation({ mutationFn: ({ id, input }: { id: string; input: ReportInput }) => reportPost(id, input) });
