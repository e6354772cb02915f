/**
 * GET /api/user/archive/{id}/download: a link to the zip that works for a few minutes, asked for
 * at the moment of downloading (never kept, so never stale), then followed: the bucket answers with
 * the file as an attachment, so the browser saves it and the page stays.
 */
import { useMutation } from '@tanstack/react-query';
import type { ArchiveDownload } from '#shared/types/archive.ts';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';

export const getArchiveDownload = (id: string) => api.get<ArchiveDownload>(`/api/user/archive/${encodeURIComponent(id)}/download`);

export function useDownloadArchive(callbacks: MutationCallbacks<ArchiveDownload, string> = {}) {
  return useMutation({
    ...callbacks,
    mutationFn: getArchiveDownload,
    onSuccess: (download, ...rest) => {
      window.location.assign(download.url);
      return callbacks.onSuccess?.(download, ...rest);
    },
  });
}
