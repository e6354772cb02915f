/**
 * Invitations to circles (access-membership-social spec §3 Invitation) and requests to join a
 * private circle (shown by the spec, not specified: docs/decisions.md).
 */

export const INVITATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
/** What an invitee may answer. */
export const INVITATION_RESPONSES = ['accepted', 'rejected'] as const;
export type InvitationResponse = (typeof INVITATION_RESPONSES)[number];

/** GET /api/invitations: an invitation as its invitee sees it. */
export interface Invitation {
  id: string;
  status: InvitationStatus;
  message: string | null;
  createdAt: string;
  respondedAt: string | null;
  circle: { id: string; name: string; isPrivate: boolean };
  inviter: { anonymousName: string; avatar: string };
}

/**
 * GET /api/circles/{id}/invitations: who has been invited, as the circle's members see it. An
 * invitation in the app names its invitee (null once their account is erased) and how they
 * answered. One sent to an address says only that it was sent, by whom and when: never the address,
 * whom it reached, whether it was answered or when (docs/decisions.md "An address never tells").
 */
export type CircleInvitation =
  | {
      kind: 'member';
      id: string;
      status: InvitationStatus;
      createdAt: string;
      respondedAt: string | null;
      invitee: { id: string; anonymousName: string; avatar: string } | null;
      inviter: { anonymousName: string };
    }
  | {
      kind: 'address';
      id: string;
      createdAt: string;
      inviter: { anonymousName: string };
    };

/** POST /api/circles/{id}/invite and /invite-user: the same answer whoever the address belongs to. */
export interface InvitationSent {
  sent: true;
}

/** GET /api/circles/{id}/join-requests: a request waiting for the circle's creator. */
export interface CircleJoinRequest {
  userId: string;
  anonymousName: string;
  avatar: string;
  spiritualJourney: string | null;
  createdAt: string;
}
