/** What every API answer may be: an error body, a count, and the gate's codes. */

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
