/** PATCH /api/posts/{id}/link-preview: whether the post's shared link may show its words (its author's choice, issue 15 §4). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post } from '#shared/types/post.ts';
import { api } from '@/lib/api-client.ts';
import { postsKeys } from './keys.ts';

export const setLinkPreview = (id: string, linkPreview: boolean) =>
  api.patch<Post>(`/api/posts/${encodeURIComponent(id)}/link-preview`, { linkPreview });

export function useSetLinkPreview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, linkPreview }: { id: string; linkPreview: boolean }) => setLinkPreview(id, linkPreview),
    onSuccess: (post) => queryClient.setQueryData(postsKeys.detail(post.id), post),
  });
}
