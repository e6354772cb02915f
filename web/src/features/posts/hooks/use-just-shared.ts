import { type QueryClient, skipToken, useQueries, useQuery } from '@tanstack/react-query';
import type { Post } from '#shared/types/post.ts';
import { postQueryOptions } from '../api/get-post.ts';
import { postsKeys } from '../api/keys.ts';

/**
 * The posts this member shared since the feed was last refreshed, newest first. Under most sorts a
 * new post would land anywhere (Dynamic puts a post without reactions last), so the feed shows
 * these first, marked as theirs (docs/decisions.md). Only this tab knows: nothing is fetched, and
 * a reload forgets them as a refresh does.
 */
const justSharedKey = postsKeys.justShared();

export function rememberJustShared(queryClient: QueryClient, post: Post): void {
  // The post page of the new post opens at once, and the feed reads the pinned post from here.
  queryClient.setQueryData(postsKeys.detail(post.id), post);
  queryClient.setQueryData<string[]>(justSharedKey, (ids = []) => [post.id, ...ids.filter((id) => id !== post.id)]);
}

/** Forgets one post (deleted), or all of them (the feed was refreshed). */
export function forgetJustShared(queryClient: QueryClient, postId?: string): void {
  queryClient.setQueryData<string[]>(justSharedKey, (ids = []) => (postId ? ids.filter((id) => id !== postId) : []));
}

/** The just-shared posts, each kept current through its own post query (reactions, replies). */
export function useJustShared(): Post[] {
  // skipToken: never fetched, only written by the two functions above; kept while the tab lives.
  const { data: ids = [] } = useQuery<string[]>({ queryKey: justSharedKey, queryFn: skipToken, gcTime: Infinity });
  return useQueries({
    queries: ids.map((id) => postQueryOptions(id)),
    // A post deleted meanwhile (by an admin) answers 404 and drops out, its old copy with it.
    combine: (results) => results.flatMap((result) => (result.data && !result.isError ? [result.data] : [])),
  });
}
