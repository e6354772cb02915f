/**
 * Request schemas with the specification's exact messages. The browser validates with these
 * before sending, and the functions validate with the very same schemas on arrival.
 */
// zod/mini: the same validation at a fraction of the bundle weight of classic zod, which matters
// for Lambda cold starts and the landing page alike.
import * as z from 'zod/mini';
import { ANONYMOUS_NAME_MAX, AVATAR_VALUE_MAX, SPIRITUAL_JOURNEY_MAX } from './limits.ts';

/** A trimmed, required string: one message when missing or blank, another when too long. */
const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

const avatar = requiredText('Please choose an avatar style', AVATAR_VALUE_MAX, `Avatar must be under ${AVATAR_VALUE_MAX} characters`);

export const personaSchema = z.object({
  anonymousName: requiredText('Anonymous name is required', ANONYMOUS_NAME_MAX, 'Name must be less than 50 characters'),
  avatar,
  spiritualJourney: requiredText('Spiritual journey is required', SPIRITUAL_JOURNEY_MAX, 'Journey must be less than 500 characters'),
});
export type PersonaInput = z.infer<typeof personaSchema>;

/** The first message of a failed parse: what the UI and the 400 answer both show. */
export function firstIssueMessage(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? 'Invalid request';
}
