import { describe, expect, it } from 'vitest';
import { DAY, HOUR, MINUTE } from '#shared/limits.ts';
import { postAge } from './post-age.ts';

const now = Date.parse('2025-06-01T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('postAge', () => {
  it.each([
    [0, '~1m'],
    [30 * 1000, '~1m'],
    [5 * MINUTE, '~5m'],
    [59 * MINUTE, '~59m'],
    [HOUR, '~1h'],
    [23 * HOUR + 59 * MINUTE, '~23h'],
    [DAY, '~1d'],
    [400 * DAY, '~400d'],
  ])('%d ms ago reads %s', (elapsed, expected) => {
    expect(postAge(ago(elapsed), now)).toBe(expected);
  });

  it('never goes negative when the clock is behind the server', () => {
    expect(postAge(new Date(now + 5 * MINUTE).toISOString(), now)).toBe('~1m');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(postAge('not a date', now)).toBe('');
  });
});
