/**
 * The app a member can put on a phone's home screen (docs/decisions.md "An app on the home screen"):
 * - the icons of web/build/icons/ (scripts/render-icons.ts renders them from the favicon) become
 *   hashed assets, so like the scripts they are cached for good and never stale;
 * - every HTML page links the web app manifest and the apple-touch-icon, and the manifest is
 *   written from index.html's own name, description and light theme colour (one source for each);
 * - the service worker (web/public/sw.js) gets the list of this build's app shell written into it:
 *   the entry script and what it imports, their stylesheets and the manifest (not the icons). A build
 *   that changes any of them changes the worker's bytes, so browsers install the new worker, and
 *   installing caches exactly that build's files.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import { entryChunks } from './prerender.ts';

export const MANIFEST_FILE = 'manifest.webmanifest';
const ICONS = new URL('./icons/', import.meta.url);
const APPLE_TOUCH_ICON = 'apple-touch-icon.png';
const MANIFEST_ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable' },
] as const;
/** The line of web/public/sw.js the build replaces; as it stands (under `vite`'s dev server) nothing is cached ahead. */
export const PRECACHE_PLACEHOLDER = 'const PRECACHE = [];';

/** One file the worker caches while installing; `revision` only for a file whose name carries no hash. */
export interface PrecacheEntry {
  url: string;
  revision?: string;
}

/** The hashed name an emitted asset was given, by the name it was emitted under. */
function emittedFile(bundle: Rollup.OutputBundle, name: string): string {
  const asset = Object.values(bundle).find((output) => output.type === 'asset' && output.names.includes(name));
  if (!asset) throw new Error(`web-app: no asset ${name} in the bundle`);
  return asset.fileName;
}

function metaContent(html: string, name: string, media = ''): string {
  const content = new RegExp(`<meta name="${name}" content="([^"]+)"${media && ` media="${media.replace(/[()]/g, '\\$&')}"`}`).exec(html)?.[1];
  if (!content) throw new Error(`web-app: index.html has no <meta name="${name}" content="…"${media && ` media="${media}"`}>`);
  return content;
}

/**
 * The manifest, from what index.html already says. The manifest has one theme colour: the light
 * one, which is also the splash screen's ground; once the page runs, its `theme-color` meta tags
 * (one per colour scheme) colour the window, in dark mode too.
 */
function manifestFor(html: string, iconUrl: (file: string) => string) {
  const name = /<title>([^<]+)<\/title>/.exec(html)?.[1];
  if (!name || name.includes('&')) throw new Error('web-app: index.html needs a <title> of plain text');
  const light = metaContent(html, 'theme-color', '(prefers-color-scheme: light)');
  return {
    id: '/',
    // The name the app calls itself by on every screen; a launcher with less room shortens it.
    name,
    short_name: name,
    description: metaContent(html, 'description'),
    lang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? 'en',
    dir: 'ltr',
    // The member area is the whole app: a member's feed at /, every screen below it. Signed out,
    // the same address is the landing page with its Login link.
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: light,
    background_color: light,
    icons: MANIFEST_ICONS.map(({ file, size, purpose }) => ({ src: iconUrl(file), sizes: `${size}x${size}`, type: 'image/png', purpose })),
  };
}

/** The app shell's hashed files: the entry script, what it imports statically, and their stylesheets. */
function shellFiles(bundle: Rollup.OutputBundle): string[] {
  const { loaded } = entryChunks(bundle);
  const styles = [...loaded].flatMap((file) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
  });
  return [...loaded, ...styles];
}

const revisionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

export function webApp(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'seekers:web-app',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config.build.ssr) return;
      for (const file of [APPLE_TOUCH_ICON, ...MANIFEST_ICONS.map((icon) => icon.file)]) {
        this.emitFile({ type: 'asset', name: file, source: await readFile(new URL(file, ICONS)) });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          '</head>',
          () =>
            `  <link rel="manifest" href="${config.base}${MANIFEST_FILE}" />\n` +
            `    <link rel="apple-touch-icon" href="${config.base}${emittedFile(bundle, APPLE_TOUCH_ICON)}" />\n  </head>`,
        );
      },
    },
    async writeBundle(_options, bundle) {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const url = (file: string) => config.base + file;
      const html = await readFile(join(outDir, 'index.html'), 'utf8');
      const manifest = `${JSON.stringify(manifestFor(html, (file) => url(emittedFile(bundle, file))), null, 2)}\n`;
      await writeFile(join(outDir, MANIFEST_FILE), manifest);

      // The icons stay off the list: 240 KB that every first visit would fetch after the page, on a
      // phone's data, for pictures only installing asks for (and then from the network, once).
      const precache: PrecacheEntry[] = [
        ...[...new Set(shellFiles(bundle))].map((file) => ({ url: url(file) })),
        { url: url(MANIFEST_FILE), revision: revisionOf(manifest) },
      ];
      const worker = await readFile(join(config.publicDir, 'sw.js'), 'utf8');
      if (!worker.includes(PRECACHE_PLACEHOLDER)) throw new Error(`web-app: web/public/sw.js has no line ${PRECACHE_PLACEHOLDER}`);
      // Vite copied the worker as it stands before the bundle was written: this replaces that copy.
      await writeFile(join(outDir, 'sw.js'), worker.replace(PRECACHE_PLACEHOLDER, () => `const PRECACHE = ${JSON.stringify(precache)};`));
    },
  };
}
