/**
 * ID-token verification with aws-jwt-verify: CognitoJwtVerifier in AWS, JwtRsaVerifier against
 * the local OpenID Connect provider. aws-jwt-verify only fetches JWKS over https, so for the
 * local http issuer we fetch the key set ourselves and hand it to `cacheJwks`.
 */
import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { optionalEnv, requireEnv } from '../config.ts';

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

function createVerifier(): Verifier {
  if (userPoolId) {
    return CognitoJwtVerifier.create({ userPoolId, tokenUse: 'id', clientId });
  }
  const issuer = requireEnv('OIDC_ISSUER');
  const verifier = JwtRsaVerifier.create({ issuer, audience: clientId, jwksUri: `${issuer}/jwks` });
  let jwksLoaded: Promise<void> | null = null;
  const loadJwks = () =>
    (jwksLoaded ??= (async () => {
      const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as {
        jwks_uri: string;
      };
      const jwks = await (await fetch(discovery.jwks_uri)).json();
      verifier.cacheJwks(jwks as Parameters<typeof verifier.cacheJwks>[0]);
    })().catch((error: unknown) => {
      jwksLoaded = null;
      throw error;
    }));
  return {
    async verify(token) {
      await loadJwks();
      return verifier.verify(token);
    },
  };
}

const verifier = createVerifier();

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Verifies signature, issuer, audience and expiry; returns null for any token that fails. */
export async function verifyIdToken(token: string): Promise<IdClaims | null> {
  let payload: JwtPayload;
  try {
    payload = await verifier.verify(token);
  } catch {
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
