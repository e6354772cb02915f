/** PATCH /api/posts/{id}/share-words: whether the post's shared link may show its words (its author's choice, issue 15 §4). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post } from '#shared/types/post.ts';
import { api } from '@/lib/api-client.ts';
import { postsKeys } from './keys.ts';

export const setShareShowsWords = (id: string, shareShowsWords: boolean) =>
  api.patch<Post>(`/api/posts/${encodeURIComponent(id)}/share-words`, { shareShowsWords });

export function useSetShareShowsWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, shareShowsWords }: { id: string; shareShowsWords: boolean }) => setShareShowsWords(id, shareShowsWords),
    onSuccess: (post) => queryClient.setQueryData(postsKeys.detail(post.id), post),
  });
}
