/**
 * Idempotent creates (docs/decisions.md, "Retried creates"): the header the SPA sends one key in per
 * create, and the answers the server gives a repeat, which the SPA's retry tells apart.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Set on an answer that is a stored one, as Stripe's API marks a replay. */
export const REPLAYED_HEADER = 'idempotent-replayed';

export const IDEMPOTENCY_ERRORS = {
  badKey: { message: 'Idempotency-Key must be 16 to 128 letters, digits, - or _.', code: 'invalid_idempotency_key' },
  reused: { message: 'This Idempotency-Key was already used for a different request.', code: 'idempotency_key_reused' },
  inFlight: { message: 'This request is still being processed. Please wait a moment.', code: 'request_in_flight' },
  /** The first request's writes were made, but its answer was lost before it could be kept. */
  applied: { message: 'This was already done. Refresh to see it.', code: 'already_applied' },
} as const;
