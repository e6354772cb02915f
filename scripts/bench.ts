/**
 * `npm run bench`: for every route group's production bundle, its minified size and the wall time
 * of a fresh Node process that imports it, divided by that of a bare `node -e ""` (median of
 * several runs, interleaved so machine noise hits both alike; target ≤ 1.5). Then the landing
 * page's initial JavaScript in KB gzip (target ≤ 120). Prints figures; asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { median } from './bench-stats.ts';
import { bundleFunctions } from './bundle.ts';
import { initialScripts } from './web-entry.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const env = {
  ...process.env,
  TABLE_NAME: 'bench',
  OIDC_ISSUER: 'https://example.invalid',
  OIDC_CLIENT_ID: 'bench',
  COGNITO_USER_POOL_ID: 'us-east-1_bench',
  MEDIA_BUCKET: 'bench',
  AWS_REGION: 'us-east-1',
  // As deployed: sealing groups (messages, journal) wrap their keys with KMS, named at load.
  MESSAGES_KMS_KEY_ID: 'arn:aws:kms:us-east-1:000000000000:key/bench',
};

function wallMs(args: string[]): number {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} failed: ${result.stderr.toString()}`);
  return elapsed;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const files = await bundleFunctions('dist/bench-functions');
console.log(`Route-group bundles (median of ${RUNS} fresh processes each, interleaved with a bare node)\n`);
console.log('group'.padEnd(16) + 'size KB'.padStart(10) + 'import ms'.padStart(12) + 'bare ms'.padStart(10) + 'ratio'.padStart(8));
for (const [group, file] of Object.entries(files).sort()) {
  const url = new URL(`file://${resolve(file)}`).href;
  const bare: number[] = [];
  const loaded: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    bare.push(wallMs(['-e', '']));
    // `awslambda` is the Lambda runtime's global, which a streamed group's handler is made with.
    loaded.push(wallMs(['--input-type=module', '-e', `globalThis.awslambda = { streamifyResponse: (h) => h }; await import(${JSON.stringify(url)})`]));
  }
  const ratio = median(loaded) / median(bare);
  console.log(
    group.padEnd(16) +
      kb(statSync(file).size).padStart(10) +
      median(loaded).toFixed(1).padStart(12) +
      median(bare).toFixed(1).padStart(10) +
      ratio.toFixed(2).padStart(8),
  );
}

const dist = 'web/dist';
if (!existsSync(join(dist, 'index.html'))) {
  console.log('\nweb/dist is missing: run `npm run build:web` first for the landing-page figure.');
} else {
  const scripts = initialScripts(dist);
  let gz = 0;
  for (const src of scripts) gz += gzipSync(readFileSync(join(dist, src))).length;
  console.log(`\nLanding page initial JavaScript: ${kb(gz)} KB gzip over ${scripts.length} file(s) (target ≤ 120 KB)`);
}
