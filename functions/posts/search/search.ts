/**
 * Post search over the word index: for each term (at most SEARCH.maxTerms), one Query on the term's
 * two-letter partition of words and one on its sound key's partition (sound-key.ts: ध्यान finds
 * "dhyan" and the other way round), both with `begins_with` and in flight together, so cost follows
 * the number of matching postings each Query is allowed to read (POSTINGS_PER_TERM), never the size
 * of the table. Best matches first: posts matching more of the terms, then whole-word matches, then
 * whole words that sound the same, then newer posts.
 */
import { SEARCH } from '#shared/limits.ts';
import { db, tableName } from '../../lib/db/client.ts';
import { batchGet } from '../../lib/db/query.ts';
import { postKey, type PostItem } from '../items/post.ts';
import { postingsOf, soundPostingsOf, wordOf, type Posting } from './postings.ts';
import { soundKeyOf } from './sound-key.ts';
import { wordsOf } from './words.ts';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

const POSTINGS_PER_TERM = 300;

async function postingsFor(condition: ReturnType<typeof postingsOf>): Promise<Posting[]> {
  const { Items = [] } = await db.send(new QueryCommand({ TableName: tableName, ...condition, ScanIndexForward: false, Limit: POSTINGS_PER_TERM }));
  return Items as Posting[];
}

export async function searchPosts(query: string): Promise<PostItem[]> {
  const terms = wordsOf(query).slice(0, SEARCH.maxTerms);
  if (!terms.length) return [];
  const found = await Promise.all(
    terms.map(async (term) => {
      const key = soundKeyOf(term);
      const [words, sounds] = await Promise.all([postingsFor(postingsOf(term)), key ? postingsFor(soundPostingsOf(key)) : []]);
      return { term, words, key, sounds };
    }),
  );
  const scores = new Map<string, { terms: Set<string>; exact: number; alike: number; createdAt: string }>();
  const scoreOf = (hit: Posting) => {
    const entry = scores.get(hit.postId) ?? { terms: new Set<string>(), exact: 0, alike: 0, createdAt: hit.createdAt };
    scores.set(hit.postId, entry);
    return entry;
  };
  for (const { term, words, key, sounds } of found) {
    for (const hit of words) {
      const entry = scoreOf(hit);
      entry.terms.add(term);
      if (wordOf(hit) === term) entry.exact++;
    }
    for (const hit of sounds) {
      const entry = scoreOf(hit);
      entry.terms.add(term);
      if (wordOf(hit) === key) entry.alike++;
    }
  }
  const best = [...scores]
    .sort(
      ([, a], [, b]) =>
        b.terms.size - a.terms.size || b.exact - a.exact || b.alike - a.alike || b.createdAt.localeCompare(a.createdAt),
    )
    .slice(0, SEARCH.resultsMax)
    .map(([id]) => id);
  const posts = new Map((await batchGet<PostItem>(best.map(postKey))).map((p) => [p.id, p]));
  return best.map((id) => posts.get(id)).filter((p): p is PostItem => p !== undefined && !p.deletedAt);
}
