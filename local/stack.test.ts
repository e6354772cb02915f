/**
 * The local server against what a careless or hostile client sends: a path that cannot be decoded
 * is a 4xx on every kind of path (page, static file, media, API), it never stops the server, and
 * every answer carries the shared security headers.
 */
import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { securityHeaders } from '#shared/security-headers.ts';

const stack = inject('stack');

/**
 * One request with the path exactly as given: fetch() and new URL() would fold `..` and `%2e%2e`
 * away and refuse some bytes before they were sent, and those are what the server must see.
 */
function rawGet(path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  const { hostname, port } = new URL(stack.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET', insecureHTTPParser: true }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

// Bad and truncated escapes, overlong UTF-8, NUL and other controls, `..` in every encoding, and
// length. (Node's client refuses to send a raw control character or space, as a browser would.)
const BAD_SEGMENTS = [
  '%E0',
  '%E0%A4',
  '%',
  '%4',
  '%ZZ',
  '%FF',
  '%C0%AF',
  '%C0%AE%C0%AE',
  '%E0%80%AF',
  '%ED%A0%80',
  '%00',
  'a%00.js',
  '%0A',
  '%7F',
  '..%2F..%2Fpackage.json',
  '..%5C..%5Cpackage.json',
  '%2E%2E',
  '%2e%2e%2fpackage.json',
  '%252e%252e%252fpackage.json',
];
const PREFIXES = ['/', '/feed/', '/assets/', '/media/', '/media/images/', '/api/posts/', '/api/users/profile/', '/api/share/post/', '/api/posts/x/replies/'];

describe('the local server and malformed paths', () => {
  const cases = [
    ...PREFIXES.flatMap((prefix) => BAD_SEGMENTS.map((segment) => prefix + segment)),
    // Raw `..` segments, which only a client that does not normalise paths sends.
    '/../../package.json',
    '/assets/../../package.json',
    '/media/../../.data/x',
    '/api/posts/../../etc',
    // Non-ASCII sent raw instead of percent-encoded.
    '/caf\u00e9',
    `/${'a'.repeat(5000)}`,
    `/media/${'a'.repeat(5000)}`,
    `/api/posts/${'a'.repeat(5000)}`,
  ];

  it.each(cases.map((path) => [path.length > 80 ? `${path.slice(0, 40)}… (${path.length} characters)` : path, path]))(
    '%s is a 4xx with the security headers',
    async (_label, path) => {
      const { status, headers } = await rawGet(path);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(headers['permissions-policy']).toBe(securityHeaders['permissions-policy']);
    },
  );

  it('still answers afterwards', async () => {
    expect((await fetch(`${stack.url}/api/auth/user`)).status).toBe(401);
    expect((await fetch(`${stack.url}/`)).status).toBeLessThan(500);
  });
});

describe('security headers', () => {
  it.each(['/', '/feed', '/api/auth/user', '/api/share/post/no-such-post', '/media/images/no-such-image.webp', '/api/no-such-route'])(
    '%s carries every shared security header',
    async (path) => {
      const response = await fetch(`${stack.url}${path}`, { redirect: 'manual' });
      for (const name of ['permissions-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options'] as const) {
        expect(response.headers.get(name), name).toBe(securityHeaders[name]);
      }
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    },
  );
});
