import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SECOND } from '#shared/limits.ts';
import type { Post } from '#shared/types/post.ts';
import { postQueryOptions } from '../api/get-post.ts';

const PREFETCH_FRESH_FOR = 30 * SECOND;

/**
 * A post card's `onIntent`: fetches the post's page before it is opened (the card hovered or
 * focused). Hovering along a list must not fetch the same post again and again, so a warm copy lasts a while.
 */
export function useWarmPost(): (post: Post) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (post: Post) => void queryClient.prefetchQuery({ ...postQueryOptions(post.id), staleTime: PREFETCH_FRESH_FOR }),
    [queryClient],
  );
}
