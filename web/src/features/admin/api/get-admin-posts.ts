/**
 * GET /api/admin/posts?filter=&q=&before=: every post and reply, newest first, a page at a time.
 * The server examines a bounded number of posts per request, so a search's page may be short (even
 * empty) while `next` says there is more to look through.
 */
import type { AdminPostFilter, AdminPostPage } from '#shared/types/admin.ts';
import { useCursorList } from './cursor-pages.ts';
import { adminKeys } from './keys.ts';

export const useAdminPosts = (filter: AdminPostFilter, search: string) =>
  useCursorList({
    queryKey: adminKeys.postList(filter, search),
    path: '/api/admin/posts',
    params: { filter, ...(search ? { q: search } : {}) },
    select: (data: { pages: AdminPostPage[] }) => data.pages.flatMap((page) => page.posts),
  });
