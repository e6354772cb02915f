/** What only admins see: accounts, join requests with their emails, the community's counts. */
import type { Circle } from './circle.ts';
import type { ReferralRequest } from './joining.ts';
import type { Post, PostType } from './post.ts';
import type { MemberListEntry, User, UserStatus } from './user.ts';

/** A join request as an admin sees it. */
export interface AdminJoinRequest extends ReferralRequest {
  email: string;
  referrer: MemberListEntry | null;
  adminDecidedAt: string | null;
}

/** GET /api/admin/stats. */
export interface AdminStats {
  totalUsers: number;
  approvedUsers: number;
  pendingUsers: number;
  totalPosts: number;
  totalCircles: number;
  activeUsers: number;
  /** Beyond the spec: sign-ups and posts of each of the last ADMIN_STATS_DAYS UTC days, oldest first (the chart). */
  daily: AdminDailyCount[];
}

/** The window of the stats row's Active count and of its chart, in UTC days (today included). */
export const ADMIN_STATS_DAYS = 30;

export interface AdminDailyCount {
  /** `yyyy-mm-dd`, UTC. */
  day: string;
  signups: number;
  posts: number;
}

/**
 * GET /api/admin/users and /api/admin/users/pending: the admin's full view of an account — but not
 * the member's time zone or chosen language, which are theirs alone (docs/decisions.md "The member's own day").
 */
export interface AdminUser extends Omit<User, 'timeZone' | 'language'> {
  status: UserStatus;
}

/** What an admin did, as the admin log records it (beyond the spec: docs/decisions.md). */
export const ADMIN_ACTIONS = [
  'approve_user',
  'reject_user',
  'suspend_user',
  'reinstate_user',
  'approve_join_request',
  'reject_join_request',
  'registration_status',
  'delete_post',
  'delete_circle',
  'dismiss_reports',
  // An admin looked after a post under Needs care (docs/care.md): it leaves the list.
  'care_looked_after',
  'export',
  // Not an admin's: a member erased their own account (issue 15 §2). The entry says when, never who.
  'erase_account',
  // Auto-moderation (issue 31 §3): its settings changed by an admin, and what it did by itself
  // (named "Auto-moderation" in the log, with its reason; never who reported).
  'moderation_settings',
  'quarantine_post',
  'auto_delete_post',
  'flag_post',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export type AdminLogTargetType = 'user' | 'join_request' | 'registration' | 'post' | 'circle' | 'export' | 'settings';

/** One entry of GET /api/admin/log: who (an admin), what, when, and on what. */
export interface AdminLogEntry {
  id: string;
  at: string;
  admin: { id: string; name: string };
  action: AdminAction;
  target: { type: AdminLogTargetType; id: string; label: string | null };
  /** A short detail of the action: a registration's new status, an export's type. */
  detail: string | null;
}

/** GET /api/admin/log: newest first; `next` is the cursor (`?before=`) of the following page, null after the last. */
export interface AdminLogPage {
  entries: AdminLogEntry[];
  next: string | null;
}

/** The Posts tab's filters (spec §2 Admin panel), in the order the select lists them. */
export const ADMIN_POST_FILTERS = ['all', 'recent', 'ai', 'reported'] as const;
export type AdminPostFilter = (typeof ADMIN_POST_FILTERS)[number];
export const ADMIN_POST_FILTER_LABELS: Record<AdminPostFilter, string> = {
  all: 'All Posts',
  recent: 'Recent (7 days)',
  ai: 'AI Generated',
  reported: 'Reported',
};

/** A post or reply as the Posts tab lists it: the members' Post's fields it shows (its author the same persona), and the admin's own. */
export interface AdminPost extends Pick<Post, 'id' | 'authorId' | 'author'> {
  type: PostType;
  content: string;
  parentId: string | null;
  circle: { id: string; name: string } | null;
  isAiGenerated: boolean;
  isReported: boolean;
  /** How many members have open reports on it. */
  reportCount: number;
  /** How many reactions it has, of every type. */
  reactionTotal: number;
  createdAt: string;
}

/** How the Posts tab and the export name an AI-generated post's author (spec §2 Admin panel). */
export const AI_AUTHOR_NAME = 'AI Spiritual Guide';

/** The author's name as the admin sees it: the persona, or the guide's name for a post the guide wrote. */
export const adminAuthorName = (post: Pick<AdminPost, 'author' | 'isAiGenerated'>) => (post.isAiGenerated ? AI_AUTHOR_NAME : post.author.anonymousName);

/** GET /api/admin/posts?filter=&q=&before=: newest first; `next` is the cursor of the following page, null after the last. */
export interface AdminPostPage {
  posts: AdminPost[];
  next: string | null;
}

/** A circle in the admin's Circles tab: what its members see of it, without the viewer's own state. */
export type AdminCircle = Omit<Circle, 'isMember' | 'isCreator' | 'joinRequest'>;

/** GET /api/admin/circles: newest first; `next` is the cursor (`?before=`) of the following page, null after the last. */
export interface AdminCirclePage {
  circles: AdminCircle[];
  next: string | null;
}

export const EXPORT_TYPES = ['users', 'posts', 'circles'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

/** GET /api/admin/export?type=: rows of plain values, one object per row, and the file's name. */
export interface AdminExport {
  data: Record<string, string | number | boolean | null>[];
  filename: string;
  /** Set when the export stopped at its limit (the newest rows are kept): docs/decisions.md. */
  truncated: boolean;
}
