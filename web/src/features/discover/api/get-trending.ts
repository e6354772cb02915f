/** GET /api/discover/trending: at most ten main-feed posts drawing the most reactions and replies this week. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Post } from '#shared/types/post.ts';
import { api } from '@/lib/api-client.ts';
import { discoverKeys } from './keys.ts';

export const getTrending = (signal?: AbortSignal) => api.get<Post[]>('/api/discover/trending', { signal });

export const trendingQueryOptions = () =>
  queryOptions({
    queryKey: discoverKeys.trending(),
    queryFn: ({ signal }) => getTrending(signal),
  });

export const useTrending = () => useQuery(trendingQueryOptions());
