/** How an archive's media are cut into the multipart upload's parts (plan.ts). */
import { describe, expect, it } from 'vitest';
import { planMedia, type ArchiveLimits } from './plan.ts';

const limits: ArchiveLimits = { partBytes: 100, minPartBytes: 60, maxMediaFiles: 6, maxMediaBytes: 1000 };
const file = (key: string, size: number) => ({ key, size });

describe('planning an archive\'s media', () => {
  it('gathers files into parts of about partBytes; a remainder under the smallest part goes with the JSON', () => {
    const plan = planMedia([file('a', 70), file('b', 40), file('c', 30), file('d', 80), file('e', 20)], limits);
    expect(plan.parts.map((part) => part.map((f) => f.key))).toEqual([['a', 'b'], ['c', 'd']]);
    expect(plan.tail.map((f) => f.key)).toEqual(['e']);
    expect(plan.leftOut).toBe(0);
  });

  it('makes a last remainder of at least the smallest part a part of its own', () => {
    const plan = planMedia([file('a', 120), file('b', 65)], limits);
    expect(plan.parts.map((part) => part.map((f) => f.key))).toEqual([['a'], ['b']]);
    expect(plan.tail).toEqual([]);
  });

  it('keeps a file two posts share once, and leaves out what is beyond the limits, oldest last', () => {
    const many = Array.from({ length: 9 }, (_, i) => file(`f${i}`, 10));
    const plan = planMedia([file('f0', 10), ...many], limits);
    expect([...plan.parts.flat(), ...plan.tail].map((f) => f.key)).toEqual(['f0', 'f1', 'f2', 'f3', 'f4', 'f5']);
    expect(plan.leftOut).toBe(3);
    expect(planMedia([file('big', 900), file('bigger', 200), file('small', 50)], limits)).toMatchObject({ leftOut: 1 });
  });

  it('has nothing to cut for a member without media', () => {
    expect(planMedia([], limits)).toEqual({ parts: [], tail: [], leftOut: 0 });
  });
});
