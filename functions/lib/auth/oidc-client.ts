/**
 * The OpenID Connect relying party (openid-client): authorization-code flow with PKCE against the
 * Cognito user pool in AWS or the local provider in development. Discovery runs once per cold
 * start, and only in the auth group.
 */
import * as oidc from 'openid-client';
import { requireEnv } from '../config.ts';

const issuer = requireEnv('OIDC_ISSUER');
const clientId = requireEnv('OIDC_CLIENT_ID');

let configuration: Promise<oidc.Configuration> | null = null;

export function oidcConfiguration(): Promise<oidc.Configuration> {
  configuration ??= oidc
    .discovery(new URL(issuer), clientId, undefined, oidc.None(), {
      execute: issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    })
    .catch((error: unknown) => {
      configuration = null;
      throw error;
    });
  return configuration;
}

export { oidc };
