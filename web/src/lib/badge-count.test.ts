import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './badge-count.ts';

describe('formatBadgeCount', () => {
  it('hides the badge when there is nothing to count', () => {
    expect(formatBadgeCount(0, 9)).toBeNull();
    expect(formatBadgeCount(0, 99)).toBeNull();
    expect(formatBadgeCount(undefined, 9)).toBeNull();
    expect(formatBadgeCount(-3, 99)).toBeNull();
    expect(formatBadgeCount(Number.NaN, 9)).toBeNull();
  });

  it('shows the number up to the cap', () => {
    expect(formatBadgeCount(1, 9)).toBe('1');
    expect(formatBadgeCount(9, 9)).toBe('9');
    expect(formatBadgeCount(99, 99)).toBe('99');
  });

  it('caps at 9+ when collapsed and on bells', () => {
    expect(formatBadgeCount(10, 9)).toBe('9+');
    expect(formatBadgeCount(250, 9)).toBe('9+');
  });

  it('caps at 99+ when expanded and in the drawer', () => {
    expect(formatBadgeCount(10, 99)).toBe('10');
    expect(formatBadgeCount(100, 99)).toBe('99+');
  });
});
