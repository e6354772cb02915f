import { describe, expect, it } from 'vitest';
import { engagementOf, rankTrending, TRENDING } from './trending.ts';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-22T12:00:00Z');
const post = (id: string, hoursAgo: number, activity: { reactions?: [number, number, number]; replies?: number } = {}) => {
  const [resonates = 0, insightful = 0, gratitude = 0] = activity.reactions ?? [];
  return {
    id,
    createdAt: new Date(now - hoursAgo * HOUR).toISOString(),
    impact: 50 * (resonates + insightful + gratitude),
    replyCount: activity.replies ?? 0,
    r_resonates_count: resonates,
    r_insightful_count: insightful,
    r_gratitude_count: gratitude,
  };
};

describe('trend score', () => {
  it('counts each reaction once and each reply twice', () => {
    expect(engagementOf(post('p', 1, { reactions: [2, 1, 3], replies: 4 }))).toBe(14);
  });

  it('ranks engagement decayed by age: (reactions + 2 × replies) / (age in hours + 2)^1.5', () => {
    const ranked = rankTrending(
      [
        // 12 / 32^1.5 ≈ 0.066: the most engagement, but a day and more old.
        post('older', 30, { reactions: [3, 3, 0], replies: 3 }),
        // 2 / 3^1.5 ≈ 0.385
        post('replied', 1, { replies: 1 }),
        // 7 / 3^1.5 ≈ 1.35
        post('hot', 1, { reactions: [1, 1, 1], replies: 2 }),
      ],
      now,
    );
    expect(ranked.map((p) => p.id)).toEqual(['hot', 'replied', 'older']);
  });

  it('leaves out posts nobody has reacted to or answered, however new', () => {
    expect(rankTrending([post('quiet', 0), post('answered', 5, { replies: 1 })], now).map((p) => p.id)).toEqual(['answered']);
  });

  it('keeps at most ten, the newest first among equals', () => {
    const posts = Array.from({ length: 15 }, (_, i) => post(`p${i}`, i, { reactions: [1, 0, 0] }));
    expect(TRENDING.max).toBe(10);
    expect(rankTrending(posts, now).map((p) => p.id)).toEqual(posts.slice(0, 10).map((p) => p.id));
  });
});
