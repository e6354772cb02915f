/**
 * What `npm test` (scripts/run-stages.ts) does with the stages CI runs, and a table of how long each
 * took, so a slow stage is seen where it happened rather than guessed from the whole run's time
 * (issue 32 §7).
 *
 * Stages that share nothing run at the same time: every stage here is bound by the processor, and
 * on two cores one stage alone leaves part of the machine idle (docs/testing.md, "Where the time
 * goes now"). The integration tests keep about 1.3 cores busy and the browser specs that must run
 * one at a time about one, so those two run together, and the rest of the browser specs follow the
 * latter; the three checks of the source run together first. A stage run beside others has its output held and printed whole when it ends, so the log
 * reads one stage at a time.
 */
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/** Stages run one after another. */
export type Lane = readonly string[];
/** Lanes run at the same time; the next step starts when every lane of this one has ended. */
export type Step = readonly Lane[];

/**
 * The order matters across steps: the browser tests and the synth use the SPA's build. The browser
 * specs that read what the whole community shares run alone on a stack of their own (playwright's
 * `alone` project) beside the integration tests, which have their own stack; the rest, side by
 * side, on a fresh stack as soon as they are done, while the integration tests finish
 * (playwright.config.ts).
 */
export const PLAN: readonly Step[] = [
  [['typecheck'], ['lint'], ['build:web', 'synth']],
  [['test:unit'], ['test:e2e:alone', 'test:e2e:side-by-side']],
];

export interface StageResult {
  stage: string;
  seconds: number;
  /** The stage's exit code; null for the stages after a failure, which did not run. */
  code: number | null;
  /** Browser tests that failed once and passed when run again, named in the held output's summary. */
  flaky?: string[];
}

/** Where a stage's output goes: the terminal, or held back and handed over when it ends. */
export type Output = 'inherit' | ((text: string) => void);

/** Runs a command, resolving to its exit code (a signal counts as 1). */
export function runCommand(command: string, args: readonly string[], output: Output = 'inherit'): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (output !== 'inherit') output(Buffer.concat(held).toString('utf8'));
      resolve(code ?? 1);
    });
  });
}

/**
 * The tests Playwright's list reporter names under "N flaky" in its closing summary: each passed
 * only when run again, so the table shows them where a reader of the run's end will see them.
 */
export function flakyTests(output: string): string[] {
  const lines = stripVTControlCharacters(output).split('\n');
  const start = lines.findIndex((line) => /^\s+\d+ flaky\s*$/.test(line));
  if (start < 0) return [];
  const named: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const test = /^\s+(\[.+)$/.exec(line);
    if (!test) break;
    named.push(test[1]!.trim());
  }
  return named;
}

/**
 * Runs the plan step by step until a step has a failure: a lane stops at its own first failure, the
 * other lanes of that step run to their end, and nothing after the step runs. Every stage gets a
 * row, those not run with no time. `run` gets 'inherit' when its stage is the only one running.
 * A held stage that passed is printed as soon as it ends; one that failed, after the rest of its
 * step, so its failure is the last thing before the table (CI keeps a run's tail).
 */
export async function runStages(plan: readonly Step[], run: (stage: string, output: Output) => Promise<number>, print: (text: string) => void = (text) => process.stdout.write(text)): Promise<StageResult[]> {
  const results = new Map<string, StageResult>();
  let failed = false;
  for (const step of plan) {
    if (failed) {
      for (const stage of step.flat()) results.set(stage, { stage, seconds: 0, code: null });
      continue;
    }
    const alone = step.length === 1;
    const failures: string[] = [];
    const lanes = step.map(async (lane) => {
      for (const [index, stage] of lane.entries()) {
        const started = performance.now();
        let held = '';
        const code = await run(stage, alone ? 'inherit' : (text) => (held = `\n── ${stage} ──\n${text}`));
        results.set(stage, { stage, seconds: (performance.now() - started) / 1000, code, flaky: flakyTests(held) });
        if (code === 0) {
          if (held) print(held);
        } else {
          failures.push(held);
          for (const skipped of lane.slice(index + 1)) results.set(skipped, { stage: skipped, seconds: 0, code: null });
          return false;
        }
      }
      return true;
    });
    failed = (await Promise.all(lanes)).includes(false);
    for (const failure of failures) if (failure) print(failure);
  }
  return plan.flat(2).map((stage) => results.get(stage)!);
}

/** The table printed at the end: stage, seconds, outcome, and the whole run's time from start to end. */
export function stageTable(results: readonly StageResult[], wallSeconds: number): string {
  const width = Math.max(...results.map((r) => r.stage.length), 'whole run'.length);
  const row = (name: string, seconds: string, outcome: string) => `  ${name.padEnd(width)}  ${seconds.padStart(7)}  ${outcome}`;
  return [
    row('stage', 'seconds', ''),
    ...results.map((r) => row(r.stage, r.code === null ? '-' : r.seconds.toFixed(1), outcome(r))),
    row('whole run', wallSeconds.toFixed(1), 'stages of a step run at the same time'),
    ...results.flatMap((r) => (r.flaky ?? []).map((test) => `  flaky in ${r.stage}: ${test}`)),
  ].join('\n');
}

function outcome(result: StageResult): string {
  if (result.code === null) return 'not run';
  const flaky = result.flaky?.length ? `, ${result.flaky.length} flaky (passed when run again; named below)` : '';
  return result.code === 0 ? `passed${flaky}` : `failed (exit ${result.code})${flaky}`;
}
