/**
 * `npm test`: the stages CI runs, in order, each an `npm run` script of its own (so any one can be run
 * alone); stops at the first that fails, with its exit code, and prints each stage's time at the end.
 */
import { runCommand, runStages, STAGES, stageTable } from './stages.ts';

const results = await runStages(STAGES, (stage) => runCommand('npm', ['run', stage]));
console.log(`\nnpm test, stage by stage:\n${stageTable(results)}`);
process.exitCode = results.find((r) => r.code !== null && r.code !== 0)?.code ?? 0;
