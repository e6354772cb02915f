/** POST /api/posts: a question or reflection, or (type `reply` with parentId) a reflection on a post. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { createPostSchema, createReplySchema } from '#shared/post-schemas.ts';
import type { WithCare } from '#shared/types/care.ts';
import type { Post } from '#shared/types/post.ts';
import { api } from '@/lib/api-client.ts';
import { showingCare } from '@/lib/care.ts';
import { rememberJustShared } from '../hooks/use-just-shared.ts';
import { postsKeys } from './keys.ts';

export type NewPost = z.input<typeof createPostSchema> | z.input<typeof createReplySchema>;

// Words that signal crisis: the answer's `care` shows the writer the care card (docs/care.md).
export const createPost = (input: NewPost) => api.post<WithCare<Post>>('/api/posts', input, { idempotent: true }).then(showingCare);

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    // A new post changes the feeds and searches; a reply also its parent's count and reflections.
    onSuccess: (post) => {
      if (!post.parentId) rememberJustShared(queryClient, post);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: postsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: postsKeys.searches() }),
        post.parentId ? queryClient.invalidateQueries({ queryKey: postsKeys.detail(post.parentId) }) : null,
      ]);
    },
  });
}
