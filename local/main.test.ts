/**
 * `npm start` leaves nothing behind: however the server ends, even by SIGKILL, which runs no exit
 * handler, DynamoDB Local's Java process ends with it, and so does the SES stand-in's port.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mailboxBeside, mailsTo } from '../functions/testing/mailbox.ts';
import { freePort } from './ports.ts';

const ROOT = resolve(import.meta.dirname, '..');

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const javaChildrenOf = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=,ppid=,comm=', '-A'], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, ppid, command]) => Number(ppid) === pid && command === 'java')
    .map(([child]) => Number(child));

async function until(condition: () => boolean, seconds: number): Promise<boolean> {
  for (const end = Date.now() + seconds * 1000; Date.now() < end; ) {
    if (condition()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return condition();
}

describe('npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'seekers-main-'));
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes DynamoDB Local with it when it is killed outright', async () => {
    const port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'local/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), OIDC_PORT: String(await freePort()), DATA_DIR: dataDir, SEED_DEMO: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    expect(await until(() => output.includes('is running at'), 90), output).toBe(true);
    const [java] = javaChildrenOf(server.pid!);
    expect(java, output).toBeDefined();
    // The mail stand-in sits at the app's port + 2, where the browser tests look for it.
    const mailbox = mailboxBeside(`http://localhost:${port}`);
    expect(output).toContain(`Mail sent locally: ${mailbox}`);
    expect(await mailsTo(mailbox, 'nobody@example.com')).toEqual([]);

    server.kill('SIGKILL');
    expect(await until(() => !isAlive(java!), 15)).toBe(true);
    await expect(fetch(mailbox)).rejects.toThrow();
  }, 120_000);
});
