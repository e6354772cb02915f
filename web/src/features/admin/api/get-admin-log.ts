/** GET /api/admin/log?before=: what admins did, newest first, a page at a time (the panel's Admin log). */
import type { AdminLogPage } from '#shared/types/admin.ts';
import { useCursorList } from './cursor-pages.ts';
import { adminKeys } from './keys.ts';

export const useAdminLog = () =>
  useCursorList({
    queryKey: adminKeys.log(),
    path: '/api/admin/log',
    select: (data: { pages: AdminLogPage[] }) => data.pages.flatMap((page) => page.entries),
  });
