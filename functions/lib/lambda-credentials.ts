/**
 * Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles only (an esbuild alias in
 * functions/bundling.ts). Lambda always hands a function its role's credentials in environment
 * variables, so the default chain's SSO, INI, process, IMDS and STS providers are dead weight that
 * every cold start would compile. Locally the real chain runs, unbundled.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

export const defaultProvider = (init?: Parameters<typeof fromEnv>[0]) => fromEnv(init);
