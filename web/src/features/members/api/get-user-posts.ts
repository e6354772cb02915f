/** GET /api/users/posts/{userId}: a member's posts and replies, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostSummary } from '#shared/types/post.ts';
import { api } from '@/lib/api-client.ts';
import { membersKeys } from './keys.ts';

export const getUserPosts = (userId: string) => api.get<PostSummary[]>(`/api/users/posts/${encodeURIComponent(userId)}`);

export const userPostsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: membersKeys.posts(userId),
    queryFn: () => getUserPosts(userId),
  });

export const useUserPosts = (userId: string) => useQuery(userPostsQueryOptions(userId));
