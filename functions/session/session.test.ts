/** The sign-in contract, through the real OpenID Connect flow against the local provider. */
import { describe, expect, it, inject } from 'vitest';
import type { User } from '#shared/types/user.ts';
import { newClient, uniqueEmail, createPersona } from '../testing/personas.ts';

const USER_FIELDS = [
  'id', 'firstName', 'lastName', 'email', 'profileImageUrl', 'anonymousName', 'avatar', 'spiritualJourney',
  'hasCompletedOnboarding', 'isApproved', 'isAdmin', 'isSuspended', 'createdAt', 'timeZone', 'language',
  'notifyAllPosts', 'notifyMainFeedPosts', 'notifyReplies', 'notifyReactions', 'notifyCircleActivity', 'notifyInvitations',
];

describe('sign-in', () => {
  it('GET /api/login redirects to the identity provider with PKCE and a short-lived HttpOnly state cookie', async () => {
    const client = newClient();
    const response = await client.raw('/api/login?returnTo=/circles');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(inject('stack').issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toBeTruthy();
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe(`${inject('stack').url}/api/callback`);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('login='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=600/);
  });

  it('the provider shows the local development sign-in page', async () => {
    const client = newClient();
    const login = await client.raw('/api/login');
    let url = login.headers.get('location')!;
    let page = await fetch(url, { redirect: 'manual' });
    const cookies = page.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    while (page.status === 302 || page.status === 303) {
      url = new URL(page.headers.get('location')!, url).href;
      page = await fetch(url, { redirect: 'manual', headers: { cookie: cookies } });
    }
    const html = await page.text();
    expect(html).toContain('Local development sign-in');
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
  });

  it('signs in, creates the account on first sign-in and returns to a same-origin returnTo', async () => {
    const client = newClient();
    const email = uniqueEmail('first');
    expect(await client.signIn(email, '/circles/42?tab=members')).toBe('/circles/42?tab=members');
    const session = client.cookie('session');
    expect(session).toBeTruthy();
    const me = await client.get<User>('/api/auth/user');
    expect(me.status).toBe(200);
    expect(Object.keys(me.json).sort()).toEqual([...USER_FIELDS].sort());
    expect(me.json).toMatchObject({ email, hasCompletedOnboarding: false, isApproved: false, isAdmin: false, isSuspended: false, avatar: 'earth' });

    // Signing in again keeps the same account.
    const again = newClient();
    await again.signIn(email);
    expect((await again.get<User>('/api/auth/user')).json.id).toBe(me.json.id);
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', ''])(
    'returnTo %j goes to / instead',
    async (returnTo) => {
      const client = newClient();
      expect(await client.signIn(uniqueEmail('ret'), returnTo)).toBe('/');
    },
  );

  it('session cookies are HttpOnly and SameSite=Lax; only the signed-in hint is readable, and it says "1"', async () => {
    const client = newClient();
    const login = await client.raw('/api/login');
    expect(login.status).toBe(302);
    await client.signIn(uniqueEmail('cookie'));
    const refresh = await client.raw('/api/auth/refresh-session', { method: 'POST' });
    const cookies = refresh.headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split('=', 1)[0]).sort()).toEqual(['refresh', 'session', 'sid', 'signed-in']);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      if (cookie.startsWith('signed-in=')) expect(cookie).toMatch(/^signed-in=1;(?!.*HttpOnly)/);
      else expect(cookie).toMatch(/HttpOnly/);
    }
  });

  it('GET /api/auth/user gives a session without the signed-in hint its hint, and sign-out takes it away', async () => {
    const client = newClient();
    await client.signIn(uniqueEmail('hint'));
    expect(client.cookie('signed-in')).toBe('1');
    client.setCookie('signed-in', '');
    const user = await client.raw('/api/auth/user');
    expect(user.headers.getSetCookie()).toEqual([expect.stringMatching(/^signed-in=1;/)]);
    expect((await client.raw('/api/auth/user')).headers.getSetCookie()).toEqual([]);
    await client.raw('/api/logout', { method: 'POST' });
    expect(client.cookie('signed-in')).toBeUndefined();
  });

  it('ADMIN_EMAILS accounts are admins and approved; they still create a persona', async () => {
    const client = newClient();
    await client.signIn('admin@example.com');
    const me = (await client.get<User>('/api/auth/user')).json;
    expect(me).toMatchObject({ isAdmin: true, isApproved: true });
  });

  it('GET /api/auth/user is 401 when signed out, and for a tampered or garbage token', async () => {
    const client = newClient();
    expect((await client.get('/api/auth/user')).status).toBe(401);
    await client.signIn(uniqueEmail('tamper'));
    const token = client.cookie('session')!;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    for (const bad of [`${header}.${forged}.${signature}`, `${token.slice(0, -4)}AAAA`, 'not-a-jwt']) {
      const copy = client.fork();
      copy.setCookie('session', bad);
      const response = await copy.get('/api/auth/user');
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
    }
  });

  it('POST /api/auth/refresh-session renews the session from the refresh cookie', async () => {
    const client = newClient();
    await client.signIn(uniqueEmail('refresh'));
    const before = client.cookie('session');
    client.setCookie('session', 'expired-or-missing');
    const response = await client.send('POST', '/api/auth/refresh-session');
    expect(response.status).toBe(200);
    expect(client.cookie('session')).toBeTruthy();
    expect(client.cookie('session')).not.toBe('expired-or-missing');
    expect(before).toBeTruthy();
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('refresh without a refresh cookie, or with a forged one, is a 401', async () => {
    const client = newClient();
    expect((await client.send('POST', '/api/auth/refresh-session')).status).toBe(401);
    client.setCookie('refresh', 'forged-refresh-token');
    const response = await client.send('POST', '/api/auth/refresh-session');
    expect(response.status).toBe(401);
    expect(client.cookie('refresh')).toBeUndefined();
  });

  it('GET /api/logout clears the session and returns to /', async () => {
    const client = newClient();
    await client.signIn(uniqueEmail('logout'));
    const response = await client.raw('/api/logout');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(client.cookie('session')).toBeUndefined();
    expect(client.cookie('refresh')).toBeUndefined();
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('a callback with a wrong state signs nobody in', async () => {
    const client = newClient();
    await client.raw('/api/login');
    const response = await client.raw('/api/callback?code=abc&state=wrong');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(client.cookie('session')).toBeUndefined();
  });

  it('a state-changing request from another origin, or with none, is refused and changes nothing', async () => {
    const client = newClient();
    await client.signIn(uniqueEmail('csrf'));
    const body = JSON.stringify({ anonymousName: 'Cross Site', avatar: 'earth', spiritualJourney: 'nope' });
    for (const origin of ['https://evil.example', null]) {
      const response = await client.request('/api/user/persona', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        origin,
      });
      expect(response.status).toBe(403);
      expect(response.json).toMatchObject({ message: 'Cross-site request refused' });
    }
    expect((await client.get<User>('/api/auth/user')).json.hasCompletedOnboarding).toBe(false);
  });
});

describe('persona', () => {
  it('completes onboarding once; the user moves on to waiting for approval', async () => {
    const client = newClient();
    await client.signIn(uniqueEmail('persona'));
    const user = await createPersona(client, 'Open Meadow');
    expect(user).toMatchObject({ anonymousName: 'Open Meadow', hasCompletedOnboarding: true, isApproved: false });
    const again = await client.send('POST', '/api/user/persona', { anonymousName: 'Other', avatar: 'soft', spiritualJourney: 'x' });
    expect(again.status).toBe(409);
    expect((await client.get('/api/notifications/unread-count')).status).toBe(403);
  });

  it('trims the persona before storing it', async () => {
    const client = newClient();
    await client.signIn(uniqueEmail('trim'));
    const response = await client.send<User>('POST', '/api/user/persona', {
      anonymousName: '  Open Sky  ',
      avatar: 'spiritual',
      spiritualJourney: '  walking  ',
    });
    expect(response.json).toMatchObject({ anonymousName: 'Open Sky', spiritualJourney: 'walking', avatar: 'spiritual' });
  });
});
