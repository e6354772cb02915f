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

/** The words a post is found by: its content first, then its author's persona name. */
export function indexWordsOf(content: string, authorName: string): string[] {
  return [...new Set([...wordsOf(content), ...wordsOf(authorName)])].slice(0, MAX_WORDS);
}
