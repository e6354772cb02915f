/**
 * The build's own part of the first paint (docs/decisions.md "Starting a member's page early"):
 * - every HTML file gets the inline boot script (shared/boot-script.ts) first in its head, and the
 *   list of the member area's chunks it preloads when someone is signed in;
 * - after the client build, the public pages of shared/prerendered.ts are rendered by a server build
 *   of web/src/prerender.tsx and written as HTML files that show the page before any JavaScript
 *   runs; the browser hydrates them (web/src/main.tsx).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { type AppChunks, APP_CHUNKS_ID, BOOT_SCRIPT } from '#shared/boot-script.ts';
import { escapeHtml } from '#shared/html.ts';
import { PRERENDERED_PAGES } from '#shared/prerendered.ts';
import { catalogues } from './catalogues.ts';
import { reachable } from './chunks.ts';

export const MEMBER_AREA = '/src/app/routes/app/member-area.tsx';
/** What a signed-in first screen loads whatever the path. */
const MEMBER_MODULES = [MEMBER_AREA, '/src/app/signed-in-session.tsx'];
/** The screens the boot script starts early, by its names for them. */
export const EARLY_SCREENS: Record<keyof AppChunks['screens'], string> = {
  post: '/src/app/routes/app/post.tsx',
  circles: '/src/app/routes/app/circles.tsx',
};
/** The pre-rendered pages that load code of their own, which their HTML preloads with the entry's. */
const PUBLIC_PAGE_MODULES: Readonly<Record<string, string>> = {
  '/pre-registration': '/src/app/routes/pre-registration.tsx',
  '/meditation-registration': '/src/app/routes/meditation-registration.tsx',
  '/guidelines': '/src/app/routes/guidelines.tsx',
};
/** Inside the repository, so the server build's imports resolve from its node_modules; one folder per build. */
const SERVER_BUILDS = fileURLToPath(new URL('../../node_modules/.cache/prerender/', import.meta.url));
const CHARSET = '<meta charset="UTF-8" />';
const ROOT_ELEMENT = '<div id="root"></div>';

/** Files `chunk` needs before it can run: its static imports, theirs, and so on. */
function staticClosure(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk): Set<string> {
  return reachable(chunk.imports, (file) => {
    const imported = bundle[file];
    return imported?.type === 'chunk' ? imported.imports : [];
  });
}

/** The file a dynamic import of `module` fetches (its facade) and the files that one imports, less `loaded`. */
function lazyChunks(bundle: Rollup.OutputBundle, module: string, loaded: ReadonlySet<string>): string[] {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const facade = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
  if (!facade) throw new Error(`prerender: no chunk loads ${module}`);
  return [facade.fileName, ...staticClosure(bundle, facade)].filter((file) => !loaded.has(file));
}

/**
 * The boot script's list (shared/boot-script.ts AppChunks): the entry script and what it imports;
 * the member area (and the signed-in session's watch) with what they import beyond that; and the
 * screens whose first data the boot script asks for, each with what it imports beyond all that.
 */
export function entryChunks(bundle: Rollup.OutputBundle) {
  const entry = Object.values(bundle).find((output): output is Rollup.OutputChunk => output.type === 'chunk' && output.isEntry);
  if (!entry) throw new Error('prerender: no entry chunk in the bundle');
  const entryImports = staticClosure(bundle, entry);
  return { entry, entryImports, loaded: new Set([entry.fileName, ...entryImports]) };
}

function appChunks(bundle: Rollup.OutputBundle, base: string): AppChunks {
  const { entry, entryImports, loaded } = entryChunks(bundle);
  const member = [...new Set(MEMBER_MODULES.flatMap((module) => lazyChunks(bundle, module, loaded)))];
  const withMember = new Set([...loaded, ...member]);
  const url = (file: string) => base + file;
  return {
    entry: url(entry.fileName),
    preload: [...entryImports].map(url),
    member: member.map(url),
    screens: {
      post: lazyChunks(bundle, EARLY_SCREENS.post, withMember).map(url),
      circles: lazyChunks(bundle, EARLY_SCREENS.circles, withMember).map(url),
    },
  };
}

/** What web/src/prerender.tsx exports. */
interface ServerEntry {
  render(path: string): Promise<{ html: string; title: string }>;
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'seekers:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        if (!html.includes(CHARSET)) throw new Error(`prerender: index.html must start its head with ${CHARSET}`);
        // The boot script adds the scripts itself (after the first paint for a visitor signed out),
        // so the HTML names them only in a JSON data block: never executed, so the CSP's hash
        // covers the boot script alone.
        const chunks = JSON.stringify(appChunks(bundle, config.base)).replace(/</g, '\\u003c');
        const withoutScripts = html.replace(/\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g, '');
        // Right after the charset and before the stylesheet: an inline script waits for stylesheets above it.
        const boot = `<script type="application/json" id="${APP_CHUNKS_ID}">${chunks}</script><script>${BOOT_SCRIPT}</script>`;
        return withoutScripts.replace(CHARSET, () => `${CHARSET}\n    ${boot}`);
      },
    },
    async writeBundle(_options, bundle) {
      if (config.build.ssr) return;
      const { loaded } = entryChunks(bundle);
      /** A page's own code joins what its HTML preloads (main.tsx hydrates it once that is in). */
      const withPageChunks = (html: string, path: string) => {
        const module = PUBLIC_PAGE_MODULES[path];
        if (!module) return html;
        const extra = lazyChunks(bundle, module, loaded).map((file) => config.base + file);
        return html.replace(new RegExp(`(<script type="application/json" id="${APP_CHUNKS_ID}">)([^<]*)(</script>)`), (_whole, open: string, json: string, close: string) => {
          const chunks = JSON.parse(json) as AppChunks;
          return `${open}${JSON.stringify({ ...chunks, preload: [...chunks.preload, ...extra] })}${close}`;
        });
      };
      const outDir = resolve(config.root, config.build.outDir);
      await mkdir(SERVER_BUILDS, { recursive: true });
      const serverDir = await mkdtemp(SERVER_BUILDS);
      try {
        await build({
          root: config.root,
          configFile: false,
          logLevel: 'warn',
          resolve: { alias: config.resolve.alias },
          plugins: [catalogues(), react()],
          build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, target: 'node22' },
        });
        const { render } = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as ServerEntry;
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        if (!template.includes(ROOT_ELEMENT)) throw new Error(`prerender: index.html has no ${ROOT_ELEMENT}`);
        for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
          const { html, title } = await render(path);
          const page = withPageChunks(template, path)
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
            .replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered>${html}</div>`);
          await writeFile(join(outDir, file), page);
        }
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
