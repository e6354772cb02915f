/** GET /api/admin/circles?before=: every circle, newest first, a page at a time. */
import type { AdminCirclePage } from '#shared/types/admin.ts';
import { useCursorList } from './cursor-pages.ts';
import { adminKeys } from './keys.ts';

export const useAdminCircles = () =>
  useCursorList({
    queryKey: adminKeys.circles(),
    path: '/api/admin/circles',
    select: (data: { pages: AdminCirclePage[] }) => data.pages.flatMap((page) => page.circles),
  });
