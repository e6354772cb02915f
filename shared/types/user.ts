/** A person: their own record, their notification preferences, and how other members see them. */
import type { Language } from '../languages.ts';

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
  /** The interface's language they chose in Profile Settings; null: never chosen, so each browser follows its own. */
  language: Language | null;
  /** The IANA zone the member's "today" is counted in (their browser's), or null: UTC. Never in another member's answer. */
  timeZone: string | null;
}

/**
 * Membership states of an account, as the admin panel sees them: `onboarding` (signed in, no
 * persona, not approved), `preapproved` (approved before creating a persona: admins, approved join
 * requests), `pending` (persona, awaiting approval), `approved`, `suspended`, `rejected`.
 */
export const USER_STATUSES = ['onboarding', 'preapproved', 'pending', 'approved', 'suspended', 'rejected'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** GET /api/members: the public member list (the referrer search on the join page). */
export interface MemberListEntry {
  id: string;
  anonymousName: string;
  avatar: string;
}

/** GET /api/users/approved: members as other members see them. */
export interface MemberCard extends MemberListEntry {
  spiritualJourney: string | null;
  createdAt: string;
}

/** GET /api/users/profile/{id} (spec: Public profile). */
export interface PublicProfile {
  id: string;
  anonymousName: string;
  avatar: string;
  createdAt: string;
  isApproved: boolean;
  spiritualJourney: string | null;
}

/** GET /api/users/stats/{id}. */
export interface UserStats {
  totalPosts: number;
  totalReplies: number;
  totalImpact: number;
}
