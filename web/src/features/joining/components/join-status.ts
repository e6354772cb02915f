import type { JoinRequestStatus } from '#shared/types/joining.ts';
import type { BadgeVariant } from '@/components/ui/badge.tsx';

/** How a join request's status reads to its referrer (names in docs/decisions.md). No red: nothing here is an error. */
export const REFERRAL_STATUS: Record<JoinRequestStatus, { label: string; variant: BadgeVariant }> = {
  awaiting_referrer: { label: 'Awaiting your review', variant: 'default' },
  declined_by_referrer: { label: 'Declined by you', variant: 'outline' },
  awaiting_admin: { label: 'With an admin for review', variant: 'accent' },
  approved: { label: 'Approved', variant: 'secondary' },
  rejected: { label: 'Not approved by an admin', variant: 'outline' },
};
