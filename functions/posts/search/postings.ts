/**
 * The search index's postings, written in the post's transaction and deleted with it: one item per
 * indexed word of a post, `WORD#<first two characters>` / `<word>#<postId>`, and one per sound key
 * of its words (sound-key.ts), `SOUND#<first two letters>` / `<key>#<postId>`. A word or key shares
 * its partition with every prefix a search can send (terms are at least MIN_CHARS long), so a prefix
 * search is one Query with begins_with.
 */
import { KEY } from '../../lib/db/schema.ts';
import { keyCondition, type TableKey } from '../../lib/db/keys.ts';
import { soundKeyOf, soundKeysOf } from './sound-key.ts';
import { MIN_CHARS } from './words.ts';

const INDEXES = { word: 'WORD', sound: 'SOUND' } as const;
type Index = keyof typeof INDEXES;

const partition = (index: Index, prefix: string) => `${INDEXES[index]}#${[...prefix].slice(0, MIN_CHARS).join('')}`;
const postingKey = (index: Index, term: string, postId: string): TableKey => ({ pk: partition(index, term), sk: `${term}#${postId}` });

interface Indexed {
  id: string;
  createdAt: string;
  searchWords: string[];
  /** Absent on posts indexed before sound keys, until the migration gives them theirs. */
  searchKeys?: string[];
}

export interface Posting extends TableKey {
  postId: string;
  createdAt: string;
}

const indexed = (post: Pick<Indexed, 'searchWords' | 'searchKeys'>) =>
  [
    ...post.searchWords.map((word) => ['word', word] as const),
    ...(post.searchKeys ?? []).map((key) => ['sound', key] as const),
  ] satisfies (readonly [Index, string])[];

export const postingItems = (post: Indexed): Posting[] =>
  indexed(post).map(([index, term]) => ({ ...postingKey(index, term, post.id), postId: post.id, createdAt: post.createdAt }));

/**
 * The keys of a post's postings, to delete them with the post. Its words' sound keys are named as
 * well as those it stores: a post the migration re-indexes while it is being deleted may have had
 * its sound postings written after it was read.
 */
export const postingKeys = (post: Pick<Indexed, 'id'> & Partial<Pick<Indexed, 'searchWords' | 'searchKeys'>>) => {
  const searchWords = post.searchWords ?? [];
  const searchKeys = [...new Set([...(post.searchKeys ?? []), ...soundKeysOf(searchWords)])];
  return indexed({ searchWords, searchKeys }).map(([index, term]) => postingKey(index, term, post.id));
};

/** The key condition that finds the postings of every word starting with `term`. */
export const postingsOf = (term: string) => keyCondition(KEY, partition('word', term), { beginsWith: term });

/** The key condition that finds the postings of every sound key starting with `key`. */
export const soundPostingsOf = (key: string) => keyCondition(KEY, partition('sound', key), { beginsWith: key });

/** The whole word, or sound key, a posting was found by. */
export const wordOf = (posting: Posting) => posting.sk.slice(0, posting.sk.lastIndexOf('#'));

/**
 * What the two Queries of a search term find, said of one word: a word it begins, or a word whose
 * sound key begins with the term's. The corpus test measures search with it.
 */
export function findsWord(term: string, word: string): boolean {
  if (word.startsWith(term)) return true;
  const [termKey, wordKey] = [soundKeyOf(term), soundKeyOf(word)];
  return termKey !== null && wordKey !== null && wordKey.startsWith(termKey);
}
