import { describe, expect, it } from 'vitest';
import { MINUTE, SECOND } from '#shared/limits.ts';
import { isExpiringSoon, minutesLeft } from './session-expiry.ts';

const now = 1_800_000_000_000;

describe('session expiry', () => {
  it('warns only within the last five minutes', () => {
    expect(isExpiringSoon(now + 5 * MINUTE + SECOND, now)).toBe(false);
    expect(isExpiringSoon(now + 5 * MINUTE, now)).toBe(true);
    expect(isExpiringSoon(now + 30 * SECOND, now)).toBe(true);
    expect(isExpiringSoon(now - MINUTE, now)).toBe(true);
  });

  it('counts whole minutes up, never below one', () => {
    expect(minutesLeft(now + 4 * MINUTE + SECOND, now)).toBe(5);
    expect(minutesLeft(now + 4 * MINUTE, now)).toBe(4);
    expect(minutesLeft(now + SECOND, now)).toBe(1);
    expect(minutesLeft(now - MINUTE, now)).toBe(1);
  });
});
