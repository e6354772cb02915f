/**
 * What a caller is told when a service we depend on fails after its client's own retries
 * (docs/errors.md, "When a service we depend on fails"): DynamoDB or S3 throttling, a transaction
 * cancelled by concurrent ones, a time-out, a 5xx or a dropped connection. Each is a 503 with a
 * message written for the caller and a Retry-After, never a 500: nothing is wrong with the request,
 * and trying again shortly is the right thing to do. Anything else stays what it was.
 */
import { TransactionCancelled } from './db/transact.ts';
import { HttpError } from './errors.ts';

/** The SDK's throttling errors, by name, across DynamoDB, S3 and the rest. */
const THROTTLED = new Set(['ThrottlingException', 'ProvisionedThroughputExceededException', 'RequestLimitExceeded', 'SlowDown', 'TooManyRequestsException']);

/** Cancellation reasons that say "not now" rather than "not so": a condition that failed is the route's to answer. */
const TRANSIENT_CANCELLATION = new Set(['None', 'TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded', 'RequestLimitExceeded']);

/** A socket that failed under the client, and the SDK's own time-out. */
const UNREACHABLE = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

interface SdkError {
  name?: string;
  code?: string;
  $fault?: 'client' | 'server';
  $metadata?: { httpStatusCode?: number };
  $retryable?: { throttling?: boolean };
  CancellationReasons?: { Code?: string }[];
}

export const BUSY_MESSAGE = 'Many people are doing the same at this moment. Please try again in a few seconds.';
export const UNAVAILABLE_MESSAGE = 'Something we rely on is not answering right now. Please try again in a minute.';

export const busy = () => new HttpError(503, 'busy', BUSY_MESSAGE, { expose: true, headers: { 'Retry-After': '2' } });
export const unavailable = () => new HttpError(503, 'unavailable', UNAVAILABLE_MESSAGE, { expose: true, headers: { 'Retry-After': '30' } });

/** The 503 a dependency's failure is answered with, or null for an error that is no such failure. */
export function dependencyFailure(error: unknown): HttpError | null {
  if (typeof error !== 'object' || error === null || error instanceof HttpError) return null;
  const e = error as SdkError;
  const cancelled =
    error instanceof TransactionCancelled
      ? error.reasons
      : e.name === 'TransactionCanceledException'
        ? (e.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None')
        : null;
  if (cancelled) return cancelled.every((code) => TRANSIENT_CANCELLATION.has(code)) ? busy() : null;
  if (THROTTLED.has(e.name ?? '') || e.$retryable?.throttling) return busy();
  if (e.name === 'TimeoutError' || UNREACHABLE.has(e.code ?? '')) return unavailable();
  if (e.$fault === 'server' || (e.$metadata?.httpStatusCode ?? 0) >= 500) return unavailable();
  return null;
}
