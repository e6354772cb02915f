/**
 * `npm run render-icons`: the web app's icons (web/build/app-manifest.ts) rendered from the favicon
 * (web/public/favicon.svg) by Chromium, into web/build/icons/. The PNGs are committed beside this
 * script; run it again whenever the favicon changes, and commit what it writes.
 *
 * - `icon-<size>.png` ("any"): the favicon as it is, on a transparent ground.
 * - `maskable-<size>.png`: the favicon's disc becomes a full-bleed square, so a launcher's mask of
 *   any shape (circle, squircle, rounded square) cuts only the gradient; the ring stays well inside
 *   the safe zone (a centred circle of 40 % of the width's radius: the ring reaches 27 %).
 * - `apple-touch-icon.png`: iOS fills transparency with black and rounds the corners itself, so it
 *   is the maskable drawing, opaque, at the 180 px iOS asks for.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const FAVICON = new URL('../web/public/favicon.svg', import.meta.url);
const OUT = new URL('../web/build/icons/', import.meta.url);
/** Debian's Chromium, as the browser tests launch it (this machine cannot download Playwright's own). */
const CHROMIUM = '/usr/bin/chromium-headless-shell';
const DISC = '<circle cx="16" cy="16" r="15" fill="url(#g)"/>';
const FULL_BLEED = '<rect width="32" height="32" fill="url(#g)"/>';

const favicon = await readFile(FAVICON, 'utf8');
if (!favicon.includes(DISC)) throw new Error(`render-icons: the favicon no longer draws ${DISC}; update this script's maskable drawing`);
const maskable = favicon.replace(DISC, FULL_BLEED);

const icons: { file: string; svg: string; size: number }[] = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'maskable-192.png', svg: maskable, size: 192 },
  { file: 'maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
];

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, svg, size } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" style="display:block" `);
    await page.setContent(`<!doctype html><html><body style="margin:0">${sized}</body></html>`);
    await writeFile(new URL(file, OUT), await page.screenshot({ type: 'png', omitBackground: true }));
    console.log(`web/build/icons/${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
