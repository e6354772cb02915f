/** `npm test`'s stage runner (scripts/run-stages.ts): stops at the first failure with its code, and times every stage it ran. */
import { describe, expect, it } from 'vitest';
import { runCommand, runStages, stageTable } from './stages.ts';

describe("npm test's stages", () => {
  it('runs in order, stops at the first failure and keeps its exit code', async () => {
    const ran: string[] = [];
    const results = await runStages(['first', 'second', 'third'], async (stage) => {
      ran.push(stage);
      return stage === 'second' ? 3 : 0;
    });
    expect(ran).toEqual(['first', 'second']);
    expect(results.map(({ stage, code }) => [stage, code])).toEqual([
      ['first', 0],
      ['second', 3],
      ['third', null],
    ]);
    const table = stageTable(results);
    expect(table).toMatch(/second\s+\d+\.\d\s+failed \(exit 3\)/);
    expect(table).toMatch(/third\s+-\s+not run/);
    expect(table).toMatch(/total\s+\d+\.\d/);
  });

  it('prints a row per stage with the seconds it took', async () => {
    const results = await runStages(['build', 'check'], () => runCommand(process.execPath, ['-e', 'setTimeout(() => {}, 200)']));
    expect(results.every((r) => r.code === 0 && r.seconds >= 0.2)).toBe(true);
    expect(stageTable(results)).toMatch(/build\s+\d+\.\d\s+passed\n\s+check\s+\d+\.\d\s+passed/);
  });

  it("answers a command's own exit code", async () => {
    expect(await runCommand(process.execPath, ['-e', 'process.exit(7)'])).toBe(7);
  });
});
