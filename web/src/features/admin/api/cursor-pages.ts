/**
 * The admin lists the server answers a page at a time, each page naming the cursor of the next
 * (`next`, sent back as `?before=`; null after the last page): one query shape for all of them.
 */
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

interface CursorList<Page extends { next: string | null }, Item> {
  queryKey: readonly unknown[];
  path: string;
  params?: Record<string, string>;
  /** The loaded pages as the one list the tab shows. */
  select: (data: InfiniteData<Page, string | null>) => Item[];
}

function getCursorPage<Page>(path: string, params: Record<string, string>, before: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ ...params, ...(before ? { before } : {}) }).toString();
  return api.get<Page>(query ? `${path}?${query}` : path, { signal });
}

const cursorListOptions = <Page extends { next: string | null }, Item>({ queryKey, path, params = {}, select }: CursorList<Page, Item>) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => getCursorPage<Page>(path, params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next ?? undefined,
    select,
  });

export const useCursorList = <Page extends { next: string | null }, Item>(list: CursorList<Page, Item>) =>
  useInfiniteQuery(cursorListOptions(list));
