/**
 * ID-token verification against an issuer of the test's own: a valid token passes, and an
 * expired, wrong-audience, wrong-issuer, unsigned or tampered one does not.
 */
import { createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const kid = randomUUID();
let server: Server;
let issuer: string;
let verifyIdToken: (token: string) => Promise<unknown>;

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function sign(claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'RS256', kid, typ: 'JWT' }) {
  const input = `${b64(header)}.${b64(claims)}`;
  const signature = createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url');
  return `${input}.${signature}`;
}

const now = () => Math.floor(Date.now() / 1000);
const valid = () => ({ iss: issuer, aud: 'test-client', sub: 'user-1', email: 'A@Example.com', email_verified: true, iat: now(), exp: now() + 600 });

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') {
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    } else {
      res.end(JSON.stringify({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' }] }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  vi.resetModules();
  vi.stubEnv('OIDC_ISSUER', issuer);
  vi.stubEnv('OIDC_CLIENT_ID', 'test-client');
  vi.stubEnv('COGNITO_USER_POOL_ID', '');
  ({ verifyIdToken } = await import('./tokens.ts'));
});

afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

describe('verifyIdToken', () => {
  it('accepts a valid token and normalises its claims', async () => {
    expect(await verifyIdToken(sign(valid()))).toEqual({
      sub: 'user-1',
      email: 'a@example.com',
      emailVerified: true,
      givenName: null,
      familyName: null,
    });
  });

  it('refuses an expired token', async () => {
    expect(await verifyIdToken(sign({ ...valid(), iat: now() - 7200, exp: now() - 3600 }))).toBeNull();
  });

  it('refuses a token for another audience', async () => {
    expect(await verifyIdToken(sign({ ...valid(), aud: 'another-client' }))).toBeNull();
  });

  it('refuses a token from another issuer', async () => {
    expect(await verifyIdToken(sign({ ...valid(), iss: 'http://127.0.0.1:1' }))).toBeNull();
  });

  it('refuses a tampered payload', async () => {
    const [header, , signature] = sign(valid()).split('.');
    expect(await verifyIdToken(`${header}.${b64({ ...valid(), sub: 'admin' })}.${signature}`)).toBeNull();
  });

  it('refuses an unsigned token', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(valid())}.`;
    expect(await verifyIdToken(unsigned)).toBeNull();
  });

  it('reports an unverified email as unverified', async () => {
    expect(await verifyIdToken(sign({ ...valid(), email_verified: false }))).toMatchObject({ emailVerified: false });
  });
});
