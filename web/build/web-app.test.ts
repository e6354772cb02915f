/**
 * web/build/web-app.ts on a small build of its own: the worker's list is that build's app shell
 * (entry, what it imports, its stylesheet, the icons, the manifest) and nothing a later screen
 * loads; the manifest is written from the HTML and linked from it; another build is another worker.
 */
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, PRECACHE_PLACEHOLDER, type PrecacheEntry, webApp } from './web-app.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="A fixture of the app." />
    <meta name="theme-color" content="#f7f4ef" media="(prefers-color-scheme: light)" />
    <meta name="theme-color" content="#161819" media="(prefers-color-scheme: dark)" />
    <title>Fixture Circle</title>
  </head>
  <body>
    <script type="module" src="/main.ts"></script>
  </body>
</html>
`;

const WORKER = `${PRECACHE_PLACEHOLDER}\nself.addEventListener('install', () => PRECACHE);\n`;

let folder: string;

async function buildFixture(css: string): Promise<{ outDir: string; precache: PrecacheEntry[]; worker: string }> {
  const root = await mkdtemp(join(folder, 'build-'));
  await mkdir(join(root, 'public'));
  await writeFile(join(root, 'index.html'), INDEX);
  await writeFile(join(root, 'public', 'sw.js'), WORKER);
  await writeFile(join(root, 'style.css'), css);
  await writeFile(join(root, 'shared.ts'), 'export const shared = (text: string) => text.toUpperCase();\n');
  await writeFile(join(root, 'lazy.ts'), "import { shared } from './shared.ts';\nexport const later = () => shared('later');\n");
  await writeFile(
    join(root, 'main.ts'),
    "import './style.css';\nimport { shared } from './shared.ts';\ndocument.title = shared(document.title);\nvoid import('./lazy.ts').then((m) => m.later());\n",
  );
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [webApp()],
    // `shared.ts` in a file of its own, as the app's build cuts its first screens (web/build/chunks.ts).
    build: { outDir: 'dist', emptyOutDir: true, rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shared', test: /shared\.ts/ }] } } } },
  });
  const outDir = join(root, 'dist');
  const worker = await readFile(join(outDir, 'sw.js'), 'utf8');
  const list = /^const PRECACHE = (.*);$/m.exec(worker)?.[1];
  if (!list) throw new Error('no PRECACHE line in the built worker');
  return { outDir, precache: JSON.parse(list) as PrecacheEntry[], worker };
}

/** A PNG's width and height, from its IHDR chunk. */
async function pngSize(file: string): Promise<string> {
  const bytes = await readFile(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'web-app-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the web app plugin', () => {
  let first: Awaited<ReturnType<typeof buildFixture>>;

  beforeAll(async () => {
    first = await buildFixture('body { color: #2a2724; }\n');
  });

  it("writes the build's app shell into the worker: entry, its imports, stylesheet, manifest; not the icons, not the lazy screen", async () => {
    const html = await readFile(join(first.outDir, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    const preloads = [...html.matchAll(/rel="modulepreload"[^>]*href="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
    const styles = [...html.matchAll(/rel="stylesheet"[^>]*href="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
    const urls = first.precache.map((entry) => entry.url);
    expect(scripts).toHaveLength(1);
    expect(styles).toHaveLength(1);
    // shared.ts, a file of its own that the entry imports.
    expect(preloads).toHaveLength(1);
    const hashed = urls.filter((url) => url.startsWith('/assets/'));
    expect(hashed.filter((url) => url.endsWith('.js')).sort()).toEqual([...scripts, ...preloads].sort());
    expect(hashed.filter((url) => url.endsWith('.css'))).toEqual(styles);
    // The icons are not fetched ahead: only installing the app asks for them.
    expect(hashed.filter((url) => url.endsWith('.png'))).toEqual([]);
    expect(urls.some((url) => url.includes('lazy'))).toBe(false);
    // Every hashed file is named once, without a revision; the manifest has one.
    expect(new Set(urls).size).toBe(urls.length);
    expect(first.precache.filter((entry) => entry.revision)).toEqual([{ url: `/${MANIFEST_FILE}`, revision: expect.stringMatching(/^[0-9a-f]{16}$/) }]);
    // The rest of the worker is the source's, unchanged.
    expect(first.worker).toContain("self.addEventListener('install', () => PRECACHE);");
    expect(first.worker).not.toContain(PRECACHE_PLACEHOLDER);
  });

  it('writes the manifest from the HTML and links it and the apple-touch-icon from the page', async () => {
    const html = await readFile(join(first.outDir, 'index.html'), 'utf8');
    expect(html).toContain(`<link rel="manifest" href="/${MANIFEST_FILE}" />`);
    const appleTouchIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(appleTouchIcon).toMatch(/^\/assets\/apple-touch-icon-[\w-]+\.png$/);
    expect(await pngSize(join(first.outDir, appleTouchIcon!))).toBe('180x180');

    const manifest = JSON.parse(await readFile(join(first.outDir, MANIFEST_FILE), 'utf8')) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Fixture Circle',
      short_name: 'Fixture Circle',
      description: 'A fixture of the app.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#f7f4ef',
      background_color: '#f7f4ef',
    });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(await pngSize(join(first.outDir, icon.src))).toBe(icon.sizes);
    }
  });

  it('makes another worker for another build, and the same worker for the same build', async () => {
    const same = await buildFixture('body { color: #2a2724; }\n');
    expect(same.worker).toBe(first.worker);
    const changed = await buildFixture('body { color: #5c554d; }\n');
    expect(changed.worker).not.toBe(first.worker);
    const styles = (precache: PrecacheEntry[]) => precache.filter((entry) => entry.url.endsWith('.css'));
    expect(styles(changed.precache)).not.toEqual(styles(first.precache));
  });
});
