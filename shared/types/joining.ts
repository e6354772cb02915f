/** The join process: a join request as its referrer sees it, and the one answer to asking. */

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
