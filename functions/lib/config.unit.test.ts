/** Time limits read from the environment (config.ts limitMs): production's by default, a test's when set, never nonsense. */
import { afterEach, describe, expect, it } from 'vitest';
import { limitMs } from './config.ts';

const NAME = 'SEEKERS_TEST_LIMIT_MS';
afterEach(() => {
  delete process.env[NAME];
});

describe('limitMs', () => {
  it('is the default when the variable is unset or empty', () => {
    expect(limitMs(NAME, 5_000)).toBe(5_000);
    process.env[NAME] = '';
    expect(limitMs(NAME, 5_000)).toBe(5_000);
  });

  it("is the environment's when set", () => {
    process.env[NAME] = '1500';
    expect(limitMs(NAME, 5_000)).toBe(1_500);
  });

  it.each(['soon', '0', '-5', '1.5'])('refuses %j, naming the variable', (value) => {
    process.env[NAME] = value;
    expect(() => limitMs(NAME, 5_000)).toThrow(NAME);
  });
});
