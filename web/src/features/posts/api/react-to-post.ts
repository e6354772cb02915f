/** POST /api/reactions: one weighted reaction per member, type and post; sending again changes its value. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { reactionSchema } from '#shared/post-schemas.ts';
import { api } from '@/lib/api-client.ts';
import { postsKeys } from './keys.ts';

export type NewReaction = z.input<typeof reactionSchema>;

export const reactToPost = (input: NewReaction) => api.post<NewReaction>('/api/reactions', input);

export function useReactToPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactToPost,
    onSuccess: (_answer, { postId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: postsKeys.detail(postId), exact: true }),
        queryClient.invalidateQueries({ queryKey: postsKeys.lists() }),
      ]),
  });
}
