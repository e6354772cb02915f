/**
 * What every request schema is made of (each domain's schemas are in its own file: member-,
 * joining-, meditation-, privacy-, post-, circle-, message-, journal-, ai-guru-, push-,
 * upload-, moderation-schemas.ts): the specification's exact messages, which the browser checks
 * before sending and the functions check again on arrival with the very same schemas.
 */
// zod/mini: the same validation at a fraction of the bundle weight of classic zod, which matters
// for Lambda cold starts and the landing page alike.
import * as z from 'zod/mini';

/** A trimmed, required string: one message when missing or blank, another when too long. */
export const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/** The first message of a failed parse: what the UI and the 400 answer both show. */
export function firstIssueMessage(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

/** A trimmed string that may be absent or null, with a message when too long. */
export const optionalText = (max: number, tooLong: string) =>
  z.optional(z.nullable(z.string({ error: tooLong }).check(z.trim(), z.maxLength(max, tooLong))));

const INVALID_EMAIL = 'Please enter a valid email address';

/**
 * The specification's rule (non-empty, contains an @), then what a browser's <input type="email">
 * accepts (the WHATWG "valid e-mail address", zod's html5Email), so that every address taken can
 * one day sign in. Lower-cased: one person, one address.
 */
export const emailSchema = z.string({ error: INVALID_EMAIL }).check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, INVALID_EMAIL),
  z.includes('@', INVALID_EMAIL),
  z.maxLength(254, INVALID_EMAIL),
  z.regex(z.regexes.html5Email, INVALID_EMAIL),
);
