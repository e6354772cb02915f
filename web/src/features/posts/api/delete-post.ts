/** DELETE /api/posts/{id}: by its author or an admin; its replies go with it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post } from '#shared/types/post.ts';
import { api } from '@/lib/api-client.ts';
import { forgetJustShared } from '../hooks/use-just-shared.ts';
import { postsKeys } from './keys.ts';

export const deletePost = (id: string) => api.delete<{ success: boolean }>(`/api/posts/${encodeURIComponent(id)}`);

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: Pick<Post, 'id' | 'parentId'>) => deletePost(post.id),
    // The post's own page is left by the caller; refetching it here would only flash "Post not found".
    onSuccess: (_answer, post) => {
      forgetJustShared(queryClient, post.id);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: postsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: postsKeys.searches() }),
        post.parentId ? queryClient.invalidateQueries({ queryKey: postsKeys.detail(post.parentId) }) : null,
      ]);
    },
  });
}
