/**
 * The service worker's app shell (web/public/sw.js): installing caches the files of the build's own
 * list (web/build/web-app.ts writes it into the worker), after one visit the hashed assets come
 * from its cache, yet a deploy's new HTML reaches the very next navigation, and offline the last
 * page fetched is answered. The deploy is simulated by rewriting the served index.html (WEB_ROOT
 * when set, else web/dist), which the test puts back afterwards.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Request, Response } from '@playwright/test';
import { expect, test } from './support/test.ts';

const WEB_ROOT = resolve(process.env.WEB_ROOT ?? resolve(import.meta.dirname, '../web/dist'));
const INDEX = resolve(WEB_ROOT, 'index.html');
const isAsset = (url: string) => new URL(url).pathname.startsWith('/assets/');

/** The build's list, as the built worker carries it. */
function precached(): string[] {
  const list = /^const PRECACHE = (.*);$/m.exec(readFileSync(resolve(WEB_ROOT, 'sw.js'), 'utf8'))?.[1];
  if (!list) throw new Error('the built sw.js carries no PRECACHE list');
  return (JSON.parse(list) as { url: string }[]).map((entry) => entry.url);
}

test('installing caches the build\'s files, hashed assets then come from that cache, and a deploy\'s HTML is never answered from it', async ({ page, context }) => {
  const original = readFileSync(INDEX, 'utf8');
  const files = precached();
  const shellAssets = files.filter((path) => path.startsWith('/assets/'));
  // The build's app shell: its scripts, its stylesheet, and the manifest beside them.
  expect(shellAssets.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0);
  expect(shellAssets.filter((path) => path.endsWith('.css')).length).toBeGreaterThan(0);
  // The icons are not fetched ahead (web/build/web-app.ts): only installing the app asks for them.
  expect(shellAssets.filter((path) => path.endsWith('.png'))).toEqual([]);
  expect(files).toContain('/manifest.webmanifest');
  // The stylesheet the document names is on the list; its scripts the boot script adds.
  const documentStyles = [...original.matchAll(/\shref="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1]!);
  expect(documentStyles.length).toBeGreaterThan(0);
  expect(files).toEqual(expect.arrayContaining(documentStyles));
  const pageAssets = shellAssets.filter((path) => /\.(?:js|css)$/.test(path));
  const workerFetches: string[] = [];
  context.on('request', (request: Request) => {
    if (request.serviceWorker() && isAsset(request.url())) workerFetches.push(new URL(request.url()).pathname);
  });

  try {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The worker fetched the build's files itself while installing (and the listener sees it do so),
    // and its cache holds every one of them.
    expect(workerFetches).toEqual(expect.arrayContaining(shellAssets));
    const cached = await page.evaluate(async () => (await (await caches.open('hashed-assets')).keys()).map((request) => new URL(request.url).pathname));
    expect(cached).toEqual(expect.arrayContaining(files));

    // The first visit's document goes first: a late file of its own (the toaster's, on idle), asked
    // for by a page the worker did not yet control, must not count as the second visit's.
    await page.goto('about:blank');
    workerFetches.length = 0;
    const assets: Response[] = [];
    page.on('response', (response) => {
      if (isAsset(response.url())) assets.push(response);
    });
    await page.goto('/');
    await expect(page.locator('#root')).not.toBeEmpty();
    // The boot script adds the scripts after the pre-rendered page's first paint.
    await expect.poll(() => assets.map((response) => new URL(response.url()).pathname)).toEqual(expect.arrayContaining(pageAssets));
    for (const response of assets) expect(response.fromServiceWorker(), response.url()).toBe(true);
    expect(workerFetches.filter((path) => shellAssets.includes(path)), 'shell assets fetched again').toEqual([]);

    writeFileSync(INDEX, original.replace('<head>', '<head><meta name="deployed" content="next">'));
    await page.goto('/');
    await expect(page.locator('meta[name="deployed"]')).toHaveAttribute('content', 'next');

    // Offline, a page never visited gets the last shell fetched: the new one.
    await context.setOffline(true);
    await page.goto('/circles');
    await expect(page.locator('meta[name="deployed"]')).toHaveAttribute('content', 'next');
    // And the manifest, asked of the network first, is answered by the copy installing cached.
    expect(await page.evaluate(async () => ((await (await fetch('/manifest.webmanifest')).json()) as { display: string }).display)).toBe('standalone');
    await context.setOffline(false);
  } finally {
    writeFileSync(INDEX, original);
  }
});
