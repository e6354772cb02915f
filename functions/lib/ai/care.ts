/**
 * What the guide does before any provider is asked, for every text a member brings to it (a
 * question with the history it comes with, a journal entry to reflect on): a text that signals
 * crisis is answered with the care answer, uncounted and never sent to a chat model; any other
 * text is counted against the member's daily allowance, or refused with a 429 once it is spent.
 *
 * Two layers read the texts, and either is enough: the offline recogniser (crisis.ts), always,
 * and the moderation model where a key is set (moderation.ts), which is bounded in time and whose
 * failure counts as no signal, so it never hides a crisis the offline layer saw nor holds an
 * answer back.
 */
import type { GuideLanguage } from '#shared/ai-guru-schemas.ts';
import { GUIDE_DAILY_QUESTIONS_ENV, optionalEnv } from '../config.ts';
import { countQuestion } from '../entities/guide.ts';
import { careAnswer } from './care-answer.ts';
import { signalsCrisis } from './crisis.ts';
import { moderationSignalsCrisis } from './moderation.ts';

const DEFAULT_DAILY_QUESTIONS = 50;

/**
 * The care answer in `language`, or null once the text is counted and the provider may be asked.
 * `history` is the member's own earlier words sent with it.
 */
export async function crisisAnswerOrCount(userId: string, text: string, language: GuideLanguage, history: readonly string[] = []): Promise<string | null> {
  const texts = [text, ...history];
  if (texts.some(signalsCrisis) || (await moderationSignalsCrisis(texts))) return careAnswer(language);
  await countQuestion(userId, Number(optionalEnv(GUIDE_DAILY_QUESTIONS_ENV) ?? DEFAULT_DAILY_QUESTIONS));
  return null;
}
