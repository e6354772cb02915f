/** GET /api/admin/care: posts whose words signalled crisis, newest first, a page at a time (docs/care.md). */
import type { NeedsCarePage } from '#shared/types/care.ts';
import { useCursorList } from './cursor-pages.ts';
import { adminKeys } from './keys.ts';

export const useNeedsCare = () =>
  useCursorList({
    queryKey: adminKeys.needsCare(),
    path: '/api/admin/care',
    select: (data: { pages: NeedsCarePage[] }) => data.pages.flatMap((page) => page.items),
  });
