import { describe, expect, it } from 'vitest';
import { findsWord, postingItems, postingKeys, postingsOf, soundPostingsOf, wordOf } from './postings.ts';
import { soundKeysOf } from './sound-key.ts';

const searchWords = ['gratitude', 'ध्यान'];
const post = { id: 'p1', createdAt: '2026-01-01T00:00:00.000Z', searchWords, searchKeys: soundKeysOf(searchWords) };

describe('search postings', () => {
  it('are found by a query for any prefix a search can send, of a word or of a sound key', () => {
    const queries = [postingsOf('gr'), postingsOf('ध्'), soundPostingsOf('grt'), soundPostingsOf('dh')];
    for (const [posting, query] of postingItems(post).map((p, i) => [p, queries[i]!] as const)) {
      expect(posting.pk).toBe(query.ExpressionAttributeValues[':pk']);
      expect(posting.sk.startsWith(query.ExpressionAttributeValues[':sk']!)).toBe(true);
    }
  });

  it('are not found by a query for another word, nor a word by a sound key spelt like it', () => {
    const [gratitude, , gratitudeSound] = postingItems(post);
    expect(gratitude!.sk.startsWith(postingsOf('grief').ExpressionAttributeValues[':sk']!)).toBe(false);
    expect(gratitudeSound!.pk).not.toBe(postingsOf('grt').ExpressionAttributeValues[':pk']);
  });

  it('name the whole word or key they index, and are deleted by the keys they were written with', () => {
    expect(postingItems(post).map(wordOf)).toEqual([...post.searchWords, 'grtitude', 'dhyn']);
    expect(postingKeys(post)).toEqual(postingItems(post).map(({ pk, sk }) => ({ pk, sk })));
  });

  it("delete a post's sound postings even when it was read before the migration gave it its keys", () => {
    expect(postingKeys({ id: post.id, searchWords })).toEqual(postingKeys(post));
  });

  it('find a word by its prefix or by its sound, in either script', () => {
    expect([findsWord('grat', 'gratitude'), findsWord('dhyan', 'ध्यान'), findsWord('ध्यान', 'dhyaan'), findsWord('dhyan', 'gratitude')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
