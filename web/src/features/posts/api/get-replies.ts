/** GET /api/posts/{id}/replies: a post's reflections, oldest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Post } from '#shared/types/post.ts';
import { api } from '@/lib/api-client.ts';
import { postsKeys } from './keys.ts';

export const getReplies = (postId: string, signal?: AbortSignal) =>
  api.get<Post[]>(`/api/posts/${encodeURIComponent(postId)}/replies`, { signal });

export const repliesQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: postsKeys.replies(postId),
    queryFn: ({ signal }) => getReplies(postId, signal),
  });

export const useReplies = (postId: string) => useQuery(repliesQueryOptions(postId));
