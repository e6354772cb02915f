/**
 * The first screen's JavaScript as a build's index.html names it (`npm run bench` sums it,
 * `npm run bench:web` prints it per file): the entry script and what it imports, from the boot
 * script's #app-chunks block — or, in a build made before the boot script, from the module script
 * and modulepreload tags, so that older commits can still be measured.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CHUNKS_ID, type AppChunks } from '#shared/boot-script.ts';

/** Paths inside `root` (e.g. web/dist), entry script first, each once. */
export function initialScripts(root: string): string[] {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const block = new RegExp(`<script type="application/json" id="${APP_CHUNKS_ID}">([^<]*)</script>`).exec(html);
  if (block) {
    const chunks = JSON.parse(block[1]!) as AppChunks;
    return [...new Set([chunks.entry, ...chunks.preload])];
  }
  const tags = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]!);
  return [...new Set(tags)];
}
