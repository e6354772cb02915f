import type { FeedSort } from '#shared/types.ts';

/**
 * Every posts query sits under one root, so a change (a new post, a reaction, a deletion) can
 * refresh the lists with one invalidation: `['posts', 'list', { sort }]`, `['posts', 'search', q]`,
 * `['posts', 'detail', id]` and, below it, `['posts', 'detail', id, 'replies']`.
 */
export const postsKeys = {
  root: ['posts'] as const,
  lists: () => [...postsKeys.root, 'list'] as const,
  list: (sort: FeedSort) => [...postsKeys.lists(), { sort }] as const,
  searches: () => [...postsKeys.root, 'search'] as const,
  search: (query: string) => [...postsKeys.searches(), query] as const,
  detail: (id: string) => [...postsKeys.root, 'detail', id] as const,
  replies: (id: string) => [...postsKeys.detail(id), 'replies'] as const,
};
