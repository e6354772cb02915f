/**
 * What the guide does before any provider is asked, for every text a member brings to it (a
 * question with the history it comes with, a journal entry to reflect on): a text that signals
 * crisis is answered with the care answer, uncounted and never sent to a chat model; any other
 * text is counted against the member's daily allowance, or refused with a 429 once it is spent.
 */
import type { GuideLanguage } from '#shared/ai-guru-schemas.ts';
import { GUIDE_DAILY_QUESTIONS_ENV, optionalEnv } from '../../lib/config.ts';
import { countQuestion } from '../items/exchange.ts';
import { careAnswer } from '../../lib/ai/care-answer.ts';
import { crisisIn } from '../../lib/ai/care.ts';

const DEFAULT_DAILY_QUESTIONS = 50;

/**
 * The care answer in `language`, or null once the text is counted and the provider may be asked.
 * `history` is the member's own earlier words sent with it.
 */
export async function crisisAnswerOrCount(userId: string, text: string, language: GuideLanguage, history: readonly string[] = []): Promise<string | null> {
  if (await crisisIn([text, ...history])) return careAnswer(language);
  await countQuestion(userId, Number(optionalEnv(GUIDE_DAILY_QUESTIONS_ENV) ?? DEFAULT_DAILY_QUESTIONS));
  return null;
}
