import { describe, expect, it } from 'vitest';
import { FEED } from '#shared/limits.ts';
import { rankBalanced, rankDynamic, rankFresh, shuffle, unitHash } from './rank.ts';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-22T12:00:00Z');
const post = (id: string, hoursAgo: number, impact: number) => ({ id, createdAt: new Date(now - hoursAgo * HOUR).toISOString(), impact });

describe('feed ranking', () => {
  it('Fresh & Hot lets a new, well-received post beat an old, better-received one', () => {
    const ranked = rankFresh([post('old', 72, 300), post('new', 1, 60), post('quiet', 1, 0)], now);
    expect(ranked.map((p) => p.id)).toEqual(['new', 'old', 'quiet']);
  });

  it('Dynamic holds its order within a four-hour window and changes with the next', () => {
    const items = Array.from({ length: 40 }, (_, i) => post(`p${i}`, i, (i * 37) % 100));
    const windowStart = Math.floor(now / FEED.dynamicWindow) * FEED.dynamicWindow;
    const a = rankDynamic(items, windowStart + 1000).map((p) => p.id);
    const b = rankDynamic(items, windowStart + FEED.dynamicWindow - 1000).map((p) => p.id);
    const c = rankDynamic(items, windowStart + FEED.dynamicWindow + 1000).map((p) => p.id);
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
    expect(new Set(c)).toEqual(new Set(a));
  });

  it('Balanced alternates newest and best-received, each once', () => {
    const ranked = rankBalanced([post('a', 1, 0), post('b', 2, 0), post('c', 3, 90), post('d', 4, 50)]);
    expect(ranked.map((p) => p.id)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('Shuffle is a permutation fixed by its seed', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    expect(shuffle(items, 7)).toEqual(shuffle(items, 7));
    expect(shuffle(items, 7)).not.toEqual(shuffle(items, 8));
    expect([...shuffle(items, 7)].sort((x, y) => x - y)).toEqual(items);
  });

  it('unitHash spreads into [0, 1)', () => {
    const values = Array.from({ length: 1000 }, (_, i) => unitHash(`k${i}`));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.filter((v) => v < 0.5).length).toBeGreaterThan(400);
  });
});
