/**
 * Sign Out ends the session for good, and only the member can ask for it: the cookies a browser
 * held are replayed from outside it after Sign Out, and another site's link meets a question.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Cookie, Page } from '@playwright/test';
import { MEMBER_EMAILS } from './support/accounts.ts';
import { enterAsAdmin } from './support/membership.ts';
import { test as base, expect, expectAccessible } from './support/test.ts';

const member = { email: MEMBER_EMAILS.signOutForGood, name: 'Passing Cloud' };

const test = base.extend<{
  /** The cookies sent from outside the browser: the statuses of `GET /api/auth/user` and `POST /api/auth/refresh-session`. */
  replay: (cookies: Cookie[]) => Promise<number[]>;
  /** A page on another site (127.0.0.1 is not the same site as localhost) with a link and a form to our /api/logout. */
  elsewhere: string;
}>({
  replay: async ({ playwright, baseURL }, use) => {
    await use(async (cookies) => {
      // A context of its own each time, so no cookie a previous answer set is sent along.
      const api = await playwright.request.newContext({ baseURL });
      try {
        const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
        const user = await api.get('/api/auth/user', { headers: { cookie } });
        const refresh = await api.post('/api/auth/refresh-session', { headers: { cookie, origin: new URL(baseURL!).origin } });
        return [user.status(), refresh.status()];
      } finally {
        await api.dispose();
      }
    });
  },
  elsewhere: async ({ baseURL }, use) => {
    const logout = new URL('/api/logout', baseURL).href;
    const server = createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><title>Elsewhere</title><a href="${logout}">Free meditation tips</a>` +
          `<form method="post" action="${logout}"><button>Claim your gift</button></form>`,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await new Promise((resolve) => server.close(resolve));
  },
});

/** Signs the member in and answers this browser's cookies, checked to open the session from outside it. */
async function signedIn(page: Page, replay: (cookies: Cookie[]) => Promise<number[]>): Promise<Cookie[]> {
  await enterAsAdmin(page, member);
  const cookies = await page.context().cookies(page.url());
  expect(await replay(cookies)).toEqual([200, 200]);
  return cookies;
}

/** Starts a navigation to /api/logout with `go` and answers the Sec-Fetch-Site Chromium sent with it. */
async function logoutNavigation(page: Page, go: () => Promise<unknown>): Promise<string | undefined> {
  const request = page.waitForRequest((candidate) => new URL(candidate.url()).pathname === '/api/logout');
  await go();
  return (await (await request).allHeaders())['sec-fetch-site'];
}

async function expectLanding(page: Page): Promise<void> {
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
}

test("the shell's Sign Out ends the session at once: the old cookies then answer 401", async ({ page, replay }) => {
  const cookies = await signedIn(page, replay);
  const sidebarLink = page.getByTestId('desktop-sidebar').getByRole('link', { name: 'Sign Out' });
  expect(await logoutNavigation(page, () => sidebarLink.click())).toBe('same-origin');
  await expectLanding(page);
  expect(await replay(cookies)).toEqual([401, 401]);
});

test('an address typed into the browser signs out at once', async ({ page, replay }) => {
  const cookies = await signedIn(page, replay);
  expect(await logoutNavigation(page, () => page.goto('/api/logout'))).toBe('none');
  await expectLanding(page);
  expect(await replay(cookies)).toEqual([401, 401]);
});

test('a link from another site only asks "Sign out?"; the member decides', async ({ page, replay, elsewhere }) => {
  const cookies = await signedIn(page, replay);
  const fromElsewhere = async () => {
    await page.goto(elsewhere);
    const site = await logoutNavigation(page, () => page.getByRole('link', { name: 'Free meditation tips' }).click());
    expect(site).toBe('cross-site');
  };

  await fromElsewhere();
  await expect(page.getByRole('heading', { name: 'Sign out?' })).toBeVisible();
  const signOut = page.getByRole('button', { name: 'Sign Out' });
  const stay = page.getByRole('link', { name: 'Stay signed in' });
  for (const control of [signOut, stay]) {
    expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }
  await expectAccessible(page, 'sign-out question');
  expect(await replay(cookies)).toEqual([200, 200]);

  await stay.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: `Welcome, ${member.name}` })).toBeVisible();

  // Another site's form cannot post the sign-out either: its Origin is refused.
  await page.goto(elsewhere);
  const posted = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/logout');
  await page.getByRole('button', { name: 'Claim your gift' }).click();
  expect((await posted).status()).toBe(403);
  expect(await replay(cookies)).toEqual([200, 200]);

  await fromElsewhere();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expectLanding(page);
  expect(await replay(cookies)).toEqual([401, 401]);
});
