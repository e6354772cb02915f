import type { JoinRequestStatus } from '#shared/types/joining.ts';
import type { BadgeVariant } from '@/components/ui/badge.tsx';

/**
 * How a join request's status looks to its referrer (names in docs/decisions.md; the words are
 * `status.<status>` in the joining catalogue). No red: nothing here is an error.
 */
export const REFERRAL_STATUS: Record<JoinRequestStatus, BadgeVariant> = {
  awaiting_referrer: 'default',
  declined_by_referrer: 'outline',
  awaiting_admin: 'accent',
  approved: 'secondary',
  rejected: 'outline',
};
