/**
 * Post search over the word index: one Query per term (at most SEARCH.maxTerms) on the term's
 * two-letter partition with `begins_with`, so cost follows the number of matching postings the
 * Query is allowed to read (POSTINGS_PER_TERM), never the size of the table. Best matches first:
 * posts matching more of the terms, then whole-word matches, then newer posts.
 */
import { SEARCH } from '#shared/limits.ts';
import { db, tableName } from '../../lib/db/client.ts';
import { batchGet } from '../../lib/db/query.ts';
import { postKey, type PostItem } from '../items/post.ts';
import { postingsOf, wordOf, type Posting } from './postings.ts';
import { wordsOf } from './words.ts';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

const POSTINGS_PER_TERM = 300;

export async function searchPosts(query: string): Promise<PostItem[]> {
  const terms = wordsOf(query).slice(0, SEARCH.maxTerms);
  if (!terms.length) return [];
  const postings = await Promise.all(
    terms.map(async (term) => {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName: tableName,
          ...postingsOf(term),
          ScanIndexForward: false,
          Limit: POSTINGS_PER_TERM,
        }),
      );
      return { term, hits: Items as Posting[] };
    }),
  );
  const scores = new Map<string, { terms: Set<string>; exact: number; createdAt: string }>();
  for (const { term, hits } of postings) {
    for (const hit of hits) {
      const entry = scores.get(hit.postId) ?? { terms: new Set<string>(), exact: 0, createdAt: hit.createdAt };
      entry.terms.add(term);
      if (wordOf(hit) === term) entry.exact++;
      scores.set(hit.postId, entry);
    }
  }
  const best = [...scores]
    .sort(([, a], [, b]) => b.terms.size - a.terms.size || b.exact - a.exact || b.createdAt.localeCompare(a.createdAt))
    .slice(0, SEARCH.resultsMax)
    .map(([id]) => id);
  const found = new Map((await batchGet<PostItem>(best.map(postKey))).map((p) => [p.id, p]));
  return best.map((id) => found.get(id)).filter((p): p is PostItem => p !== undefined && !p.deletedAt);
}
