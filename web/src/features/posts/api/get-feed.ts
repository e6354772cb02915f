/** GET /api/posts?sortBy=…&cursor=…: the home feed, one page of FEED.pageSize at a time. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FeedPage, FeedSort } from '#shared/types/post.ts';
import { api } from '@/lib/api-client.ts';
import { postsKeys } from './keys.ts';

export function getFeedPage({ sort, cursor, signal }: { sort: FeedSort; cursor: string | null; signal?: AbortSignal }) {
  const params = new URLSearchParams({ sortBy: sort });
  if (cursor) params.set('cursor', cursor);
  return api.get<FeedPage>(`/api/posts?${params}`, { signal });
}

export const feedQueryOptions = (sort: FeedSort) =>
  infiniteQueryOptions({
    queryKey: postsKeys.list(sort),
    queryFn: ({ pageParam, signal }) => getFeedPage({ sort, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export const useFeed = (sort: FeedSort) => useInfiniteQuery(feedQueryOptions(sort));
