/** `npm test`'s stage runner (scripts/run-stages.ts): steps in order, lanes of a step together, stops after a failing step with its code. */
import { describe, expect, it } from 'vitest';
import { flakyTests, PLAN, runCommand, runStages, stageTable, type Output } from './stages.ts';

describe("npm test's stages", () => {
  it('runs steps in order, stops after the first failure and keeps its exit code', async () => {
    const ran: string[] = [];
    const results = await runStages([[['first']], [['second']], [['third']]], async (stage) => {
      ran.push(stage);
      return stage === 'second' ? 3 : 0;
    });
    expect(ran).toEqual(['first', 'second']);
    expect(results.map(({ stage, code }) => [stage, code])).toEqual([
      ['first', 0],
      ['second', 3],
      ['third', null],
    ]);
    const table = stageTable(results, 1.5);
    expect(table).toMatch(/second\s+\d+\.\d\s+failed \(exit 3\)/);
    expect(table).toMatch(/third\s+-\s+not run/);
    expect(table).toMatch(/whole run\s+1\.5/);
  });

  it("runs a step's lanes at the same time, each holding its output until it ends", async () => {
    const events: string[] = [];
    const outputs: Output[] = [];
    const printed: string[] = [];
    // Each lane's first stage waits until both have started: a runner that ran them one after the other would never end.
    let started = 0;
    let bothStarted: () => void = () => undefined;
    const together = new Promise<void>((resolve) => (bothStarted = resolve));
    const results = await runStages(
      [[['a1', 'a2'], ['b1']], [['after']]],
      async (stage, output) => {
        outputs.push(output);
        events.push(`start ${stage}`);
        if (stage === 'a1' || stage === 'b1') {
          if (++started === 2) bothStarted();
          await together;
        }
        if (typeof output === 'function') output(`${stage} says hello\n`);
        events.push(`end ${stage}`);
        return 0;
      },
      (text) => printed.push(text),
    );
    expect(events.indexOf('start b1')).toBeLessThan(events.indexOf('end a1'));
    expect(events.indexOf('start a2')).toBeGreaterThan(events.indexOf('end a1'));
    expect(events.at(-2)).toBe('start after');
    expect(outputs.slice(0, 3).every((output) => typeof output === 'function')).toBe(true);
    expect(outputs.at(-1)).toBe('inherit');
    expect(printed).toEqual(expect.arrayContaining(['\n── a1 ──\na1 says hello\n', '\n── b1 ──\nb1 says hello\n', '\n── a2 ──\na2 says hello\n']));
    expect(results.map((r) => r.stage)).toEqual(['a1', 'a2', 'b1', 'after']);
  });

  it('lets the other lanes of a failing step end, and runs nothing after it', async () => {
    const ran: string[] = [];
    const results = await runStages([[['bad', 'skipped'], ['good']], [['later']]], async (stage) => {
      ran.push(stage);
      return stage === 'bad' ? 2 : 0;
    }, () => undefined);
    expect(ran.sort()).toEqual(['bad', 'good']);
    expect(results.map(({ stage, code }) => [stage, code])).toEqual([
      ['bad', 2],
      ['skipped', null],
      ['good', 0],
      ['later', null],
    ]);
  });

  it("prints a failing stage's held output after the rest of its step, and names flaky tests under the table", async () => {
    const printed: string[] = [];
    const summary = [
      'Running 3 tests using 1 worker',
      '  ✓  1 [alone] › e2e/a.spec.ts:3:1 › one (1.2s)',
      '  \u001b[33m1 flaky\u001b[39m',
      '    [alone] › e2e/posts.spec.ts:40:3 › a member posts › and sees it first',
      '  2 passed (9.1s)',
    ].join('\n');
    const results = await runStages([[['slow-pass'], ['quick-fail']]], async (stage, output) => {
      if (stage === 'slow-pass') await new Promise((resolve) => setTimeout(resolve, 30));
      if (typeof output === 'function') output(stage === 'slow-pass' ? summary : 'it broke');
      return stage === 'quick-fail' ? 1 : 0;
    }, (text) => printed.push(text));
    expect(printed.map((text) => text.split('\n')[1])).toEqual(['── slow-pass ──', '── quick-fail ──']);
    expect(results[0]!.flaky).toEqual(['[alone] › e2e/posts.spec.ts:40:3 › a member posts › and sees it first']);
    const table = stageTable(results, 2);
    expect(table).toMatch(/slow-pass\s+\d+\.\d\s+passed, 1 flaky/);
    expect(table.split('\n').at(-1)).toBe('  flaky in slow-pass: [alone] › e2e/posts.spec.ts:40:3 › a member posts › and sees it first');
    expect(flakyTests('  5 passed (3.0s)')).toEqual([]);
  });

  it('the plan runs every stage CI needs once, the build before what uses it', () => {
    const stages = PLAN.flat(2);
    expect(new Set(stages).size).toBe(stages.length);
    expect(stages).toEqual(expect.arrayContaining(['typecheck', 'lint', 'build:web', 'synth', 'test:unit', 'test:e2e:alone', 'test:e2e:side-by-side']));
    const stepOf = (stage: string) => PLAN.findIndex((step) => step.flat().includes(stage));
    expect(stepOf('test:e2e:alone')).toBeGreaterThan(stepOf('build:web'));
    const buildLane = PLAN[stepOf('build:web')]!.find((lane) => lane.includes('build:web'))!;
    expect(buildLane.indexOf('synth')).toBeGreaterThan(buildLane.indexOf('build:web'));
  });

  it("answers a command's own exit code, and hands over its held output", async () => {
    expect(await runCommand(process.execPath, ['-e', 'process.exit(7)'])).toBe(7);
    let held = '';
    const code = await runCommand(process.execPath, ['-e', 'console.log("out"); console.error("err")'], (text) => (held = text));
    expect(code).toBe(0);
    expect(held).toContain('out');
    expect(held).toContain('err');
  });
});
