/** POST /api/posts: a question or reflection, or (type `reply` with parentId) a reflection on a post. */
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { createPostSchema, createReplySchema } from '#shared/post-schemas.ts';
import type { WithCare } from '#shared/types/care.ts';
import type { FeedPage, Post } from '#shared/types/post.ts';
import { api } from '@/lib/api-client.ts';
import { showingCare } from '@/lib/care.ts';
import { rememberJustShared } from '../hooks/use-just-shared.ts';
import { postsKeys } from './keys.ts';

export type NewPost = z.input<typeof createPostSchema> | z.input<typeof createReplySchema>;

// Words that signal crisis: the answer's `care` shows the writer the care card (docs/care.md).
export const createPost = (input: NewPost) => api.post<WithCare<Post>>('/api/posts', input, { idempotent: true }).then(showingCare);

/**
 * A reply counts at once on its parent: on the parent's card in every feed that holds it (the feed
 * it was written from among them), on its post page, and in its reflections, before the refetches.
 */
function countReply(queryClient: QueryClient, reply: Post, parentId: string) {
  const counted = (post: Post) => (post.id === parentId ? { ...post, replies: post.replies + 1 } : post);
  queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: postsKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, posts: page.posts.map(counted) })) } : data,
  );
  queryClient.setQueryData<Post>(postsKeys.detail(parentId), (post) => post && counted(post));
  queryClient.setQueryData<Post[]>(postsKeys.replies(parentId), (replies) => replies && [...replies, reply]);
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    // A new post changes the feeds and searches; a reply also its parent's count and reflections.
    onSuccess: (post) => {
      if (post.parentId) countReply(queryClient, post, post.parentId);
      else rememberJustShared(queryClient, post);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: postsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: postsKeys.searches() }),
        post.parentId ? queryClient.invalidateQueries({ queryKey: postsKeys.detail(post.parentId) }) : null,
      ]);
    },
  });
}
