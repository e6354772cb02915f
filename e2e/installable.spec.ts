/**
 * The app on the home screen (docs/decisions.md "An app on the home screen"): Chromium's own check
 * of installability (CDP's Page.getInstallabilityErrors, what its install prompt and menu entry
 * ask) finds nothing missing on the landing page, on the pre-rendered public pages and in the
 * member area, and the manifest it parsed says what the Web App Manifest specification wants.
 *
 * The check needs the whole browser with a profile of its own: the headless shell answers every
 * page installable without checking anything, and a test's usual context is off the record, where
 * Chromium installs nothing ('in-incognito').
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { WHOLE_CHROMIUM } from './support/browsers.ts';
import { enterAsNewMember } from './support/content.ts';
import { expect, test } from './support/test.ts';

async function installability(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { url, errors, manifest } = await cdp.send('Page.getAppManifest', {});
    return { errorIds: installabilityErrors.map((error) => error.errorId), url, errors, manifest };
  } finally {
    await cdp.detach();
  }
}

async function expectInstallable(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#root')).not.toBeEmpty();
  const { errorIds, url, errors } = await installability(page);
  expect(errorIds, path).toEqual([]);
  expect(new URL(url).pathname, path).toBe('/manifest.webmanifest');
  expect(errors, path).toEqual([]);
}

let profile: string;
let context: BrowserContext;

test.beforeAll(async ({ baseURL }) => {
  profile = await mkdtemp(join(tmpdir(), 'installable-'));
  context = await chromium.launchPersistentContext(profile, { ...WHOLE_CHROMIUM, headless: true, baseURL, viewport: { width: 1280, height: 900 } });
});

test.afterAll(async () => {
  await context.close();
  await rm(profile, { recursive: true, force: true });
});

test('Chromium finds the app installable signed out, on every pre-rendered page, and in the member area', async () => {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text())) problems.push(message.text());
  });
  // The check is live: a page that links no manifest is not installable.
  await page.goto('/robots.txt');
  expect((await installability(page)).errorIds).toEqual(['no-manifest']);

  for (const path of ['/', '/pre-registration', '/meditation-registration', '/guidelines']) await expectInstallable(page, path);
  await enterAsNewMember(page, 'Installer');
  for (const path of ['/', '/notifications', '/circles']) await expectInstallable(page, path);
  expect(problems, 'the pages reported errors').toEqual([]);
  await page.close();
});

test("the manifest is served as one, and says the app's name, icons, colours and scope as the specification wants them", async ({ request }) => {
  const answer = await request.get('/manifest.webmanifest');
  const page = await context.newPage();
  expect(answer.headers()['content-type']).toBe('application/manifest+json');
  expect(answer.headers()['cache-control']).toBe('no-cache');

  await page.goto('/');
  const { manifest } = await installability(page);
  const origin = new URL(page.url()).origin;
  // As Chromium resolved them against the manifest's address.
  expect(manifest).toMatchObject({ id: `${origin}/`, startUrl: `${origin}/`, scope: `${origin}/` });
  expect(manifest.display).toMatch(/standalone/i);
  // The light theme colour is the manifest's (and the splash screen's ground); each scheme's is in the HTML.
  const themeColors = await page.locator('meta[name="theme-color"]').evaluateAll((metas) => metas.map((meta) => `${meta.getAttribute('media')} ${meta.getAttribute('content')}`));
  expect(themeColors).toEqual(['(prefers-color-scheme: light) #f7f4ef', '(prefers-color-scheme: dark) #1a1c1e']);
  const raw = (await answer.json()) as { display: string; icons: { src: string; sizes: string; type: string; purpose: string }[] };
  expect(raw).toMatchObject({
    name: "Seekers' Circle",
    short_name: "Seekers' Circle",
    description: 'An anonymous community for spiritual seekers.',
    display: 'standalone',
    theme_color: '#f7f4ef',
    background_color: '#f7f4ef',
  });

  // Two sizes of each purpose, every one a PNG of the size it claims; Chromium read them all.
  expect(raw.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
  const icons = raw.icons.map((icon) => ({ url: new URL(icon.src, origin).href, sizes: icon.sizes }));
  expect((manifest.icons ?? []).map((icon) => icon.url)).toEqual(icons.map((icon) => icon.url));
  const appleTouchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const { url, sizes } of [...icons, { url: new URL(appleTouchIcon!, origin).href, sizes: '180x180' }]) {
    const png = await request.get(url);
    expect(png.headers()['content-type'], url).toBe('image/png');
    const bytes = await png.body();
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, url).toBe(sizes);
  }
});
