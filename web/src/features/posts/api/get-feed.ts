/**
 * GET /api/posts?sortBy=…&cursor=…: the home feed, one page of FEED.pageSize at a time; with
 * &circleId=… a circle's feed (its members only), in the same sorts and pages.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FeedPage, FeedSort } from '#shared/types/post.ts';
import { api } from '@/lib/api-client.ts';
import { postsKeys } from './keys.ts';

interface FeedPageRequest {
  sort: FeedSort;
  circleId?: string;
  cursor: string | null;
  signal?: AbortSignal;
}

export function getFeedPage({ sort, circleId, cursor, signal }: FeedPageRequest) {
  const params = new URLSearchParams({ sortBy: sort });
  if (circleId) params.set('circleId', circleId);
  if (cursor) params.set('cursor', cursor);
  return api.get<FeedPage>(`/api/posts?${params}`, { signal });
}

export const feedQueryOptions = (sort: FeedSort, circleId?: string) =>
  infiniteQueryOptions({
    queryKey: postsKeys.list(sort, circleId),
    queryFn: ({ pageParam, signal }) => getFeedPage({ sort, circleId, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export const useFeed = (sort: FeedSort, circleId?: string) => useInfiniteQuery(feedQueryOptions(sort, circleId));
