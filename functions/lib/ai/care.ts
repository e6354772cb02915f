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
 *
 * The same two layers read what members write elsewhere (careForWriting): the writer's browser is
 * given the care card (docs/care.md).
 */
import type { GuideLanguage } from '#shared/ai-guru-schemas.ts';
import type { Care, WithCare } from '#shared/types/care.ts';
import { GUIDE_DAILY_QUESTIONS_ENV, optionalEnv } from '../config.ts';
import { countQuestion } from '../../ai-guru/items/exchange.ts';
import { careAnswer, careFor } from './care-answer.ts';
import { signalsCrisis } from './crisis.ts';
import { moderationSignalsCrisis } from './moderation.ts';

const DEFAULT_DAILY_QUESTIONS = 50;

/** Either layer reads crisis in one of `texts`: the offline one first, the model only if it saw nothing. */
const crisisIn = async (texts: readonly string[]) => texts.some(signalsCrisis) || (await moderationSignalsCrisis(texts));

/**
 * The care answer in `language`, or null once the text is counted and the provider may be asked.
 * `history` is the member's own earlier words sent with it.
 */
export async function crisisAnswerOrCount(userId: string, text: string, language: GuideLanguage, history: readonly string[] = []): Promise<string | null> {
  if (await crisisIn([text, ...history])) return careAnswer(language);
  await countQuestion(userId, Number(optionalEnv(GUIDE_DAILY_QUESTIONS_ENV) ?? DEFAULT_DAILY_QUESTIONS));
  return null;
}

const DEVANAGARI = /[\u0900-\u097f]/;
/** Words of Hindi typed in Latin letters, as people write them (crisis-text.ts reads their spellings). */
const HINGLISH = /\b(?:mujhe|mujhko|nahi|nahin|nhi|hai|hain|hoon|hu|chahta|chahti|karna|kar|jeena|jina|marna|khatam|khud|apni|apna|zindagi|jindagi|bas|yaar)\b/giu;

/** The language the care card speaks: the writer's (Devanagari, Hinglish by its words, else English). */
function languageOfWriting(text: string): GuideLanguage {
  if (DEVANAGARI.test(text)) return 'hindi';
  return (text.match(HINGLISH)?.length ?? 0) >= 2 ? 'hinglish' : 'english';
}

/**
 * What a member wrote elsewhere: care for the writer's browser when it signals crisis, else null.
 * Nothing is counted, stored or logged here. A post or reply is read by both layers; words sealed
 * at rest (a journal entry, a direct message) by the offline one alone, so that nothing written in
 * private leaves our servers unasked (docs/decisions.md "Care wherever people write").
 */
export async function careForWriting(texts: readonly string[], { sealed }: { sealed: boolean }): Promise<Care | null> {
  const written = texts.filter((text) => text.trim());
  if (!written.length || !(sealed ? written.some(signalsCrisis) : await crisisIn(written))) return null;
  return careFor(languageOfWriting(written.join('\n')));
}

/** An answer to the writer alone, with the care card's lines when their words signalled crisis. */
export const withCare = <T extends object>(answer: T, care: Care | null): WithCare<T> => (care ? { ...answer, care } : answer);
