/**
 * The offline guide: what answers when no provider is configured. It says what it is, then offers
 * passages from the project's own library (passages.ts) on the themes the text touches, in the
 * asked language, cut at a sentence boundary near the asked length.
 */
import { createHash } from 'node:crypto';
import type { GuideLanguage } from '#shared/ai-guru-schemas.ts';
import { OFFLINE_PREFACE, THEMES, type Theme } from './passages.ts';
import { themesOf } from './themes.ts';

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Sentences end at `.`, `?`, `!` or the Devanagari danda `।`. */
const sentencesOf = (passage: string) => passage.match(/[^.?!।]+[.?!।]+["”]?\s*/g)?.map((s) => s.trim()) ?? [passage];

/** A stable starting point per text: the same question gets the same answer, different ones vary. */
const seedOf = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

/** The matched themes first, then the rest of the library in a rotation chosen by the seed. */
function themeOrder(text: string, seed: number): Theme[] {
  const matched = themesOf(text);
  const start = seed % THEMES.length;
  const rotated = [...THEMES.slice(start), ...THEMES.slice(0, start)];
  return [...matched, ...rotated.filter((theme) => !matched.includes(theme))];
}

export function offlineAnswer(text: string, language: GuideLanguage, wordCount: number): string {
  const seed = seedOf(text);
  const passages = themeOrder(text, seed).flatMap((theme) => {
    const own = theme.passages[language];
    return own.map((_, i) => own[(i + seed) % own.length]!);
  });
  const chosen: string[] = [];
  let words = 0;
  for (const sentence of passages.flatMap((passage) => [...sentencesOf(passage), '\n\n'])) {
    if (sentence === '\n\n') {
      if (chosen.length && chosen.at(-1) !== '\n\n') chosen.push(sentence);
      continue;
    }
    const size = wordsIn(sentence);
    if (words > 0 && words + size > wordCount) break;
    chosen.push(sentence);
    words += size;
  }
  const body = chosen
    .join(' ')
    .replace(/ ?\n\n ?/g, '\n\n')
    .trim();
  return `${OFFLINE_PREFACE[language]}\n\n${body}`;
}

/** Today's wisdom offline: one whole passage, the same for everyone on a given day. */
export function offlineWisdom(day: string): string {
  const passages = THEMES.flatMap((theme) => theme.passages.english);
  return passages[seedOf(day) % passages.length]!;
}
