/**
 * Sealing message bodies at rest: AES-256-GCM under a data key of their own conversation, a random
 * 96-bit IV per message, and a context (the conversation id) as associated data, so a sealed body
 * moved to another conversation does not open. Data keys are stored wrapped: by KMS in AWS, by a
 * local key file otherwise — one interface, chosen by configuration. docs/messages-encryption.md
 * says what this protects against and what it does not.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { optionalEnv, requireEnv } from './config.ts';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** iv ‖ ciphertext ‖ tag, base64url. Throws on a wrong key, context or any changed byte. */
export function seal(key: Buffer, plaintext: string | Buffer, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv).setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

export function open(key: Buffer, sealed: string, context: string): Buffer {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('sealed value too short');
  const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES)).setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
}

/** Makes and unwraps data keys; `context` binds a wrapped key to what it seals (a conversation, a member's journal). */
export interface KeyWrapper {
  newDataKey(context: string): Promise<{ key: Buffer; wrapped: string }>;
  unwrap(wrapped: string, context: string): Promise<Buffer>;
}

/**
 * KMS makes each data key (GenerateDataKey) and alone can unwrap it (Decrypt), for this context only;
 * `contextName` names the context in KMS's encryption context (and so in CloudTrail).
 */
function kmsKeyWrapper(keyId: string, contextName: string, kms = new KMSClient({})): KeyWrapper {
  const encryptionContext = (context: string) => ({ [contextName]: context });
  return {
    async newDataKey(context) {
      const made = await kms.send(new GenerateDataKeyCommand({ KeyId: keyId, KeySpec: 'AES_256', EncryptionContext: encryptionContext(context) }));
      if (!made.Plaintext || !made.CiphertextBlob) throw new Error('KMS returned no data key');
      return { key: Buffer.from(made.Plaintext), wrapped: Buffer.from(made.CiphertextBlob).toString('base64url') };
    },
    async unwrap(wrapped, context) {
      const opened = await kms.send(
        new DecryptCommand({ KeyId: keyId, CiphertextBlob: Buffer.from(wrapped, 'base64url'), EncryptionContext: encryptionContext(context) }),
      );
      if (!opened.Plaintext) throw new Error('KMS returned no plaintext');
      return Buffer.from(opened.Plaintext);
    },
  };
}

/** Reads the wrapping key, creating it (owner-only) on first use; two first uses agree on one file. */
async function loadOrCreateKeyFile(path: string): Promise<Buffer> {
  await mkdir(dirname(path), { recursive: true });
  try {
    await writeFile(path, randomBytes(KEY_BYTES), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = await readFile(path);
  if (key.length !== KEY_BYTES) throw new Error(`The message key file ${path} does not hold ${KEY_BYTES} bytes`);
  return key;
}

/** Locally the same envelope, with a 32-byte key file in place of KMS's key. */
export function fileKeyWrapper(path: string): KeyWrapper {
  let wrappingKey: Promise<Buffer> | undefined;
  const wrapping = () => (wrappingKey ??= loadOrCreateKeyFile(path));
  const wrapContext = (context: string) => `data-key:${context}`;
  return {
    async newDataKey(context) {
      const key = randomBytes(KEY_BYTES);
      return { key, wrapped: seal(await wrapping(), key, wrapContext(context)) };
    },
    async unwrap(wrapped, context) {
      return open(await wrapping(), wrapped, wrapContext(context));
    },
  };
}

export const MESSAGE_KEY_ENV = { kmsKeyId: 'MESSAGES_KMS_KEY_ID', keyFile: 'MESSAGES_KEY_FILE' } as const;

/**
 * The names of the encryption contexts, one per kind of key owner: conversations, journals, a
 * signed-in session's refresh token. In AWS each function may use the key only with the names of
 * the kinds it handles (infra/lib/sealing-grant.ts), so the sign-in function cannot unwrap a
 * conversation's key.
 */
export const SEALING_CONTEXTS = ['conversationId', 'journalOwner', 'signInSession'] as const;
export type SealingContext = (typeof SEALING_CONTEXTS)[number];

/**
 * KMS when the deployment names a key; otherwise the local key file, which must then be named. Each
 * kind of key owner names its context, and passes contexts that cannot be mistaken for another
 * kind's, since the local key file wraps them all.
 */
export function keyWrapperFromEnv(contextName: SealingContext): KeyWrapper {
  const kmsKeyId = optionalEnv(MESSAGE_KEY_ENV.kmsKeyId);
  return kmsKeyId ? kmsKeyWrapper(kmsKeyId, contextName) : fileKeyWrapper(requireEnv(MESSAGE_KEY_ENV.keyFile));
}
