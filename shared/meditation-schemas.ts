/** The Virtual Self Program's registration form, and an admin's change of its status. */
import * as z from 'zod/mini';
import { MEDITATION } from './limits.ts';
import { MEDITATION_STATUSES } from './types/meditation.ts';
import { optionalText, requiredText } from './schemas.ts';

export const slotSchema = z.object({
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
