/** GET /api/posts/{id}: one post with its reaction summaries (and who reacted). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Post } from '#shared/types/post.ts';
import { api } from '@/lib/api-client.ts';
import { postsKeys } from './keys.ts';

export const getPost = (id: string, signal?: AbortSignal) => api.get<Post>(`/api/posts/${encodeURIComponent(id)}`, { signal });

export const postQueryOptions = (id: string) =>
  queryOptions({
    queryKey: postsKeys.detail(id),
    queryFn: ({ signal }) => getPost(id, signal),
  });

export const usePost = (id: string) => useQuery(postQueryOptions(id));
