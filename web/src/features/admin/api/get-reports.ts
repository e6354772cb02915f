/** GET /api/admin/reports: reported posts, latest report first, a page at a time (`?before=` the answer's `next`). */
import type { AdminReportPage } from '#shared/types/report.ts';
import { useCursorList } from './cursor-pages.ts';
import { adminKeys } from './keys.ts';

export const useReports = () =>
  useCursorList({
    queryKey: adminKeys.reports(),
    path: '/api/admin/reports',
    // A post reported again while the pages loaded rises to the top: it appears once.
    select: (data: { pages: AdminReportPage[] }) => [
      ...new Map(data.pages.flatMap((page) => page.reports).map((report) => [report.post.id, report])).values(),
    ],
  });
