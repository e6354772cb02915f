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

/**
 * A join request's journey: the referrer reviews it, then an admin. Names are ours (the spec
 * shows none); docs/decisions.md explains each.
 */
export const JOIN_REQUEST_STATUSES = [
  'awaiting_referrer',
  'declined_by_referrer',
  'awaiting_admin',
  'approved',
  'rejected',
] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

/** A join request as its referrer sees it: no email, only what the person wrote. */
export interface ReferralRequest {
  id: string;
  name: string;
  spiritualJourney: string;
  status: JoinRequestStatus;
  createdAt: string;
  referrerDecidedAt: string | null;
}

/**
 * The answer to a join request: the same whether the address was new, already asking or already
 * a member's, so that it never tells who is asking.
 */
export interface PreRegistrationAnswer {
  received: true;
}

/** A join request as an admin sees it. */
export interface AdminJoinRequest extends ReferralRequest {
  email: string;
  referrer: MemberListEntry | null;
  adminDecidedAt: string | null;
}

export const MEDITATION_STATUSES = ['pending', 'contacted', 'scheduled', 'completed', 'cancelled'] as const;
export type MeditationStatus = (typeof MEDITATION_STATUSES)[number];

export interface AvailabilitySlot {
  dateRange: string;
  timeRange: string;
}

export interface MeditationRegistration {
  id: string;
  name: string;
  availabilitySlots: AvailabilitySlot[];
  expectations: string | null;
  status: MeditationStatus;
  createdAt: string;
}

/** GET /api/admin/stats. */
export interface AdminStats {
  totalUsers: number;
  approvedUsers: number;
  pendingUsers: number;
  totalPosts: number;
  totalCircles: number;
  activeUsers: number;
}

/** GET /api/admin/users and /api/admin/users/pending: the admin's full view of an account. */
export interface AdminUser extends User {
  status: UserStatus;
}

export const NOTIFICATION_TYPES = [
  'new_post',
  'new_reply',
  'circle_join',
  'circle_invitation',
  'reaction',
  'join_request',
  'join_request_outcome',
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

export type PostType = 'question' | 'reflection' | 'reply';

/** A post or reply in a member's public profile list. */
export interface PostSummary {
  id: string;
  type: PostType;
  content: string;
  parentId: string | null;
  circleId: string | null;
  createdAt: string;
}

export const REACTION_TYPES = ['resonates', 'insightful', 'gratitude'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

/** Per reaction type on a post (spec §3 Reaction summary). `users` is filled on the post page only. */
export interface ReactionSummary {
  type: ReactionType;
  count: number;
  totalValue: number;
  averageValue: number;
  /** The viewer's own value for this type, or null. */
  userReaction: number | null;
  users: { id: string; anonymousName: string; value: number }[];
}

/** A post or reply as members see it (spec §3 Post). */
export interface Post {
  id: string;
  authorId: string;
  author: { anonymousName: string; avatar: string };
  type: PostType;
  content: string;
  parentId: string | null;
  circleId: string | null;
  circle: { name: string } | null;
  isAiGenerated: boolean;
  isReported: boolean;
  audioUrl: string | null;
  audioDuration: number | null;
  imageUrl: string | null;
  youtubeUrl: string | null;
  youtubeThumbnail: string | null;
  youtubeTitle: string | null;
  createdAt: string;
  /** The sum of every reaction value: the post's impact. */
  impact: number;
  reactions: ReactionSummary[];
  /** How many replies the post has. */
  replies: number;
}

export const FEED_SORTS = ['dynamic', 'impact', 'fresh', 'newest', 'balanced', 'shuffle'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

export const FEED_SORT_LABELS: Record<FeedSort, string> = {
  dynamic: 'Dynamic',
  impact: 'Top Impact',
  fresh: 'Fresh & Hot',
  newest: 'Newest First',
  balanced: 'Balanced',
  shuffle: 'Shuffle',
};

/** GET /api/posts: one page of the feed and the cursor for the next (null at the end). */
export interface FeedPage {
  posts: Post[];
  nextCursor: string | null;
}
