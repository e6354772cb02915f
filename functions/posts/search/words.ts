/**
 * Words for the search index: Unicode letters and digits with their combining marks (Devanagari's
 * matras, virama, nukta, anusvara: a conjunct is inside a word), lower-cased and NFKC-normalised,
 * 2 to 30 characters, each once. A post indexes at most MAX_WORDS of them.
 */
import { soundKeysOf } from './sound-key.ts';

export const MAX_WORDS = 40;
export const MIN_CHARS = 2;
const MAX = 30;

export function wordsOf(text: string): string[] {
  const words = text
    .normalize('NFKC')
    .toLocaleLowerCase()
    // The zero-width joiner and non-joiner choose how a conjunct is drawn (a half form rather than a
    // ligature), not which word it is: they are taken out rather than splitting it.
    .replace(/[\u200c\u200d]/g, '')
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((w) => [...w].length >= MIN_CHARS);
  return [...new Set(words.map((w) => [...w].slice(0, MAX).join('')))];
}

/**
 * The words a post is found by: its content's, never its author's name. A name is the author's
 * only while they keep it: indexed, an old name would find the posts after a rename (linking the
 * two names) and an erased one its "Former member" posts (docs/erasure.md).
 */
export const indexWordsOf = (content: string): string[] => wordsOf(content).slice(0, MAX_WORDS);

/** What a post is indexed under: its content's words and their sound keys (sound-key.ts). */
export function searchIndexOf(content: string): { searchWords: string[]; searchKeys: string[] } {
  const searchWords = indexWordsOf(content);
  return { searchWords, searchKeys: soundKeysOf(searchWords) };
}
