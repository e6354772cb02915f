import type { FeedSort } from '#shared/types/post.ts';
import { circleFeedKey } from '@/lib/query-keys.ts';

/**
 * Every posts query sits under one root, so a change (a new post, a reaction, a deletion) can
 * refresh the lists with one invalidation: the home feed `['posts', 'list', { sort }]`, a circle's
 * feed `['posts', 'list', 'circle', id, { sort }]`, `['posts', 'search', q]`, `['posts', 'detail', id]`
 * and, below it, `['posts', 'detail', id, 'replies']`; `['posts', 'just-shared']` holds no answer
 * but what the member shared in this tab (hooks/use-just-shared.ts).
 */
export const postsKeys = {
  root: ['posts'] as const,
  lists: () => [...postsKeys.root, 'list'] as const,
  /** The home feed, or with a circle's id that circle's feed. */
  list: (sort: FeedSort, circleId?: string) =>
    circleId ? ([...circleFeedKey(circleId), { sort }] as const) : ([...postsKeys.lists(), { sort }] as const),
  searches: () => [...postsKeys.root, 'search'] as const,
  search: (query: string) => [...postsKeys.searches(), query] as const,
  detail: (id: string) => [...postsKeys.root, 'detail', id] as const,
  /** Not an API answer: the ids of the posts this member shared since the feed was last refreshed. */
  justShared: () => [...postsKeys.root, 'just-shared'] as const,
  replies: (id: string) => [...postsKeys.detail(id), 'replies'] as const,
};
