/**
 * Every catalogue of the interface (`messages/en.json` beside `messages/hi.json`, lib/i18n.tsx):
 * Hindi has every English key and no other, each message is well-formed ICU in both, the two
 * interpolate the same values and elements, and Hindi is Hindi (Devanagari, not English copied).
 * The build compiles them (catalogues.ts); the compiled form still says the same thing.
 */
import { readFileSync } from 'node:fs';
import { glob } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from './catalogues.ts';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const folders: string[] = [];
for await (const file of glob('**/messages/en.json', { cwd: SRC })) folders.push(dirname(file));

const read = (folder: string, language: string) => JSON.parse(readFileSync(join(SRC, folder, `${language}.json`), 'utf8')) as Record<string, string>;

/** What a message takes from outside: `{name}`, `{count, plural, …}`, and `<0>…</0>` elements. */
function inputsOf(message: string): string[] {
  const values = [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*(?:,|\})/g)].map(([, name]) => `{${name}}`);
  const elements = [...message.matchAll(/<(\d+)\/?>/g)].map(([, index]) => `<${index}>`);
  return [...new Set([...values, ...elements])].sort();
}

const DEVANAGARI = /[\u0900-\u097F]/;

describe("the interface's catalogues", () => {
  it('are found', () => {
    expect(folders.length).toBeGreaterThan(0);
  });

  it.each(folders)('%s: Hindi has exactly the English keys, the same inputs, in Devanagari', (folder) => {
    const english = read(folder, 'en');
    const hindi = read(folder, 'hi');
    expect(Object.keys(hindi).sort(), `${folder}/messages/hi.json keys`).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(english)) {
      const translated = hindi[key]!;
      expect(message.trim(), `${folder} en ${key}`).not.toBe('');
      expect(translated, `${folder} hi ${key} is not Hindi`).toMatch(DEVANAGARI);
      expect(inputsOf(translated), `${folder} ${key}: Hindi takes other inputs than English`).toEqual(inputsOf(message));
    }
  });

  it.each(folders)('%s: compiles in both languages, and the compiled words read as the source', (folder) => {
    for (const language of ['en', 'hi']) {
      const file = join(SRC, folder, `${language}.json`);
      const compiled = JSON.parse(compileCatalogue(readFileSync(file, 'utf8'), relative(SRC, file))) as Record<string, string>;
      const i18n = setupI18n({ locale: language, messages: { [language]: compiled } });
      for (const [key, message] of Object.entries(read(folder, language))) {
        if (inputsOf(message).length === 0) expect(i18n._(key)).toBe(message.replace(/''/g, "'"));
      }
    }
  });

  it('refuses a catalogue whose message is not text, naming it', () => {
    expect(() => compileCatalogue('{"a": 3}', 'x/messages/en.json')).toThrow('x/messages/en.json: "a" is not a string');
  });
});
