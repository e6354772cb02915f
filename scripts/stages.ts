/**
 * What `npm test` (scripts/run-stages.ts) does with the stages CI runs: one after another, stopping
 * at the first that fails, then a table of how long each took, so a slow stage is seen where it
 * happened rather than guessed from the whole run's time (issue 32 §7).
 */
import { spawn } from 'node:child_process';

/** The order matters: the browser tests and the synth use the SPA's build. */
export const STAGES = ['typecheck', 'lint', 'build:web', 'test:unit', 'synth', 'test:e2e'] as const;

export interface StageResult {
  stage: string;
  seconds: number;
  /** The stage's exit code; null for the stages after a failure, which did not run. */
  code: number | null;
}

/** Runs a command with the terminal as its own, resolving to its exit code (a signal counts as 1). */
export function runCommand(command: string, args: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Runs the stages in order until one fails; every stage gets a row, those not run with no time. */
export async function runStages(stages: readonly string[], run: (stage: string) => Promise<number>): Promise<StageResult[]> {
  const results: StageResult[] = [];
  let failed = false;
  for (const stage of stages) {
    if (failed) {
      results.push({ stage, seconds: 0, code: null });
      continue;
    }
    const started = performance.now();
    const code = await run(stage);
    results.push({ stage, seconds: (performance.now() - started) / 1000, code });
    failed = code !== 0;
  }
  return results;
}

/** The table printed at the end: stage, seconds, outcome, and the total. */
export function stageTable(results: readonly StageResult[]): string {
  const width = Math.max(...results.map((r) => r.stage.length), 'total'.length);
  const row = (name: string, seconds: string, outcome: string) => `  ${name.padEnd(width)}  ${seconds.padStart(7)}  ${outcome}`;
  const total = results.reduce((sum, r) => sum + r.seconds, 0);
  return [
    row('stage', 'seconds', ''),
    ...results.map((r) => row(r.stage, r.code === null ? '-' : r.seconds.toFixed(1), r.code === null ? 'not run' : r.code === 0 ? 'passed' : `failed (exit ${r.code})`)),
    row('total', total.toFixed(1), ''),
  ].join('\n');
}

