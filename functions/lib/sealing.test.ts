/**
 * The seal itself: a body opens only with its key and its context, any changed byte refuses to
 * open, and the local wrapping key is one owner-only file that every instance agrees on.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileKeyWrapper, open, seal } from './sealing.ts';

const dirs: string[] = [];
const keyPath = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'sealing-test-'));
  dirs.push(dir);
  return join(dir, 'nested', 'wrapping.key');
};
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('seal and open', () => {
  const key = randomBytes(32);

  it('opens what it sealed, with a fresh IV each time and no plaintext in the sealed form', () => {
    const a = seal(key, 'the lamp is lit', 'conv-a');
    const b = seal(key, 'the lamp is lit', 'conv-a');
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64url').toString('latin1')).not.toContain('lamp');
    expect(open(key, a, 'conv-a').toString('utf8')).toBe('the lamp is lit');
  });

  it('refuses a changed byte, another context, another key and a truncated value', () => {
    const sealed = seal(key, 'the lamp is lit', 'conv-a');
    const bytes = Buffer.from(sealed, 'base64url');
    for (const at of [0, 12, bytes.length - 1]) {
      const tampered = Buffer.from(bytes);
      tampered[at]! ^= 1;
      expect(() => open(key, tampered.toString('base64url'), 'conv-a')).toThrow();
    }
    expect(() => open(key, sealed, 'conv-b')).toThrow();
    expect(() => open(randomBytes(32), sealed, 'conv-a')).toThrow();
    expect(() => open(key, sealed.slice(0, 20), 'conv-a')).toThrow();
  });
});

describe('the local key file', () => {
  it('is created once, owner-only, and unwraps what another instance wrapped', async () => {
    const path = await keyPath();
    const [first, second] = [fileKeyWrapper(path), fileKeyWrapper(path)];
    const [made] = await Promise.all([first.newDataKey('conv-a'), second.newDataKey('conv-b')]);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect((await stat(path)).size).toBe(32);
    expect(await fileKeyWrapper(path).unwrap(made.wrapped, 'conv-a')).toEqual(made.key);
    // A wrapped key is bound to its conversation: moved to another, it does not unwrap.
    await expect(second.unwrap(made.wrapped, 'conv-b')).rejects.toThrow();
    // Another key file (another installation) cannot unwrap it either.
    await expect(fileKeyWrapper(await keyPath()).unwrap(made.wrapped, 'conv-a')).rejects.toThrow();
  });
});
