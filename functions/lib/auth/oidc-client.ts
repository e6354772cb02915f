/**
 * The OpenID Connect relying party (openid-client): authorization-code flow with PKCE against the
 * Cognito user pool in AWS or the local provider in development. Discovery runs once per cold
 * start, and only in the auth group.
 */
import * as oidc from 'openid-client';
import { requireEnv } from '../config.ts';

const issuer = requireEnv('OIDC_ISSUER');
const clientId = requireEnv('OIDC_CLIENT_ID');
const execute = issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [];
const TIMEOUT_SECONDS = 10;

/**
 * Cognito's discovery document names no revocation endpoint, although Cognito serves RFC 7009
 * revocation at /oauth2/revoke beside its /oauth2/token; the local provider names its own.
 */
function withRevocationEndpoint(discovered: oidc.Configuration): oidc.Configuration {
  const { supportsPKCE: _, ...server } = discovered.serverMetadata();
  if (server.revocation_endpoint || !server.token_endpoint) return discovered;
  const config = new oidc.Configuration(
    { ...server, revocation_endpoint: new URL('/oauth2/revoke', server.token_endpoint).href },
    clientId,
    undefined,
    oidc.None(),
  );
  for (const apply of execute) apply(config);
  config.timeout = TIMEOUT_SECONDS;
  return config;
}

let configuration: Promise<oidc.Configuration> | null = null;

export function oidcConfiguration(): Promise<oidc.Configuration> {
  configuration ??= oidc
    .discovery(new URL(issuer), clientId, undefined, oidc.None(), { execute, timeout: TIMEOUT_SECONDS })
    .then(withRevocationEndpoint)
    .catch((error: unknown) => {
      configuration = null;
      throw error;
    });
  return configuration;
}

/** Revokes a refresh token at the identity provider, and with it the tokens issued from it. */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  await oidc.tokenRevocation(await oidcConfiguration(), refreshToken);
}

export { oidc };
