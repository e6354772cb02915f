/**
 * Whether words signal crisis, wherever a member writes them: the guide asks before any provider
 * (ai-guru/workflows/guide-care.ts), and a post, reply, journal entry or message gives its writer the
 * care card (careForWriting, docs/care.md).
 *
 * Two layers read the texts, and either is enough: the offline recogniser (crisis.ts), always,
 * and the moderation model where a key is set (moderation.ts), which is bounded in time and whose
 * failure counts as no signal, so it never hides a crisis the offline layer saw nor holds an
 * answer back.
 *
 */
import type { GuideLanguage } from '#shared/ai-guru-schemas.ts';
import type { Care, WithCare } from '#shared/types/care.ts';
import { careFor } from './care-answer.ts';
import { signalsCrisis } from './crisis.ts';
import { moderationSignalsCrisis } from './moderation.ts';

/** Either layer reads crisis in one of `texts`: the offline one first, the model only if it saw nothing. */
export const crisisIn = async (texts: readonly string[]) => texts.some(signalsCrisis) || (await moderationSignalsCrisis(texts));

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
