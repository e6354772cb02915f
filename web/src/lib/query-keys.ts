/**
 * Query keys that more than one part of the app needs. Features never import each other, so a key
 * that one feature invalidates and another owns lives here, below both; each feature builds the
 * rest of its keys in its own `api/keys.ts` from these.
 */

/** The signed-in user and the rejection probe (lib/auth), read by the gates, the app and several features. */
export const authKeys = {
  root: ['auth'] as const,
  user: () => [...authKeys.root, 'user'] as const,
  membershipRefusal: (userId: string) => [...authKeys.root, 'membership-refusal', userId] as const,
};

/** GET /api/admin/pre-registration: join requests awaiting an admin (owned by features/admin, refreshed by features/joining). */
export const adminJoinRequestsQueryKey = ['admin', 'pre-registration'] as const;

/** Every notifications query (owned by features/notifications; opening a post in features/posts refreshes them). */
export const notificationsRootKey = ['notifications'] as const;

/** A circle's feed, every sort (owned by features/posts; leaving the circle in features/circles drops it). */
export const circleFeedKey = (circleId: string) => ['posts', 'list', 'circle', circleId] as const;

/** Every circles query (owned by features/circles; accepting an invitation in features/invitations refreshes them). */
export const circlesRootKey = ['circles'] as const;
