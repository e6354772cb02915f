/**
 * GET /api/circles?cursor=…: the circles the member has not joined, newest first, private ones
 * included, a page at a time (the first page is what the boot script asks for early).
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Circle, CirclePage } from '#shared/types/circle.ts';
import { api } from '@/lib/api-client.ts';
import type { PagedList } from '@/lib/paged-list.ts';
import { circlesKeys } from './keys.ts';

const getOtherCircles = (cursor: string | null, signal?: AbortSignal) =>
  api.get<CirclePage>(cursor ? `/api/circles?${new URLSearchParams({ cursor })}` : '/api/circles', { signal });

export const otherCirclesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: circlesKeys.others(),
    queryFn: ({ pageParam, signal }) => getOtherCircles(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export function useOtherCircles(): PagedList<Circle> {
  const query = useInfiniteQuery(otherCirclesQueryOptions());
  const pages = query.data?.pages;
  const data = useMemo(() => pages?.flatMap((page) => page.circles), [pages]);
  return {
    data,
    isPending: query.isPending,
    isError: query.isError,
    isFetching: query.isFetching,
    refetch: query.refetch,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
  };
}
