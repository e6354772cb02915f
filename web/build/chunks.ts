/**
 * How the first screen's code is cut into files. Left to itself the bundler makes one small chunk
 * for every module two screens share — about forty files before a member's feed, each one more
 * request, which a phone on a slow network pays for in round trips. Instead:
 * - `app`: everything the entry script needs (what the landing page runs), in one file beside it;
 * - `shared`: what the member area needs beyond that and the screens outside it (joining, the
 *   gates, the toaster) need too;
 * - `member`: everything else the member area needs, in one file that a visitor signed out never
 *   downloads. Every member screen is loaded inside the member area, so a screen's chunk importing
 *   from it costs nothing more.
 * - one file for each screen the boot script starts early (a post, /circles): everything it needs
 *   beyond the member area, rather than a dozen small files queued six at a time on HTTP/1.1.
 *   Another member screen that needs some of it loads that file too;
 * - `common`: what those early screens share with the screens outside the member area (a text box,
 *   the joining forms' schemas), so that a visitor's public page loads neither an early screen's
 *   file nor, through it, the member area's.
 * Everything else a screen loads when idle or touched (components/deferred.tsx: menus, selects,
 * dialogs and their libraries) and the other screens are cut as the bundler likes: they are not on
 * any first screen's way.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin, Rollup } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): every function
 * in the file is compiled as the file streams in, on a background thread, rather than on the main
 * thread the first time it is called, where each first call lengthens the task that makes it.
 * Given to the first screen's files only, whose functions run on load by construction.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * lucide-react's entry re-exports every icon, so to the module graph each screen that names one
 * icon imports them all. Its imports are rewritten to the icons' own modules (lucide-react/icons/*,
 * the package's documented subpaths), so the graph below knows which screen needs which icon.
 */
function lucideIconFiles(): Map<string, string> {
  const barrel = readFileSync(createRequire(import.meta.url).resolve('lucide-react').replace(/cjs[\\/]lucide-react\.js$/, 'esm/lucide-react.mjs'), 'utf8');
  const files = new Map<string, string>();
  for (const [, names = '', file = ''] of barrel.matchAll(/export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) files.set(name!, file);
  }
  return files;
}

function directIconImports(code: string, files: Map<string, string>): string | null {
  let changed = false;
  const rewritten = code.replace(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g, (whole, names: string) => {
    const specifiers = names.split(',').map((name) => name.trim()).filter(Boolean);
    const direct = specifiers.map((specifier) => {
      const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
      const file = files.get(imported);
      return file ? `import ${local} from 'lucide-react/icons/${file}';` : null;
    });
    if (direct.some((line) => line === null)) return whole;
    changed = true;
    return direct.join('\n');
  });
  return changed ? rewritten : null;
}

type ModuleGraph = Pick<Rollup.PluginContext, 'getModuleIds' | 'getModuleInfo'>;

/** `roots` and everything reachable from them through `next`: modules by their imports, chunks by theirs. */
export function reachable(roots: readonly string[], next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...next(id));
  }
  return seen;
}

/** `roots` and every module they import statically, transitively. */
const staticClosure = (graph: ModuleGraph, roots: string[]) => reachable(roots, (id) => graph.getModuleInfo(id)?.importedIds ?? []);

/** Code only: styles and the bundler's own virtual modules keep their usual handling. */
const isCode = (id: string) => !id.startsWith('\0') && /\.[cm]?[jt]sx?$/.test(id);

export function firstScreenChunks(memberArea: string, earlyScreens: Readonly<Record<string, string>>) {
  const app = new Set<string>();
  const shared = new Set<string>();
  const member = new Set<string>();
  /** What an early screen shares with the screens outside the member area (see buildEnd). */
  const common = new Set<string>();
  const early = new Map(Object.keys(earlyScreens).map((name) => [name, new Set<string>()]));
  const icons = lucideIconFiles();
  const firstScreenFiles = new Set(['app', 'shared', 'member', 'common', ...early.keys()]);
  const plugin: Plugin = {
    name: 'seekers:first-screen-chunks',
    apply: 'build',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes('lucide-react')) return null;
      const rewritten = directIconImports(code, icons);
      return rewritten && { code: rewritten, map: null };
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const root = ids.find((id) => id.endsWith(memberArea));
      if (!root) throw new Error(`first-screen chunks: no module ${memberArea}`);
      for (const set of [app, shared, member, common, ...early.values()]) set.clear();
      const entryClosure = staticClosure(this, entries);
      // The entry script (index.html's main.tsx) stays in the entry's own file. It awaits its first
      // screen's code (a top-level await), and a module still evaluating holds back whatever imports
      // it: inside `app`, which every lazy file imports, it would wait for code that waits for it.
      const entryScripts = new Set(entries.flatMap((id) => [id, ...(this.getModuleInfo(id)?.importedIds ?? [])]));
      for (const id of entryClosure) if (isCode(id) && !entryScripts.has(id)) app.add(id);
      // What the screens outside the member area load (joining, the gates, the toaster) stays out of
      // the member's file: a visitor signed out never downloads it.
      const outside = [...entryClosure].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((id) => id !== root);
      const elsewhere = staticClosure(this, outside);
      for (const id of staticClosure(this, [root])) {
        if (!isCode(id) || app.has(id)) continue;
        (elsewhere.has(id) ? shared : member).add(id);
      }
      const placed = (id: string) => app.has(id) || shared.has(id) || member.has(id) || common.has(id) || [...early.values()].some((set) => set.has(id));
      for (const [name, path] of Object.entries(earlyScreens)) {
        const screen = ids.find((id) => id.endsWith(path));
        if (!screen) throw new Error(`first-screen chunks: no module ${path}`);
        const own = early.get(name)!;
        // What a screen outside the member area needs too (a text box, a form's schema) goes to a
        // file of its own that both load: in the screen's file, which imports the member's, it
        // would bring the member area's code to a visitor's public page.
        for (const id of staticClosure(this, [screen])) if (isCode(id) && !placed(id)) (elsewhere.has(id) ? common : own).add(id);
      }
    },
    // After minifying, which drops comments: the hint opens each first-screen file, and a source
    // map of the file starts one line later. File names are hashed before this, so the hint alone
    // never renames a file; it changes no behaviour, so a copy cached without it is as good.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const firstScreen = chunk.isEntry || firstScreenFiles.has(chunk.name) || chunk.facadeModuleId?.endsWith(memberArea);
          if (!firstScreen) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
  // In this order: a group takes its modules' imports along, and each import is already placed.
  const groups = [
    { name: 'app', test: (id: string) => app.has(id), priority: 4 },
    { name: 'shared', test: (id: string) => shared.has(id), priority: 3 },
    { name: 'member', test: (id: string) => member.has(id), priority: 2 },
    { name: 'common', test: (id: string) => common.has(id), priority: 1.5 },
    ...[...early].map(([name, own]) => ({ name, test: (id: string) => own.has(id), priority: 1 })),
  ];
  return { plugin, groups };
}
