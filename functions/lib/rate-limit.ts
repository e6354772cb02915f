/**
 * Limits kept in the one table (docs/limits.md): a fixed-window counter per key,
 * `LIMIT#<key>` / `<window start, ms>`, counted and checked by one conditional update (ADD with
 * "fewer than max so far"), so two concurrent requests can never both take the last place. The
 * same update runs alone (`consume`) or inside a caller's transaction (`windowCount`), so that a
 * count can stand or fall with the write it limits. Each window's item expires by TTL one window
 * after it closes.
 */
import { updateIf, type TransactItem } from './db/transact.ts';
import { countWithin } from './db/update.ts';
import { HttpError } from './errors.ts';

export const MINUTE = 60;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface Limit {
  /** Requests allowed in one window. */
  readonly max: number;
  /** The window's length; windows start at whole multiples of it since the epoch (a day's at 00:00 UTC). */
  readonly windowSeconds: number;
}

export interface WindowCount {
  /** The update, for UpdateItem alone or as one action of a transaction. */
  update: NonNullable<TransactItem['Update']>;
  /** Seconds from `now` until the window ends: the Retry-After of a refusal. */
  retryAfterSeconds: number;
}

/** The one update that counts a request in `key`'s current window, refused (condition) once `max` were counted. */
export function windowCount(key: string, { max, windowSeconds }: Limit, now = Date.now()): WindowCount {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  const end = start + windowMs;
  return {
    update: countWithin({ pk: `LIMIT#${key}`, sk: String(start) }, 'hits', max, Math.ceil(end / 1000) + windowSeconds),
    retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)),
  };
}

function waitWords(seconds: number): string {
  if (seconds < MINUTE) return 'a minute';
  if (seconds < HOUR) {
    const minutes = Math.ceil(seconds / MINUTE);
    return minutes === 1 ? 'a minute' : `${minutes} minutes`;
  }
  const hours = Math.ceil(seconds / HOUR);
  return hours === 1 ? 'an hour' : `${hours} hours`;
}

/** The 429 of a limit reached: when to try again, in the header and in words the member reads. */
export function tooManyRequests(retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'rate_limited', `You have done this many times in a short while. Please take a pause and try again in ${waitWords(retryAfterSeconds)}.`, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

/** Counts one request against `key`'s limit; past it, throws the 429. */
export async function consume(key: string, limit: Limit, now = Date.now()): Promise<void> {
  const { update, retryAfterSeconds } = windowCount(key, limit, now);
  if (!(await updateIf(update))) throw tooManyRequests(retryAfterSeconds);
}
