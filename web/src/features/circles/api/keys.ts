import { circlesRootKey } from '@/lib/query-keys.ts';

/**
 * Every circles query sits under `['circles']`, so joining, leaving, accepting an invitation or
 * creating a circle refreshes them all with one invalidation: the lists (`mine`, `others`), each
 * circle's page (`detail`) and, below it, its members, invitations, join requests and the members
 * who may still be invited.
 */
export const circlesKeys = {
  root: circlesRootKey,
  lists: () => [...circlesKeys.root, 'list'] as const,
  /** GET /api/user/circles. */
  mine: () => [...circlesKeys.lists(), 'mine'] as const,
  /** GET /api/circles: the ones the member has not joined. */
  others: () => [...circlesKeys.lists(), 'others'] as const,
  detail: (id: string) => [...circlesKeys.root, 'detail', id] as const,
  members: (id: string) => [...circlesKeys.detail(id), 'members'] as const,
  invitations: (id: string) => [...circlesKeys.detail(id), 'invitations'] as const,
  joinRequests: (id: string) => [...circlesKeys.detail(id), 'join-requests'] as const,
  /** GET /api/users/approved?excludeCircle={id}: the invite dialog's Platform Members. */
  invitable: (id: string) => [...circlesKeys.detail(id), 'invitable'] as const,
};
