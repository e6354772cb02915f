/**
 * What the guide does before any provider is asked, for every text a member brings to it (a
 * question, a journal entry to reflect on): a text that signals crisis is answered with help
 * resources, uncounted and never sent anywhere; any other text is counted against the member's
 * daily allowance, or refused with a 429 once it is spent.
 */
import type { GuideLanguage } from '#shared/ai-guru-schemas.ts';
import { GUIDE_DAILY_QUESTIONS_ENV, optionalEnv } from '../config.ts';
import { countQuestion } from '../entities/guide.ts';
import { CRISIS_ANSWERS, signalsCrisis } from './crisis.ts';

const DEFAULT_DAILY_QUESTIONS = 50;

/** The crisis answer in `language`, or null once the text is counted and the provider may be asked. */
export async function crisisAnswerOrCount(userId: string, text: string, language: GuideLanguage): Promise<string | null> {
  if (signalsCrisis(text)) return CRISIS_ANSWERS[language];
  await countQuestion(userId, Number(optionalEnv(GUIDE_DAILY_QUESTIONS_ENV) ?? DEFAULT_DAILY_QUESTIONS));
  return null;
}
