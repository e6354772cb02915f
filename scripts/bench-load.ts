/**
 * `npm run bench:load`: does the product hold under a steady stream of writes (issue 14 §5)? Starts
 * the local stack as `npm start` does, on loopback, in a fresh data folder on BENCH_PORT (default
 * 3960; the stack also takes the next two ports), without the demo seed. Makes BENCH_MEMBERS (200)
 * members through the real sign-in, persona and admin approval, then sends BENCH_RATE (50) writes a
 * second for BENCH_SECONDS (300), open loop, mixed across posts, replies, reactions, messages,
 * circle joins and leaves and notifications marked read; then BENCH_RETRIES (100) duplicate retries
 * of each of BENCH_KEYS (20) creates at once (scripts/bench-load-driver.ts). Prints throughput,
 * p50/p95/p99 per route, 5xx (target 0), 429s and other 4xx, and an audit read straight from the
 * table that every counter equals its items and every create is there once. A benchmark, not a
 * test: exits 0 when an audit line fails, non-zero only when it could not run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../local/stack.ts';
import { startUntil, stop } from './bench-processes.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3960);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 300);
const KEYS = Number(process.env.BENCH_KEYS ?? 20);
const RETRIES = Number(process.env.BENCH_RETRIES ?? 100);

const loadAverage = () => loadavg().map((load) => load.toFixed(2)).join(' ');
const started = Date.now();
const dataDir = await mkdtemp(join(tmpdir(), 'bench-load-data-'));
const cleanup: (() => Promise<void>)[] = [() => rm(dataDir, { recursive: true, force: true })];
try {
  const { child: stack, match } = await startUntil(
    process.execPath,
    ['--import', 'tsx', 'local/main.ts'],
    { cwd: ROOT, env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, SEED_DEMO: 'false' } },
    'stdout',
    /DynamoDB Local at (\S+),[\s\S]*is running at (\S+)/,
  );
  cleanup.unshift(() => stop(stack));
  // What the stack logs as an error (a 5xx's cause), counted by its first line, to print at the end.
  const stackErrors = new Map<string, number>();
  for (const stream of [stack.stdout!, stack.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      for (const found of chunk.toString().matchAll(/^.*(?:"level":"ERROR"|Error\b).*$/gm)) {
        const text = found[0].replace(/"timestamp":"[^"]*",?|"(?:xray_trace_id|requestId|function_request_id|awsRequestId)":"[^"]*",?/g, '').slice(0, 240);
        stackErrors.set(text, (stackErrors.get(text) ?? 0) + 1);
      }
    });
  }
  const [, dynamoEndpoint, origin] = match;
  Object.assign(process.env, { TABLE_NAME: 'seekers', DYNAMODB_ENDPOINT: dynamoEndpoint, AWS_REGION: 'us-east-1' });
  const { audit, driveLoad, printAudit, printFigures, retryDuplicates, signUpMembers, totals } = await import('./bench-load-driver.ts');

  console.log(`\nLocal stack at ${origin}; load average ${loadAverage()}`);
  const setupStart = Date.now();
  const members = await signUpMembers(origin!, MEMBERS, 'bench');
  console.log(`${members.length} members signed in, approved, in ${((Date.now() - setupStart) / 1000).toFixed(1)} s`);

  const load = await driveLoad(members, RATE, SECONDS);
  const sum = totals(load.figures.values());
  console.log(
    `\nLoad: ${RATE} writes/s scheduled for ${SECONDS} s: ${load.scheduled} sent in ${load.sendingSeconds.toFixed(1)} s, ` +
      `the last answered at ${load.elapsedSeconds.toFixed(1)} s: ${(sum.ok / load.elapsedSeconds).toFixed(1)} 2xx/s achieved; load average ${loadAverage()}\n`,
  );
  printFigures(load.figures);
  console.log(`\n5xx: ${sum.server} (target 0); 429: ${sum.limited} (deliberate); other 4xx: ${sum.otherClient}; no answer: ${sum.failed}`);

  const retried = await retryDuplicates(load, KEYS, RETRIES);
  console.log(`\nDuplicate retries: ${retried.keys} keys × ${RETRIES} at once; ${retried.same} of ${retried.retries} answered the first answer (same status and id)\n`);
  printFigures(retried.figures);

  console.log('\nAudit, read from the table:');
  printAudit(await audit(load, true));
  if (stackErrors.size) console.log('\nErrors the stack logged (first line, count):');
  for (const [text, count] of [...stackErrors].sort(([, a], [, b]) => b - a).slice(0, 10)) console.log(`  ${count} × ${text}`);
  console.log(`\nLoad average ${loadAverage()}; ${((Date.now() - started) / 1000).toFixed(0)} s`);
} finally {
  for (const step of cleanup) await step();
}
