/**
 * Sign Out ends a session for good, only the member's own site can ask for it, and a stray cookie
 * from some other app on the same host never locks anyone out.
 */
import { describe, expect, it } from 'vitest';
import type { User } from '#shared/types/user.ts';
import type { TestClient } from '../testing/api-client.ts';
import { accountIn, newClient, uniqueEmail } from '../testing/personas.ts';
import { copyOfCookies, providerRefresh, replay, SESSION_COOKIES } from '../testing/replayed-cookies.ts';

async function signedIn(): Promise<TestClient> {
  const client = newClient();
  await client.signIn(uniqueEmail('signout'));
  return client;
}

describe('Sign Out', () => {
  it('ends the session: the old cookies open nothing, and the provider has revoked the refresh token', async () => {
    const client = await signedIn();
    const stolen = copyOfCookies(client);
    const refreshToken = client.cookie('refresh')!;
    expect(await replay(stolen)).toEqual([200, 200]);
    expect(await providerRefresh(refreshToken)).toBe(200);

    const response = await client.raw('/api/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    for (const name of SESSION_COOKIES) expect(client.cookie(name), name).toBeUndefined();

    expect(await replay(stolen)).toEqual([401, 401]);
    expect(await providerRefresh(refreshToken)).toBe(400);
  });

  it('a typed address (no Sec-Fetch-Site) and a POST from the product itself sign out too', async () => {
    const typed = await signedIn();
    const typedCopy = copyOfCookies(typed);
    expect((await typed.raw('/api/logout', { headers: { 'sec-fetch-site': 'none' } })).status).toBe(302);
    expect(await replay(typedCopy)).toEqual([401, 401]);

    const posted = await signedIn();
    const postedCopy = copyOfCookies(posted);
    const response = await posted.raw('/api/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(302);
    expect(await replay(postedCopy)).toEqual([401, 401]);
  });

  it('a cross-site navigation only asks, and changes nothing', async () => {
    const client = await signedIn();
    const copy = copyOfCookies(client);
    const response = await client.raw('/api/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.getSetCookie()).toEqual([]);
    const page = await response.text();
    expect(page).toContain('<h1>Sign out?</h1>');
    expect(page).toContain('<form method="post" action="/api/logout">');
    expect(await replay(copy)).toEqual([200, 200]);
  });

  it('a POST from another origin, or with a body, signs nobody out', async () => {
    const client = await signedIn();
    const copy = copyOfCookies(client);
    const foreign = await client.fork().request('/api/logout', { method: 'POST', origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const withBody = await client.fork().send('POST', '/api/logout', { everywhere: true });
    expect(withBody.status).toBe(400);
    expect(await replay(copy)).toEqual([200, 200]);
  });

  it('signing in again in the same browser replaces its session', async () => {
    const client = newClient();
    const email = uniqueEmail('again');
    await client.signIn(email);
    const first = copyOfCookies(client);
    await client.signIn(email);
    expect(client.cookie('sid')).not.toBe(first.cookie('sid'));
    expect((await first.fork().get('/api/auth/user')).status).toBe(401);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('one member\'s session cookie beside another member\'s tokens opens nothing, and ends that session', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const mixed = copyOfCookies(alice);
    mixed.setCookie('sid', bob.cookie('sid')!);
    expect((await mixed.fork().get('/api/auth/user')).status).toBe(401);
    expect((await mixed.fork().send('POST', '/api/auth/refresh-session')).status).toBe(401);
    // The refresh route ended the session it was shown beside a foreign token.
    expect((await bob.get('/api/auth/user')).status).toBe(401);
    expect((await alice.get('/api/auth/user')).status).toBe(200);
  });

  it('a session cookie we did not issue is a 401', async () => {
    const client = await signedIn();
    for (const forged of ['', 'x', 'no-dot', `${'u'.repeat(300)}.${'A'.repeat(43)}`, `someone.${'A'.repeat(43)}`, `${client.cookie('sid')!.split('.')[0]}.${'A'.repeat(43)}`]) {
      const copy = client.fork();
      copy.setCookie('sid', forged);
      expect((await copy.get('/api/auth/user')).status, forged).toBe(401);
    }
  });
});

describe('a stray cookie beside the session', () => {
  const STRAY = ['junk=%E0%A4', 'other=%', 'ctl=%00', 'broken'];

  function withStrayCookies(client: TestClient): TestClient {
    const copy = client.fork();
    for (const cookie of STRAY) {
      const at = cookie.indexOf('=');
      copy.setCookie(at < 0 ? cookie : cookie.slice(0, at), at < 0 ? '' : cookie.slice(at + 1));
    }
    return copy;
  }

  it('is ignored on a public route, a member route, sign-in and sign-out', async () => {
    const member = await accountIn('approved');
    const client = withStrayCookies(member.client);
    expect((await client.get('/api/members')).status).toBe(200);
    expect((await client.get('/api/notifications/unread-count')).status).toBe(200);
    expect((await client.get<User>('/api/auth/user')).json.id).toBe(member.id);
    expect((await client.raw('/api/login')).status).toBe(302);

    const visitor = withStrayCookies(newClient());
    expect(await visitor.signIn(uniqueEmail('stray'))).toBe('/');
    expect((await visitor.get('/api/auth/user')).status).toBe(200);
    const copy = copyOfCookies(visitor);
    expect((await visitor.raw('/api/logout')).status).toBe(302);
    expect(await replay(copy)).toEqual([401, 401]);
  });
});
