/** What only admins see: accounts, join requests with their emails, the community's counts. */
import type { ReferralRequest } from './joining.ts';
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
}

/** GET /api/admin/users and /api/admin/users/pending: the admin's full view of an account. */
export interface AdminUser extends User {
  status: UserStatus;
}
