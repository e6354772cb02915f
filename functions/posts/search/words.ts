/**
 * Words for the search index: Unicode letters and digits (Devanagari included), lower-cased and
 * NFKC-normalised, 2 to 30 characters, each once. A post indexes at most MAX_WORDS of them.
 */
export const MAX_WORDS = 40;
export const MIN_CHARS = 2;
const MAX = 30;

export function wordsOf(text: string): string[] {
  const words = text
    .normalize('NFKC')
    .toLocaleLowerCase()
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
