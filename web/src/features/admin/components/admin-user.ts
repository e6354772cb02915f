import type { AdminUser } from '#shared/types/admin.ts';
import type { BadgeVariant } from '@/components/ui/badge.tsx';
import type { UserAction } from '../api/change-user-status.ts';

/** The account's real name as the identity provider gave it, else the email (admins only ever see this). */
export function accountName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}

export interface UserBadge {
  label: string;
  variant: BadgeVariant;
}

/**
 * Spec: Approved or Pending Approval; Not Onboarded only when also unapproved; Admin; Suspended.
 * A rejected account reads Not Approved rather than Pending (docs/decisions.md).
 */
export function badgesOf(user: AdminUser): UserBadge[] {
  const badges: UserBadge[] = [];
  if (user.isApproved) badges.push({ label: 'Approved', variant: 'secondary' });
  else if (user.status === 'rejected') badges.push({ label: 'Not Approved', variant: 'outline' });
  else badges.push({ label: 'Pending Approval', variant: 'accent' });
  if (!user.hasCompletedOnboarding && !user.isApproved) badges.push({ label: 'Not Onboarded', variant: 'outline' });
  if (user.isAdmin) badges.push({ label: 'Admin', variant: 'default' });
  if (user.isSuspended) badges.push({ label: 'Suspended', variant: 'destructive' });
  return badges;
}

export const USER_FILTERS = [
  { value: 'all', label: 'All Users' },
  { value: 'approved', label: 'Approved Only' },
  { value: 'pending', label: 'Pending Only' },
  { value: 'suspended', label: 'Suspended Only' },
] as const;
export type UserFilter = (typeof USER_FILTERS)[number]['value'];

/** Approved: may use the platform or will once onboarded; Pending: exactly the Pending tab; Suspended: suspended. */
const FILTER_TEST: Record<UserFilter, (user: AdminUser) => boolean> = {
  all: () => true,
  approved: (user) => user.status === 'approved' || user.status === 'preapproved',
  pending: (user) => user.status === 'pending' || user.status === 'onboarding',
  suspended: (user) => user.isSuspended,
};

/** Spec: search over name, email and anonymous name (case-insensitive), then the filter. */
export function filterUsers(users: readonly AdminUser[], search: string, filter: UserFilter): AdminUser[] {
  const needle = search.trim().toLocaleLowerCase();
  return users.filter(
    (user) =>
      FILTER_TEST[filter](user) &&
      (!needle ||
        [accountName(user), user.email, user.anonymousName ?? ''].some((text) => text.toLocaleLowerCase().includes(needle))),
  );
}

/** The toasts after each admin action on an account (the failures are the spec's). */
export const USER_ACTION_OUTCOME: Record<UserAction, { done: string; failed: string }> = {
  approve: { done: 'User approved', failed: 'Failed to approve user' },
  reject: { done: 'User rejected', failed: 'Failed to reject user' },
  suspend: { done: 'User suspended', failed: 'Failed to suspend user' },
  reinstate: { done: 'User reinstated', failed: 'Failed to reinstate user' },
};
