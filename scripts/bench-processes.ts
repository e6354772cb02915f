/** Child processes of the benchmarks (the local stack, Chromium): started until they say they are ready, and stopped. */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { once } from 'node:events';

/** Starts a process and answers once `ready` matches what it printed on `stream`. */
export async function startUntil(command: string, args: string[], options: SpawnOptions, stream: 'stdout' | 'stderr', ready: RegExp) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  const match = await new Promise<RegExpExecArray>((resolvePrinted, reject) => {
    child[stream]!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const found = ready.exec(printed);
      if (found) resolvePrinted(found);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${command} ended (${code}) before it was ready:\n${printed.slice(-2000)}`)));
  });
  // Keep draining both pipes, or a chatty child blocks on a full one.
  child.stdout!.resume();
  child.stderr!.resume();
  return { child, match };
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
