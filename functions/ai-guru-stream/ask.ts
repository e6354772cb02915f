/**
 * POST /api/ai-guru/question: the guide's answer to a member's question, kept in their history.
 * The prompt is built from the caller's own stored journey, never from the request's `context`.
 * A question that signals crisis is answered with help resources before anything else: no quota,
 * no provider.
 */
import { guideQuestionSchema } from '#shared/ai-guru-schemas.ts';
import type { GuideAnswer } from '#shared/types/ai-guru.ts';
import { CRISIS_ANSWERS, signalsCrisis } from '../lib/ai/crisis.ts';
import { offlineAnswer } from '../lib/ai/offline-guide.ts';
import { questionPrompt } from '../lib/ai/prompt.ts';
import { guideText, type GuideText } from '../lib/ai/provider.ts';
import { topicsOf } from '../lib/ai/themes.ts';
import { GUIDE_DAILY_QUESTIONS_ENV, optionalEnv } from '../lib/config.ts';
import { countQuestion, storeExchange } from '../lib/entities/guide.ts';
import type { UserItem } from '../lib/entities/user.ts';
import { parseBody } from '../lib/handler.ts';

const DEFAULT_DAILY_QUESTIONS = 50;
const CRISIS_TOPICS = ['support'];

export async function ask(user: UserItem, body: unknown): Promise<GuideAnswer> {
  const input = parseBody(guideQuestionSchema, body);
  const crisis = signalsCrisis(input.question);
  let answer: GuideText;
  if (crisis) {
    answer = { text: CRISIS_ANSWERS[input.language], source: 'offline' };
  } else {
    await countQuestion(user.id, Number(optionalEnv(GUIDE_DAILY_QUESTIONS_ENV) ?? DEFAULT_DAILY_QUESTIONS));
    answer = await guideText(questionPrompt(input, user.spiritualJourney ?? null), input.wordCount, () =>
      offlineAnswer(input.question, input.language, input.wordCount),
    );
  }
  const stored = await storeExchange(user.id, {
    question: input.question,
    response: answer.text,
    language: input.language,
    topics: crisis ? CRISIS_TOPICS : topicsOf(input.question),
    source: answer.source,
  });
  return { response: answer.text, source: answer.source, conversationId: stored.id, crisis };
}
