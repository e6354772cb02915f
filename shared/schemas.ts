/**
 * Request schemas with the specification's exact messages. The browser validates with these
 * before sending, and the functions validate with the very same schemas on arrival.
 */
// Named imports, not the `z` namespace: the namespace drags every locale into each bundle.
import { object, string, type z } from 'zod';
import { ANONYMOUS_NAME_MAX, AVATAR_VALUE_MAX, SPIRITUAL_JOURNEY_MAX } from './limits.ts';

const avatar = string({ error: 'Please choose an avatar style' })
  .trim()
  .min(1, 'Please choose an avatar style')
  .max(AVATAR_VALUE_MAX, `Avatar must be under ${AVATAR_VALUE_MAX} characters`);

export const personaSchema = object({
  anonymousName: string({ error: 'Anonymous name is required' })
    .trim()
    .min(1, 'Anonymous name is required')
    .max(ANONYMOUS_NAME_MAX, 'Name must be less than 50 characters'),
  avatar,
  spiritualJourney: string({ error: 'Spiritual journey is required' })
    .trim()
    .min(1, 'Spiritual journey is required')
    .max(SPIRITUAL_JOURNEY_MAX, 'Journey must be less than 500 characters'),
});
export type PersonaInput = z.infer<typeof personaSchema>;

/** The first message of a failed parse: what the UI and the 400 answer both show. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}
