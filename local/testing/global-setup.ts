/**
 * Starts one in-memory local stack for the whole test run, on free ports. The functions log at INFO,
 * into a file rather than the terminal (functions/lib/logging.test.ts reads it): the whole run's
 * log, as CloudWatch would hold it.
 */
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { WEB_PUSH_ENV } from '../../functions/lib/config.ts';
import { freePort } from '../ports.ts';
import { type RunningStack, startStack } from '../stack.ts';

/** What a test reads of the run's stack: the stack's own fields (local/stack.ts) bar its controls, and the run's files. */
type ProvidedStack = Omit<RunningStack, 'stop' | 'faultsUrl'> & {
  /** Every line the functions have logged so far in this run (JSON, one per line). */
  logFile: string;
  /** The stack's VAPID key pair: a test may call the push sender itself, with the stack's keys. */
  webPushKeyFile: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    stack: ProvidedStack;
  }
}

/** The functions' log lines (Powertools' JSON) go to the file; everything else where it was going. */
function captureLogLines(stream: NodeJS.WriteStream, file: string): void {
  const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
  stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (!text.startsWith('{"level":')) return write(chunk, ...rest);
    appendFileSync(file, text);
    const done = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    done?.();
    return true;
  }) as typeof stream.write;
}

type RunStack = { stack: RunningStack; logDir: string; logFile: string; webPushKeyFile: string; users: number };

/**
 * One stack for the whole run, whichever projects ask for it: the integration tests and those that
 * must run alone after them (vitest.config.ts) share it, so their data and sign-in are one. Kept on
 * globalThis because each project may load this module afresh.
 */
const shared = globalThis as typeof globalThis & { seekersRunStack?: Promise<RunStack> };

async function startRunStack(): Promise<RunStack> {
  const logDir = mkdtempSync(join(tmpdir(), 'seekers-logs-'));
  const logFile = join(logDir, 'functions.ndjson');
  appendFileSync(logFile, '');
  captureLogLines(process.stdout, logFile);
  captureLogLines(process.stderr, logFile);
  process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
  const stack = await startStack({ port: await freePort(), dataDir: null, seedDemo: false });
  // startStack has set it for the functions it serves, in this process.
  return { stack, logDir, logFile, webPushKeyFile: process.env[WEB_PUSH_ENV.keyFile]!, users: 0 };
}

export default async function setup(project: TestProject) {
  const run = await (shared.seekersRunStack ??= startRunStack());
  run.users += 1;
  const { stack, logFile, webPushKeyFile } = run;
  const { stop: _stop, faultsUrl: _faultsUrl, ...fields } = stack;
  project.provide('stack', { ...fields, logFile, webPushKeyFile } satisfies ProvidedStack);
  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    await stack.stop();
    rmSync(run.logDir, { recursive: true, force: true });
  };
}
