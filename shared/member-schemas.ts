/** The persona, the profile and the notification preferences: a member's own settings. */
import * as z from 'zod/mini';
import { LANGUAGES } from './languages.ts';
import { ANONYMOUS_NAME_MAX, AVATAR_VALUE_MAX, SPIRITUAL_JOURNEY_MAX } from './limits.ts';
import { isReservedName, NAME_TAKEN } from './persona-names.ts';
import { optionalText, requiredText } from './schemas.ts';
import { isTimeZone, TIME_ZONE_MESSAGE } from './time-zone.ts';

export const avatar = requiredText('Please choose an avatar style', AVATAR_VALUE_MAX, `Avatar must be under ${AVATAR_VALUE_MAX} characters`);

/** A persona's name: the spec's length rules, then none of the product's own names (shared/persona-names.ts). */
export const anonymousName = (tooLong: string) =>
  requiredText('Anonymous name is required', ANONYMOUS_NAME_MAX, tooLong).check(z.refine((name) => !isReservedName(name), NAME_TAKEN));

export const flag = z.optional(z.boolean({ error: 'Each notification setting must be true or false' }));


export const personaSchema = z.object({
  anonymousName: anonymousName('Name must be less than 50 characters'),
  avatar,
  spiritualJourney: requiredText('Spiritual journey is required', SPIRITUAL_JOURNEY_MAX, 'Journey must be less than 500 characters'),
});
export type PersonaInput = z.infer<typeof personaSchema>;

export const profileSchema = z.object({
  anonymousName: anonymousName('Name must be under 50 characters'),
  avatar,
  spiritualJourney: optionalText(SPIRITUAL_JOURNEY_MAX, 'Journey description must be under 500 characters'),
});
export type ProfileInput = z.infer<typeof profileSchema>;
export const notificationPreferencesSchema = z.object({
  notifyAllPosts: flag,
  notifyMainFeedPosts: flag,
  notifyReplies: flag,
  notifyReactions: flag,
  notifyCircleActivity: flag,
  notifyInvitations: flag,
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesSchema>;

/** The interface's language, kept on the member so each of their browsers follows it (issue 34). */
export const languageSchema = z.object({ language: z.enum(LANGUAGES, { error: 'Choose English or Hindi.' }) });
export type LanguageInput = z.infer<typeof languageSchema>;
/** PATCH /api/user/time-zone: the zone the member's browser is in (shared/time-zone.ts). */
export const timeZoneSchema = z.object({
  timeZone: z.string({ error: TIME_ZONE_MESSAGE }).check(z.refine(isTimeZone, TIME_ZONE_MESSAGE)),
});
