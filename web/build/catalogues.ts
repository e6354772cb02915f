/**
 * The interface's catalogues (`messages/<language>.json`, web/src/lib/i18n.tsx) compiled as the
 * build reads them: each ICU message becomes Lingui's compiled form, so the browser runs messages
 * without shipping a parser. Outside a build (tests, the dev server) Lingui compiles them itself.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

export const CATALOGUE_FILE = /[\\/]messages[\\/][a-z]{2}\.json$/;

/** A catalogue's text, compiled: still JSON, so the bundler's own JSON handling takes it from here. */
export function compileCatalogue(source: string, file: string): string {
  const messages = JSON.parse(source) as Record<string, unknown>;
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      if (typeof message !== 'string') throw new Error(`${file}: "${key}" is not a string`);
      return [key, compileMessage(message)];
    }),
  );
  return JSON.stringify(compiled);
}

export function catalogues(): Plugin {
  return {
    name: 'seekers:catalogues',
    enforce: 'pre',
    apply: 'build',
    transform(source, id) {
      if (!CATALOGUE_FILE.test(id)) return null;
      return { code: compileCatalogue(source, id), map: null };
    },
  };
}
