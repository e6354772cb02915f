/**
 * The service worker's app shell (web/public/sw.js): after one visit the hashed assets come from
 * its cache, yet a deploy's new HTML reaches the very next navigation, and offline the last page
 * fetched is answered. The deploy is simulated by rewriting the served index.html (WEB_ROOT when
 * set, else web/dist), which the test puts back afterwards.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Request, Response } from '@playwright/test';
import { expect, test } from './support/test.ts';

const INDEX = resolve(process.env.WEB_ROOT ?? resolve(import.meta.dirname, '../web/dist'), 'index.html');
const isAsset = (url: string) => new URL(url).pathname.startsWith('/assets/');

test('hashed assets come from the worker\'s cache, and a deploy\'s HTML is never answered from it', async ({ page, context }) => {
  const original = readFileSync(INDEX, 'utf8');
  // What the document itself loads: the assets the worker caches while installing.
  const shellAssets = [...original.matchAll(/\s(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  expect(shellAssets.length).toBeGreaterThan(0);
  const workerFetches: string[] = [];
  context.on('request', (request: Request) => {
    if (request.serviceWorker() && isAsset(request.url())) workerFetches.push(new URL(request.url()).pathname);
  });

  try {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The worker fetched the shell's assets itself while installing (and the listener sees it do so).
    expect(workerFetches).toEqual(expect.arrayContaining(shellAssets));

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
    expect(assets.map((response) => new URL(response.url()).pathname)).toEqual(expect.arrayContaining(shellAssets));
    for (const response of assets) expect(response.fromServiceWorker(), response.url()).toBe(true);
    expect(workerFetches.filter((path) => shellAssets.includes(path)), 'shell assets fetched again').toEqual([]);

    writeFileSync(INDEX, original.replace('<head>', '<head><meta name="deployed" content="next">'));
    await page.goto('/');
    await expect(page.locator('meta[name="deployed"]')).toHaveAttribute('content', 'next');

    // Offline, a page never visited gets the last shell fetched: the new one.
    await context.setOffline(true);
    await page.goto('/circles');
    await expect(page.locator('meta[name="deployed"]')).toHaveAttribute('content', 'next');
    await context.setOffline(false);
  } finally {
    writeFileSync(INDEX, original);
  }
});
