/**
 * Post-deploy smoke check: `npm run smoke -- https://<site>` (the stack's SiteUrl output).
 * Read-only: it signs nobody in and writes nothing. Exits non-zero when any check fails.
 */
import { contentSecurityPolicy, securityHeaders } from '#shared/security-headers.ts';

const TIMEOUT_MS = 15_000;

interface Check {
  name: string;
  run: () => Promise<void>;
}

function siteFromArgs(): URL {
  const raw = process.argv.slice(2).find((a) => !a.startsWith('-'));
  if (!raw) {
    console.error('Usage: npm run smoke -- https://<your site>   (the SiteUrl output of cdk deploy)');
    process.exit(2);
  }
  const url = new URL(raw);
  if (url.protocol !== 'https:') {
    console.error(`The site must be https, got ${url.href}`);
    process.exit(2);
  }
  return new URL(url.origin);
}

const site = siteFromArgs();

const get = (path: string, init: RequestInit = {}) =>
  fetch(new URL(path, site), { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS), ...init });

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const directives = (value: string) =>
  value
    .split(';')
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean)
    .sort();

/** Every header of shared/security-headers.ts, with the value the module gives. */
function assertSecurityHeaders(response: Response, where: string): void {
  for (const [name, expected] of Object.entries(securityHeaders)) {
    if (name === 'content-security-policy') continue;
    const actual = response.headers.get(name);
    assert(actual !== null, `${where}: missing ${name}`);
    assert(
      directives(actual).join(';') === directives(expected).join(';'),
      `${where}: ${name} is "${actual}", expected "${expected}"`,
    );
  }
  // The deployed CSP is shared/security-headers.ts with the media bucket's origin added to connect-src.
  const deployed = directives(response.headers.get('content-security-policy') ?? '');
  for (const directive of directives(contentSecurityPolicy)) {
    if (directive.startsWith('connect-src')) {
      assert(
        deployed.some((d) => /^connect-src 'self' https:\/\/[a-z0-9.-]+\.s3\.[a-z0-9-]+\.amazonaws\.com$/.test(d)),
        `${where}: connect-src does not name the media bucket`,
      );
    } else {
      assert(deployed.includes(directive), `${where}: CSP lacks "${directive}"`);
    }
  }
}

async function assertHtml(path: string): Promise<Response> {
  const response = await get(path);
  assert(response.status === 200, `${path}: status ${response.status}, expected 200`);
  assert(response.headers.get('content-type')?.includes('text/html'), `${path}: not HTML (${response.headers.get('content-type')})`);
  const body = await response.text();
  assert(/<!doctype html>/i.test(body), `${path}: body is not an HTML document`);
  assert(!body.includes('The web app was not built'), `${path}: the placeholder page is deployed; run npm run build:web and deploy again`);
  return response;
}

async function assertNotSpa(path: string, statuses: number[]): Promise<void> {
  const response = await get(path);
  assert(statuses.includes(response.status), `${path}: status ${response.status}, expected one of ${statuses.join('/')}`);
  assert(!response.headers.get('content-type')?.includes('text/html'), `${path}: answered with HTML (the SPA fallback leaked)`);
}

const checks: Check[] = [
  {
    name: 'landing page is the SPA, with the security headers',
    run: async () => assertSecurityHeaders(await assertHtml('/'), '/'),
  },
  {
    name: 'a client route falls back to index.html',
    run: async () => void (await assertHtml('/smoke-check/client-route')),
  },
  {
    name: 'plain http redirects to https',
    run: async () => {
      const response = await fetch(`http://${site.host}/`, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
      assert([301, 302, 307, 308].includes(response.status), `http://: status ${response.status}, expected a redirect`);
      assert(response.headers.get('location')?.startsWith('https://'), `http://: redirects to ${response.headers.get('location')}`);
    },
  },
  {
    name: '/api/auth/user is 401 when signed out',
    run: async () => {
      const response = await get('/api/auth/user');
      assert(response.status === 401, `/api/auth/user: status ${response.status}, expected 401`);
      assert(response.headers.get('content-type')?.includes('application/json'), '/api/auth/user: not JSON');
      assertSecurityHeaders(response, '/api/auth/user');
    },
  },
  {
    name: '/api/login redirects to the Cognito user pool with PKCE',
    run: async () => {
      const response = await get('/api/login?returnTo=%2F');
      assert([302, 303].includes(response.status), `/api/login: status ${response.status}, expected a redirect`);
      const location = new URL(response.headers.get('location') ?? 'about:blank');
      assert(location.protocol === 'https:' && location.hostname.endsWith('.amazoncognito.com'), `/api/login: redirects to ${location.href}`);
      assert(location.pathname === '/oauth2/authorize', `/api/login: redirects to ${location.pathname}, not /oauth2/authorize`);
      const q = location.searchParams;
      assert(q.get('response_type') === 'code', '/api/login: response_type is not code');
      assert(q.get('code_challenge_method') === 'S256' && q.get('code_challenge'), '/api/login: no PKCE challenge');
      assert(q.get('client_id'), '/api/login: no client_id');
      assert(q.get('redirect_uri') === `${site.origin}/api/callback`, `/api/login: redirect_uri is ${q.get('redirect_uri')}`);
      assert(q.get('scope')?.split(' ').includes('openid'), '/api/login: scope lacks openid');
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith('__Host-login='));
      assert(cookie && /;\s*Secure/i.test(cookie) && /;\s*HttpOnly/i.test(cookie), '/api/login: no Secure HttpOnly __Host-login cookie');
    },
  },
  {
    name: 'an unknown /api path is an API 404, not the SPA',
    run: () => assertNotSpa('/api/smoke-check-no-such-route', [404]),
  },
  {
    name: 'a missing /media object is refused by S3, not the SPA',
    run: () => assertNotSpa('/media/smoke-check-no-such-object', [403, 404]),
  },
];

let failed = 0;
console.log(`Smoke check of ${site.origin}`);
for (const check of checks) {
  try {
    await check.run();
    console.log(`  ok    ${check.name}`);
  } catch (error) {
    failed += 1;
    console.log(`  FAIL  ${check.name}\n        ${error instanceof Error ? error.message : String(error)}`);
  }
}
console.log(failed === 0 ? 'All checks passed.' : `${failed} of ${checks.length} checks failed.`);
process.exit(failed === 0 ? 0 : 1);
