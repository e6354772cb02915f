/**
 * The HTML's one inline script (shared/boot-script.ts): what the server sends is allowed by the
 * CSP it sends with it, and a visitor signed out on a deeper path finds the path to come back to on
 * the pre-rendered Login link before the app's script has run (issue 33 §3: on a slow phone a Login
 * pressed as the page showed lost it).
 */
import { createHash } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import { APP_CHUNKS_ID, type AppChunks } from '#shared/boot-script.ts';
import { PRERENDERED_PAGES } from '#shared/prerendered.ts';
import { uniqueEmail } from './support/accounts.ts';
import { inEveryLook } from './support/looks.ts';
import { expect, test } from './support/test.ts';

/** The inline scripts of a page as served: no `src`, and not a data block. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?<attributes>[^>]*)>(?<text>[\s\S]*?)<\/script>/g)]
    .filter((match) => !/\bsrc=|type="application\/json"/.test(match.groups!.attributes!))
    .map((match) => match.groups!.text!);

test('every inline script served is named by its hash in the CSP served with it', async ({ page }) => {
  for (const path of [...Object.keys(PRERENDERED_PAGES), '/journal']) {
    const response = await page.request.get(path);
    const scripts = inlineScripts(await response.text());
    expect(scripts.length, path).toBeGreaterThan(0);
    const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '')?.[1]?.split(' ') ?? [];
    expect(scriptSrc, path).not.toContain("'unsafe-inline'");
    for (const script of scripts) expect(scriptSrc, path).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  }
});

/** Holds the app's entry script (the one the HTML's #app-chunks names) until the answer's `release`. */
async function holdTheApp(page: Page): Promise<{ release: () => Promise<void> }> {
  const html = await (await page.request.get('/')).text();
  const block = new RegExp(`<script type="application/json" id="${APP_CHUNKS_ID}">([^<]*)</script>`).exec(html);
  const { entry } = JSON.parse(block![1]!) as AppChunks;
  const held: Route[] = [];
  let letThrough = false;
  const hold = async (route: Route) => (letThrough ? route.continue() : void held.push(route));
  await page.route((url) => url.pathname === entry, hold);
  return {
    async release() {
      letThrough = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

// The service worker would answer the entry script from its cache, out of the page's routing's reach.
test.use({ serviceWorkers: 'block' });

test('a Login pressed before the app has run carries the path asked for, and comes back to it', async ({ page }) => {
  const app = await holdTheApp(page);
  await page.goto('/journal?tab=entries');
  const login = page.getByRole('link', { name: 'Login' });
  await expect(login).toHaveAttribute('href', `/api/login?returnTo=${encodeURIComponent('/journal?tab=entries')}`);
  // The pre-rendered landing, not the app: the app would have moved to / already.
  await expect(page).toHaveURL('/journal?tab=entries');
  await inEveryLook(page, 'the landing before its script has run', (look) => page.screenshot({ path: test.info().outputPath(`landing-before-the-app-${look}.png`) }));

  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login');
  await login.click();
  expect(new URL((await asked).url()).searchParams.get('returnTo')).toBe('/journal?tab=entries');

  await app.release();
  await expect(page.getByText('Local development sign-in')).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('slow-phone'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/journal?tab=entries');
  // A new account chooses its persona first, on the path it came back to.
  await expect(page.getByRole('heading', { name: 'Create your anonymous persona' })).toBeVisible();
});

test("at the root, the Login link carries this tab's remembered path before the app has run; other paths are never remembered", async ({ page }) => {
  await page.goto('/circles');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', `/api/login?returnTo=${encodeURIComponent('/circles')}`);

  await holdTheApp(page);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', `/api/login?returnTo=${encodeURIComponent('/circles')}`);

  // Another site by a browser's reading, or nothing to come back to: the plain Login.
  await page.evaluate(() => sessionStorage.setItem('redirectAfterLogin', '//evil.example/'));
  await page.reload();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/api/login');
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/?next=1');
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/api/login');
  await page.goto(`${new URL(page.url()).origin}//evil.example/`);
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/api/login');
});
