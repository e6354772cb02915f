/**
 * Imported FIRST by a test file of faults (issue 14 §4): every dependency the functions reach goes
 * through a proxy of functions/stand-ins/faults.ts, and the environment points this file's function modules at
 * the proxies before any of them loads (vitest imports a file's modules one after another, in order).
 * Serve the handlers with `startInProcessApi`; switch faults with `faults`.
 */
import { inject } from 'vitest';
import { FAULT_TIME_LIMITS, FaultSwitch, startFaultProxies } from '../stand-ins/faults.ts';
import { startOembedStandIn } from '../stand-ins/oembed-stand-in.ts';

const stack = inject('stack');
export const faults = new FaultSwitch();
const oembed = await startOembedStandIn();
const proxies = await startFaultProxies(faults, {
  dynamodb: stack.dynamoEndpoint,
  s3: stack.s3Endpoint,
  oembed: oembed.endpoint,
  jwks: `${stack.issuer}/jwks`,
});
Object.assign(process.env, {
  DYNAMODB_ENDPOINT: proxies.urls.dynamodb,
  S3_ENDPOINT: proxies.urls.s3,
  YOUTUBE_OEMBED_ENDPOINT: proxies.urls.oembed,
  OIDC_JWKS_URI: proxies.urls.jwks,
  // A hanging dependency is given up after these instead of production's 5 s: the same path, sooner.
  ...FAULT_TIME_LIMITS,
});

export async function stopFaultProxies(): Promise<void> {
  faults.clear();
  await Promise.all([proxies.close(), oembed.close()]);
}
