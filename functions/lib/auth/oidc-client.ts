/**
 * The OpenID Connect relying party (openid-client): authorization-code flow with PKCE against the
 * Cognito user pool in AWS or the local provider in development. Discovery runs once per cold
 * start, in the groups that sign in, refresh or revoke.
 *
 * Nothing runs when this module loads: the session entity imports it (ending sessions revokes
 * their refresh tokens), and the gate imports that entity in every group, so a group that never
 * revokes must be able to drop openid-client from its bundle, and load without it.
 */
import * as oidc from 'openid-client';
import { requireEnv } from '../config.ts';
import { logger } from '../logger.ts';

const TIMEOUT_SECONDS = 10;

/** The issuer and client, read on first use; a missing variable names itself then. */
function relyingParty() {
  const issuer = requireEnv('OIDC_ISSUER');
  return {
    issuer,
    clientId: requireEnv('OIDC_CLIENT_ID'),
    execute: issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
  };
}

/**
 * Cognito's discovery document names no revocation endpoint, although Cognito serves RFC 7009
 * revocation at /oauth2/revoke beside its /oauth2/token; the local provider names its own.
 */
function withRevocationEndpoint(discovered: oidc.Configuration, { clientId, execute }: ReturnType<typeof relyingParty>): oidc.Configuration {
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
  configuration ??= (async () => {
    const party = relyingParty();
    const discovered = await oidc.discovery(new URL(party.issuer), party.clientId, undefined, oidc.None(), {
      execute: party.execute,
      timeout: TIMEOUT_SECONDS,
    });
    return withRevocationEndpoint(discovered, party);
  })().catch((error: unknown) => {
    configuration = null;
    throw error;
  });
  return configuration;
}

/**
 * Revokes a refresh token at the identity provider (RFC 7009), and with it the tokens issued from
 * it. Never throws: it follows the deletion of the session's record, which alone already ends the
 * session here, so a provider that is down must not undo a sign-out. A failure is logged with the
 * provider's error code, never the token or whose it was.
 */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  try {
    await oidc.tokenRevocation(await oidcConfiguration(), refreshToken);
  } catch (error) {
    const reason = error instanceof oidc.ResponseBodyError ? error.error : error instanceof Error ? error.name : 'unknown';
    logger.warn('refresh token revocation failed', { reason });
  }
}

export { oidc };
