/** GET /api/posts/search?q=…: posts by a word prefix of their content or their author's name. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Post } from '#shared/types/post.ts';
import { api } from '@/lib/api-client.ts';
import { postsKeys } from './keys.ts';

export const searchPosts = (query: string, signal?: AbortSignal) =>
  api.get<Post[]>(`/api/posts/search?${new URLSearchParams({ q: query })}`, { signal });

/** Spec §5: a search runs only when the query is not blank once trimmed. */
export const searchPostsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: postsKeys.search(query.trim()),
    queryFn: ({ signal }) => searchPosts(query.trim(), signal),
    enabled: query.trim().length > 0,
  });

export const useSearchPosts = (query: string) => useQuery(searchPostsQueryOptions(query));
