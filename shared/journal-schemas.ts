/** Journal requests, with the specification's messages (§5); the journal's dialogs validate with the same schemas. */
import * as z from 'zod/mini';
import { guideLanguageField } from './ai-guru-schemas.ts';
import { optionalText, requiredText } from './schemas.ts';

export const JOURNAL_LIMITS = { titleMax: 200, contentMax: 5000 } as const;

const content = requiredText('Content is required', JOURNAL_LIMITS.contentMax, 'Content must be less than 5000 characters');

/** POST /api/journal: a blank title is no title. */
export const createJournalEntrySchema = z.object({
  title: optionalText(JOURNAL_LIMITS.titleMax, 'Title must be less than 200 characters'),
  content,
});
export type CreateJournalEntryInput = z.infer<typeof createJournalEntrySchema>;

/** PUT /api/journal/{id}: on edit only the content is sent (§5). */
export const updateJournalEntrySchema = z.object({ content });
export type UpdateJournalEntryInput = z.infer<typeof updateJournalEntrySchema>;

/** POST /api/journal/{id}/reflect (beyond the spec): the language of the guide's reflection; the entry is read from the store, never sent. */
export const reflectOnEntrySchema = z.object({ language: guideLanguageField });
export type ReflectOnEntryInput = z.input<typeof reflectOnEntrySchema>;
