/**
 * The search index's postings: one item per indexed word of a post, `WORD#<first two characters>` /
 * `<word>#<postId>`, written in the post's transaction and deleted with it. A word shares its
 * partition with every prefix a search can send (terms are at least MIN_CHARS long), so a prefix
 * search is one Query with begins_with.
 */
import { KEY } from '../../lib/db/schema.ts';
import { keyCondition, type TableKey } from '../../lib/db/keys.ts';
import { MIN_CHARS } from './words.ts';

const wordPartition = (wordOrPrefix: string) => `WORD#${[...wordOrPrefix].slice(0, MIN_CHARS).join('')}`;
const postingKey = (word: string, postId: string): TableKey => ({ pk: wordPartition(word), sk: `${word}#${postId}` });

interface Indexed {
  id: string;
  createdAt: string;
  searchWords: string[];
}

export interface Posting extends TableKey {
  postId: string;
  createdAt: string;
}

export const postingItems = (post: Indexed): Posting[] =>
  post.searchWords.map((word) => ({ ...postingKey(word, post.id), postId: post.id, createdAt: post.createdAt }));

/** The keys of a post's postings, to delete them with the post. */
export const postingKeys = (post: Pick<Indexed, 'id'> & { searchWords?: string[] }) =>
  (post.searchWords ?? []).map((word) => postingKey(word, post.id));

/** The key condition that finds the postings of every word starting with `term`. */
export const postingsOf = (term: string) => keyCondition(KEY, wordPartition(term), { beginsWith: term });

/** The whole word a posting was found by. */
export const wordOf = (posting: Posting) => posting.sk.slice(0, posting.sk.lastIndexOf('#'));
