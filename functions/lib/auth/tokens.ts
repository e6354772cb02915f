/**
 * ID-token verification with aws-jwt-verify: CognitoJwtVerifier in AWS, JwtRsaVerifier against
 * the local OpenID Connect provider. aws-jwt-verify only fetches JWKS over https, so for the
 * local http issuer we fetch the key set ourselves and hand it to `cacheJwks`.
 */
import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import { FetchError } from 'aws-jwt-verify/error';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { optionalEnv, requireEnv } from '../config.ts';
import { HttpError } from '../errors.ts';

export interface IdClaims {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

const clientId = requireEnv('OIDC_CLIENT_ID');
const userPoolId = optionalEnv('COGNITO_USER_POOL_ID');

interface Verifier {
  verify(token: string): Promise<JwtPayload>;
}

/** How long fetching the identity provider's key set may take, per request. */
const JWKS_TIMEOUT_MS = 3_000;

function createVerifier(): Verifier {
  if (userPoolId) {
    // aws-jwt-verify's own fetcher gives up on the key set after 3 s, as ours below does.
    return CognitoJwtVerifier.create({ userPoolId, tokenUse: 'id', clientId });
  }
  const issuer = requireEnv('OIDC_ISSUER');
  // Where the key set is, when not where the issuer's discovery says (local runs with faults on: functions/stand-ins/faults.ts).
  const jwksUri = optionalEnv('OIDC_JWKS_URI');
  const verifier = JwtRsaVerifier.create({ issuer, audience: clientId, jwksUri: jwksUri ?? `${issuer}/jwks` });
  const fetchJson = async (url: string) => {
    const response = await fetch(url, { signal: AbortSignal.timeout(JWKS_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`key set answered ${response.status}`);
    return response.json() as Promise<unknown>;
  };
  let jwksLoaded: Promise<void> | null = null;
  const loadJwks = () =>
    (jwksLoaded ??= (async () => {
      const uri = jwksUri ?? ((await fetchJson(`${issuer}/.well-known/openid-configuration`)) as { jwks_uri: string }).jwks_uri;
      verifier.cacheJwks((await fetchJson(uri)) as Parameters<typeof verifier.cacheJwks>[0]);
    })().catch((error: unknown) => {
      jwksLoaded = null;
      throw new FetchError(jwksUri ?? issuer, error instanceof Error ? error.message : String(error));
    }));
  return {
    async verify(token) {
      await loadJwks();
      return verifier.verify(token);
    },
  };
}

const verifier = createVerifier();

/**
 * The key set could not be had (the identity provider unreachable, slow or failing): no token can be
 * checked, so nobody is let in, and nobody is told they are signed out either — a 503 to retry.
 */
export const SIGN_IN_UNAVAILABLE = 'sign_in_unavailable';
const keysUnavailable = () =>
  new HttpError(503, SIGN_IN_UNAVAILABLE, 'Signing in cannot be checked right now. Please try again in a minute.', { expose: true, headers: { 'Retry-After': '30' } });

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Verifies signature, issuer, audience and expiry; returns null for any token that fails, and throws
 * `keysUnavailable()` when the key set to check it against cannot be fetched.
 */
export async function verifyIdToken(token: string): Promise<IdClaims | null> {
  let payload: JwtPayload;
  try {
    payload = await verifier.verify(token);
  } catch (error) {
    if (error instanceof FetchError) throw keysUnavailable();
    return null;
  }
  const sub = str(payload.sub);
  if (!sub) return null;
  return {
    sub,
    email: str(payload.email)?.toLowerCase() ?? null,
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    givenName: str(payload.given_name),
    familyName: str(payload.family_name),
  };
}
