/** Notifications. */

export const NOTIFICATION_TYPES = [
  'new_post',
  'new_reply',
  'circle_join',
  'circle_invitation',
  'reaction',
  'join_request',
  'join_request_outcome',
  // Requests to join a private circle (docs/decisions.md): to its creator, then the answer to the requester.
  'circle_join_request',
  'circle_join_request_outcome',
  // To every admin when "Notify admins" is on (issue 31 §3): a member's report, an automatic flag.
  'admin_report',
  'admin_flag',
  // To every admin: a post whose words signalled crisis is under Needs care (docs/care.md).
  'care',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface Notification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  relatedPostId: string | null;
  /** Where the notification leads inside the app, when not a post (e.g. /referrals). */
  link: string | null;
  metadata: Record<string, string>;
}

/** GET /api/notifications/last-check: when the member's newest notification was made (null: none yet). */
export interface NotificationsLastCheck {
  timestamp: string | null;
}
