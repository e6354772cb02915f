import type { InvitationStatus } from '#shared/types/invitation.ts';
import { Badge, type BadgeVariant } from '@/components/ui/badge.tsx';

/** Spec §4: a rejected invitation reads as Declined. */
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Declined',
};

const VARIANTS: Record<InvitationStatus, BadgeVariant> = {
  pending: 'secondary',
  accepted: 'default',
  rejected: 'outline',
};

/** An invitation's status, as the invitee (/invitations) and the circle's members (the invite dialog) see it. */
export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  return <Badge variant={VARIANTS[status]}>{INVITATION_STATUS_LABELS[status]}</Badge>;
}
