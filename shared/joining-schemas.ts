/** Joining: the request to join (the specification's pre-registration) and its referrer's decision. */
import * as z from 'zod/mini';
import { PRE_REGISTRATION } from './limits.ts';
import { emailSchema, requiredText } from './schemas.ts';

/** Pre-registration, in the specification's order: name, email, journey, referrer. */
export const preRegistrationSchema = z.object({
  name: requiredText('Please enter your name', PRE_REGISTRATION.nameMax, `Please keep your name under ${PRE_REGISTRATION.nameMax} characters`),
  email: emailSchema,
  spiritualJourney: z.string({ error: 'Please share your spiritual journey (at least 10 characters)' }).check(
    z.trim(),
    z.minLength(PRE_REGISTRATION.journeyMin, 'Please share your spiritual journey (at least 10 characters)'),
    z.maxLength(PRE_REGISTRATION.journeyMax, `Please keep your journey under ${PRE_REGISTRATION.journeyMax} characters`),
  ),
  referredBy: requiredText('Please select a referrer', 100, 'Please select a referrer'),
});
export type PreRegistrationInput = z.infer<typeof preRegistrationSchema>;

export const referrerDecisionSchema = z.object({
  decision: z.enum(['approved', 'declined'], { error: 'Decision must be "approved" or "declined"' }),
});
