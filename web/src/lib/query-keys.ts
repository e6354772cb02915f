/**
 * Query keys that more than one feature needs. Features never import each other, so a key one
 * feature invalidates and another owns lives here, below both.
 */

/** GET /api/admin/pre-registration: join requests awaiting an admin (owned by features/admin). */
export const adminJoinRequestsQueryKey = ['admin', 'pre-registration'] as const;

/** Every notifications query (the list and the unread count; owned by features/notifications). */
export const notificationsRootKey = ['notifications'] as const;
