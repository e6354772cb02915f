/** Shapes of the answers the API gives, shared by the functions that build them and the SPA. */

export interface NotificationFlags {
  notifyAllPosts: boolean;
  notifyMainFeedPosts: boolean;
  notifyReplies: boolean;
  notifyReactions: boolean;
  notifyCircleActivity: boolean;
  notifyInvitations: boolean;
}

export const NOTIFICATION_FLAGS = [
  'notifyAllPosts',
  'notifyMainFeedPosts',
  'notifyReplies',
  'notifyReactions',
  'notifyCircleActivity',
  'notifyInvitations',
] as const satisfies readonly (keyof NotificationFlags)[];

/** GET /api/auth/user: the signed-in person's own record (spec: access-membership-social §3 User). */
export interface User extends NotificationFlags {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileImageUrl: string | null;
  anonymousName: string | null;
  avatar: string;
  spiritualJourney: string | null;
  hasCompletedOnboarding: boolean;
  isApproved: boolean;
  isAdmin: boolean;
  isSuspended: boolean;
  createdAt: string;
}

export interface CountResponse {
  count: number;
}

/** Every error answer: `{ message }`, plus a stable machine-readable code. */
export interface ErrorBody {
  message: string;
  code: string;
}

/** Codes the gate answers with, so the SPA can tell "waiting" from "suspended" without parsing text. */
export const GATE_CODES = {
  signedOut: 'unauthorized',
  notOnboarded: 'not_onboarded',
  awaitingApproval: 'awaiting_approval',
  suspended: 'suspended',
  rejected: 'rejected',
  notAdmin: 'forbidden',
} as const;
