/**
 * A stack with an AI provider, for one spec file. The browser-test stack (playwright.config.ts) has
 * no OpenAI key, so its guide is the offline one and nothing transcribes or speaks; a spec that
 * calls `useProviderStack()` at its top level gets, for its tests only, the OpenAI stand-in
 * (functions/testing/openai-stand-in.ts) in this worker and a second `local/main.ts` on the port
 * E2E_PORT + 10 (its sign-in provider and mail stand-in on the next two) pointed at it, and its
 * pages go there (`baseURL`). Both stop after the file; the stack's data folder is removed.
 * With `{ faults: true }` the stack also puts what its functions call behind functions/stand-ins/faults.ts's
 * proxies, switched from the test through `faults` (its control on the port after the mail stand-in's).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../functions/testing/openai-stand-in.ts';
import type { FaultName, FaultOptions } from '../../functions/stand-ins/faults.ts';
import { ADMIN_EMAILS } from './accounts.ts';
import { test } from './test.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.E2E_PORT ?? 3210) + 10;
const ORIGIN = `http://localhost:${PORT}`;
/** DynamoDB Local's Java start is most of it; on a busy machine it takes several times longer. */
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

export interface ProviderStack {
  /** Set once the file's first test runs: what the provider was asked, and how it answers. */
  readonly standIn: OpenAiStandIn;
  /** The stack's fault switch (only with `{ faults: true }`). */
  readonly faults: {
    set(name: FaultName, options?: FaultOptions): Promise<void>;
    clear(): Promise<void>;
  };
}

const FAULTS_URL = `http://127.0.0.1:${PORT + 3}/faults`;

async function switchFaults(method: 'PUT' | 'DELETE', path: string, body?: FaultOptions): Promise<void> {
  const response = await fetch(`${FAULTS_URL}${path}`, { method, ...(body ? { body: JSON.stringify(body) } : {}) });
  if (!response.ok) throw new Error(`the fault switch answered ${response.status}: ${await response.text()}`);
}

const faultSwitch: ProviderStack['faults'] = {
  set: (name, options = {}) => switchFaults('PUT', `/${name}`, options),
  clear: () => switchFaults('DELETE', ''),
};

/** Resolves once the stack says it is running; rejects with its output if it ends first or takes too long. */
function started(server: ChildProcess): Promise<void> {
  let output = '';
  let running = false;
  return new Promise<void>((resolveStarted, reject) => {
    const timer = setTimeout(() => reject(new Error(`the provider stack did not start in ${START_TIMEOUT_MS} ms:\n${output}`)), START_TIMEOUT_MS);
    // Read to the end (a full pipe would stall the server); once it runs, only its errors are shown, as the main stack's are.
    const read = (chunk: Buffer, stream: 'stdout' | 'stderr') => {
      if (running) {
        if (stream === 'stderr') process.stderr.write(chunk);
        return;
      }
      output += chunk.toString();
      running = output.includes('is running at');
      if (running) {
        clearTimeout(timer);
        resolveStarted();
      }
    };
    server.stdout!.on('data', (chunk: Buffer) => read(chunk, 'stdout'));
    server.stderr!.on('data', (chunk: Buffer) => read(chunk, 'stderr'));
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the provider stack ended (${code}) before it started:\n${output}`));
    });
  });
}

/** SIGTERM stops the stack in order (local/main.ts); one that does not end in time is killed. */
async function stopped(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolveExited) => server.once('exit', () => resolveExited()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** Call at a spec file's top level. */
export function useProviderStack({ faults = false } = {}): ProviderStack {
  test.use({ baseURL: ORIGIN });
  const stack = { faults: faultSwitch } as { standIn: OpenAiStandIn; faults: ProviderStack['faults'] };
  let server: ChildProcess | undefined;
  let dataDir: string | undefined;

  test.beforeAll(async () => {
    test.setTimeout(START_TIMEOUT_MS + 10_000);
    const began = Date.now();
    stack.standIn = await startOpenAiStandIn();
    dataDir = await mkdtemp(join(tmpdir(), 'seekers-e2e-provider-'));
    // What playwright.config.ts's webServer passes (WEB_ROOT, when set, comes with the environment), and the provider.
    server = spawn(process.execPath, ['--import', 'tsx', 'local/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(PORT),
        OIDC_PORT: String(PORT + 1),
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        ADMIN_EMAILS,
        OPENAI_API_KEY: 'test',
        OPENAI_BASE_URL: stack.standIn.url,
        ...(faults ? { FAULT_INJECTION_PORT: String(PORT + 3) } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await started(server);
    console.log(`The provider stack started in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  });

  test.afterAll(async () => {
    if (server) await stopped(server);
    await stack.standIn?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  return stack;
}
