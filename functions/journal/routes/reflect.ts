/**
 * POST /api/journal/{id}/reflect (beyond the specification): the guide's reflection on one of the
 * caller's own entries. The entry is opened for this call only and sent alone; the reflection is
 * answered and kept nowhere (not in the guide's history, not in the log). It is the guide's care
 * as for a question: a crisis gets help resources without the provider, anything else counts
 * against the day's allowance.
 */
import { reflectOnEntrySchema } from '#shared/journal-schemas.ts';
import type { JournalReflection } from '#shared/types/journal.ts';
import { crisisAnswerOrCount } from '../../ai-guru/workflows/guide-care.ts';
import { offlineAnswer } from '../../ai-guru/guide/offline-guide.ts';
import { REFLECTION_WORDS, reflectionPrompt } from '../../ai-guru/guide/prompt.ts';
import { guideText } from '../../lib/ai/provider.ts';
import { getJournalEntry } from '../items/journal.ts';
import { parseBody } from '../../lib/handler.ts';

export async function reflect(userId: string, id: string, body: unknown): Promise<JournalReflection> {
  const { language } = parseBody(reflectOnEntrySchema, body);
  const entry = await getJournalEntry(userId, id);
  const text = entry.title ? `${entry.title}\n\n${entry.content}` : entry.content;
  const crisisAnswer = await crisisAnswerOrCount(userId, text, language);
  if (crisisAnswer !== null) return { reflection: crisisAnswer, source: 'offline', crisis: true };
  const answer = await guideText(reflectionPrompt(text, language), REFLECTION_WORDS, () => offlineAnswer(text, language, REFLECTION_WORDS));
  return { reflection: answer.text, source: answer.source, crisis: false };
}
