/**
 * Only CloudFront may call the functions. API Gateway's own execute-api address answers anyone,
 * and a request sent there would skip CloudFront's headers and any WAF rule; so CloudFront adds a
 * secret header to every /api request (infra/lib/web.ts) and the group handler refuses a request
 * without it before anything else runs. The value is read once per cold start and kept; it is
 * compared as SHA-256 digests, in constant time and whatever the length given.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { secretText } from './key-material.ts';
import { optionalEnv, ORIGIN_VERIFY } from './config.ts';
import { forbidden } from './errors.ts';
import { type ApiEvent, header } from './http.ts';

const secretArn = optionalEnv(ORIGIN_VERIFY.secretArnEnv);
const localValue = optionalEnv(ORIGIN_VERIFY.valueEnv);

const digest = (value: string) => createHash('sha256').update(value).digest();

async function readExpected(): Promise<Buffer> {
  if (localValue) return digest(localValue);
  // Never open: without its configuration the function refuses everything.
  if (!secretArn) throw new Error(`Missing environment variable ${ORIGIN_VERIFY.secretArnEnv} (locally ${ORIGIN_VERIFY.valueEnv})`);
  // Loaded here, once per cold start, not with the module: locally it is never needed, and in AWS
  // it is not evaluated before the first request needs it.
  const SecretString = await secretText(secretArn);
  if (!SecretString) throw new Error(`Secret ${secretArn} holds no string`);
  return digest(SecretString);
}

let expected: Promise<Buffer> | undefined;

/** Refuses (403) a request that did not come through CloudFront. */
export async function requireViaCloudFront(event: ApiEvent): Promise<void> {
  // A failed read is not kept: the next request tries again.
  expected ??= readExpected().catch((error: unknown) => {
    expected = undefined;
    throw error;
  });
  const want = await expected;
  const given = header(event, ORIGIN_VERIFY.header);
  if (given === undefined || !timingSafeEqual(digest(given), want)) throw forbidden('Forbidden', 'origin_not_verified');
}
