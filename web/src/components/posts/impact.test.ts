import { describe, expect, it } from 'vitest';
import { impactLevel } from './impact.ts';

describe('impactLevel', () => {
  it.each([
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
    [125, 0.5],
    [250, 1],
    [10_000, 1],
  ])('%d → %d', (impact, level) => {
    expect(impactLevel(impact)).toBe(level);
  });
});
