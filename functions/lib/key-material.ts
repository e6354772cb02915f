/**
 * Where a function's keys come from: a secret in AWS (Secrets Manager), a key file under DATA_DIR
 * locally. One reading of each, for every key the functions hold (the origin header's secret, the
 * OpenAI key, Web Push's VAPID pair, the media signing key).
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** A secret's text; the SDK is loaded on first use, since only some groups hold a secret. */
export async function secretText(secretId: string): Promise<string> {
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const { SecretString } = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretId }));
  return SecretString ?? '';
}

/**
 * Reads a key file, making it (owner-only) from `make` on first use. The file appears whole or not
 * at all (written aside, then linked into place), so a second first use reads the winner's key.
 */
export async function keyFileText(path: string, make: () => string): Promise<string> {
  await mkdir(dirname(path), { recursive: true });
  const draft = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(draft, make(), { mode: 0o600 });
  try {
    await link(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  return readFile(path, 'utf8');
}
