/**
 * Request schemas with the specification's exact messages. The browser validates with these
 * before sending, and the functions validate with the very same schemas on arrival.
 */
// zod/mini: the same validation at a fraction of the bundle weight of classic zod, which matters
// for Lambda cold starts and the landing page alike.
import * as z from 'zod/mini';
import { ANONYMOUS_NAME_MAX, AVATAR_VALUE_MAX, MEDITATION, PRE_REGISTRATION, REPORTS, SPIRITUAL_JOURNEY_MAX } from './limits.ts';
import { MEDITATION_STATUSES } from './types/meditation.ts';
import { isReservedName, NAME_TAKEN } from './persona-names.ts';

/** A trimmed, required string: one message when missing or blank, another when too long. */
export const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

const avatar = requiredText('Please choose an avatar style', AVATAR_VALUE_MAX, `Avatar must be under ${AVATAR_VALUE_MAX} characters`);

/** A persona's name: the spec's length rules, then none of the product's own names (shared/persona-names.ts). */
const anonymousName = (tooLong: string) =>
  requiredText('Anonymous name is required', ANONYMOUS_NAME_MAX, tooLong).check(z.refine((name) => !isReservedName(name), NAME_TAKEN));

export const personaSchema = z.object({
  anonymousName: anonymousName('Name must be less than 50 characters'),
  avatar,
  spiritualJourney: requiredText('Spiritual journey is required', SPIRITUAL_JOURNEY_MAX, 'Journey must be less than 500 characters'),
});
export type PersonaInput = z.infer<typeof personaSchema>;

/** The first message of a failed parse: what the UI and the 400 answer both show. */
export function firstIssueMessage(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

/** Optional trimmed text with a maximum. */
/** A trimmed string that may be absent or null, with a message when too long. */
export const optionalText = (max: number, tooLong: string) =>
  z.optional(z.nullable(z.string({ error: tooLong }).check(z.trim(), z.maxLength(max, tooLong))));

export const profileSchema = z.object({
  anonymousName: anonymousName('Name must be under 50 characters'),
  avatar,
  spiritualJourney: optionalText(SPIRITUAL_JOURNEY_MAX, 'Journey description must be under 500 characters'),
});
export type ProfileInput = z.infer<typeof profileSchema>;

const flag = z.optional(z.boolean({ error: 'Each notification setting must be true or false' }));
export const notificationPreferencesSchema = z.object({
  notifyAllPosts: flag,
  notifyMainFeedPosts: flag,
  notifyReplies: flag,
  notifyReactions: flag,
  notifyCircleActivity: flag,
  notifyInvitations: flag,
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesSchema>;

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

const slotSchema = z.object({
  dateRange: requiredText('Date range is required', MEDITATION.fieldMax, `Date range must be under ${MEDITATION.fieldMax} characters`),
  timeRange: requiredText('Time range is required', MEDITATION.fieldMax, `Time range must be under ${MEDITATION.fieldMax} characters`),
});

export const meditationRegistrationSchema = z.object({
  name: requiredText('Name is required', MEDITATION.fieldMax, `Name must be under ${MEDITATION.fieldMax} characters`),
  availabilitySlots: z.array(slotSchema, { error: 'Please provide at least one availability slot' }).check(
    z.minLength(1, 'Please provide at least one availability slot'),
    z.maxLength(MEDITATION.slotsMax, `Please provide at most ${MEDITATION.slotsMax} availability slots`),
  ),
  expectations: optionalText(MEDITATION.expectationsMax, `Expectations must be under ${MEDITATION.expectationsMax} characters`),
});
export type MeditationRegistrationInput = z.infer<typeof meditationRegistrationSchema>;

export const meditationStatusSchema = z.object({
  status: z.enum(MEDITATION_STATUSES, { error: 'Unknown status' }),
});

/** POST /api/posts/{id}/report: why the member reports the post. */
export const reportSchema = z.object({
  reason: requiredText('Please tell us why you are reporting this post', REPORTS.reasonMax, `Reason must be less than ${REPORTS.reasonMax} characters`),
});
export type ReportInput = z.infer<typeof reportSchema>;

/** What becomes of an erased member's posts and replies: deleted, or kept under "Former member" (issue 15 §2). */
export const ERASURE_POST_CHOICES = ['delete', 'keep'] as const;
export type ErasurePostChoice = (typeof ERASURE_POST_CHOICES)[number];

/** POST /api/user/erase: the member types their anonymous name to confirm, and chooses for their posts. */
export const eraseAccountSchema = z.object({
  confirmName: requiredText('Type your anonymous name to confirm', ANONYMOUS_NAME_MAX + 20, 'That is longer than any anonymous name'),
  posts: z.enum(ERASURE_POST_CHOICES, { error: 'Choose what happens to your posts' }),
});
export type EraseAccountInput = z.infer<typeof eraseAccountSchema>;
