/**
 * The CI smoke of `npm run bench:load` (issue 14 §6): the same driver for a few seconds at a low
 * rate against the test stack, with members of its own. No timing is asserted; what is: no 5xx,
 * duplicate retries answered with the first answer, and a clean audit of what it wrote. The table
 * is shared with the tests running beside it, so the audit reads only this test's members, posts,
 * circles and conversations, and leaves the community counters to the benchmark.
 */
import { inject, expect, test } from 'vitest';
import { audit, driveLoad, retryDuplicates, signUpMembers, totals } from '../../scripts/bench-load-driver.ts';

test('a short load holds: no 5xx, retries answer the first answer, every counter equals its items', async () => {
  const members = await signUpMembers(inject('stack').url, 6, 'smoke');
  const load = await driveLoad(members, 8, 5);
  expect(totals(load.figures.values())).toMatchObject({ requests: 40, server: 0, failed: 0 });

  const retried = await retryDuplicates(load, 3, 10);
  expect(retried.keys).toBe(3);
  expect(retried.same).toBe(retried.retries);

  const wrong = (await audit(load, false)).filter((line) => line.wrong.length);
  expect(wrong).toEqual([]);
});
