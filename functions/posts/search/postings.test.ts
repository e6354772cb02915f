import { describe, expect, it } from 'vitest';
import { postingItems, postingKeys, postingsOf, wordOf } from './postings.ts';

const post = { id: 'p1', createdAt: '2026-01-01T00:00:00.000Z', searchWords: ['gratitude', 'ध्यान'] };

describe('search postings', () => {
  it('are found by a query for any prefix a search can send', () => {
    for (const [posting, prefix] of postingItems(post).map((p, i) => [p, ['gr', 'ध्'][i]!] as const)) {
      const query = postingsOf(prefix);
      expect(posting.pk).toBe(query.ExpressionAttributeValues[':pk']);
      expect(posting.sk.startsWith(query.ExpressionAttributeValues[':sk']!)).toBe(true);
    }
  });

  it('are not found by a query for another word', () => {
    const [gratitude] = postingItems(post);
    const query = postingsOf('grief');
    expect(gratitude!.sk.startsWith(query.ExpressionAttributeValues[':sk']!)).toBe(false);
  });

  it('name the whole word they index, and are deleted by the keys they were written with', () => {
    expect(postingItems(post).map(wordOf)).toEqual(post.searchWords);
    expect(postingKeys(post)).toEqual(postingItems(post).map(({ pk, sk }) => ({ pk, sk })));
  });
});
