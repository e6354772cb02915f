/**
 * `npm test`: the stages CI runs (scripts/stages.ts), each an `npm run` script of its own (so any one
 * can be run alone); stops after the first step with a failure, with that stage's exit code, and
 * prints each stage's time at the end.
 */
import { PLAN, runCommand, runStages, stageTable } from './stages.ts';

const started = performance.now();
const results = await runStages(PLAN, (stage, output) => runCommand('npm', ['run', stage], output));
console.log(`\nnpm test, stage by stage:\n${stageTable(results, (performance.now() - started) / 1000)}`);
process.exitCode = results.find((r) => r.code !== null && r.code !== 0)?.code ?? 0;
