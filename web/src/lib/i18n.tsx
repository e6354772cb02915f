/**
 * The interface's words in the member's language (issue 34; docs/i18n.md).
 *
 * Words live in catalogues beside the code that shows them: `messages/en.json` (the spec's exact
 * English, and the default) and `messages/hi.json`, made one by `catalogue()` in that folder's
 * `index.ts`. A screen's English travels in its own chunk, so a visitor downloads only the words of
 * what they open; the Hindi of a catalogue is a file of its own, fetched the first time a screen
 * needs it in Hindi (the screen suspends until then, as it does for its code).
 *
 * Messages are ICU MessageFormat (`{count, plural, one {# post} other {# posts}}`), run by Lingui's
 * small runtime; the build compiles them (web/build/catalogues.ts), so no parser ships.
 */
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { TransNoContext } from '@lingui/react/server';
import { type ReactElement, use, useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGES, preferredLanguage } from '#shared/languages.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/** What a message interpolates: `{name}` and `{count, plural, …}`. */
export type Values = Record<string, string | number>;

/** A catalogue as the runtime takes it: compiled by the build, or source text that Lingui compiles in tests. */
type Compiled = Messages;
type HindiLoader = () => Promise<{ default: Compiled }>;

const runtimes = Object.fromEntries(LANGUAGES.map((language) => [language, setupI18n({ locale: language, messages: { [language]: {} } })])) as Record<Language, I18n>;

let current: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The interface's language now. */
export const currentLanguage = (): Language => current;

/** The interface's language, re-rendering when it changes. */
export const useLanguage = (): Language => useSyncExternalStore(subscribe, currentLanguage, currentLanguage);

const prefixed = (name: string, messages: Compiled): Compiled => Object.fromEntries(Object.entries(messages).map(([key, message]) => [`${name}.${key}`, message]));

/** One folder's words; `K` is its message keys, read from its English file. */
export class Catalogue<K extends string> {
  readonly #loads = new Map<Language, Promise<void> | 'loaded'>([[DEFAULT_LANGUAGE, 'loaded']]);
  readonly #translators = new Map<Language, Translate<K>>();
  readonly #arrivals = new WeakMap<Promise<void>, Promise<void>>();

  constructor(
    readonly name: string,
    english: Compiled,
    private readonly hindi: HindiLoader,
  ) {
    runtimes.en.load('en', prefixed(name, english));
  }

  /** Resolves once the catalogue speaks `language`; undefined when it already does. */
  ready(language: Language): Promise<void> | undefined {
    const load = this.#loads.get(language);
    if (load === 'loaded') return undefined;
    if (load) return load;
    const loading = this.hindi().then(
      ({ default: messages }) => {
        runtimes[language].load(language, prefixed(this.name, messages));
        this.#loads.set(language, 'loaded');
      },
      (error: unknown) => {
        // Asked again next time (a chunk that did not arrive); until then the words stay English.
        this.#loads.delete(language);
        throw error;
      },
    );
    this.#loads.set(language, loading);
    return loading;
  }

  /**
   * What a render waits for before speaking `language`: undefined once it speaks it, else a promise
   * (the same one until it settles, as React's `use` wants) that resolves whether the words arrive
   * or not, so a file that fails leaves the screen in English rather than in its error boundary.
   */
  arrival(language: Language): Promise<void> | undefined {
    const pending = this.ready(language);
    if (!pending) return undefined;
    let waiting = this.#arrivals.get(pending);
    if (!waiting) {
      waiting = pending.catch(() => undefined);
      this.#arrivals.set(pending, waiting);
    }
    return waiting;
  }

  /** The message in the interface's language, or in English while its Hindi has not arrived. */
  say(key: K, values?: Values): string {
    return this.#runtime()._(`${this.name}.${key}`, values);
  }

  /** A message with elements inside it: `<0>Guidelines</0>` is `components[0]` holding those words. */
  rich(key: K, components: Record<string, ReactElement>, values?: Values): ReactElement {
    return <TransNoContext id={`${this.name}.${key}`} values={values} components={components} lingui={{ i18n: this.#runtime() }} />;
  }

  /** `t` for `language`: one function for each language, so a component's memos change with the language and only then. */
  translator(language: Language): Translate<K> {
    let made = this.#translators.get(language);
    if (!made) {
      made = Object.assign((key: K, values?: Values) => this.say(key, values), { rich: this.rich.bind(this) });
      this.#translators.set(language, made);
    }
    return made;
  }

  #runtime(): I18n {
    return this.#loads.get(current) === 'loaded' ? runtimes[current] : runtimes.en;
  }
}

const catalogues: Catalogue<string>[] = [];

/**
 * A folder's catalogue: its English (imported, so it travels with the code) and how to fetch its
 * Hindi. TypeScript holds the Hindi file to every key of the English one.
 */
export function catalogue<const E extends Record<string, string>>(name: string, english: E, hindi: () => Promise<{ default: Record<keyof E, string> }>): Catalogue<keyof E & string> {
  const made = new Catalogue<keyof E & string>(name, english, hindi);
  catalogues.push(made);
  // Made after the switch (a screen's chunk, just arrived): its Hindi is asked for at once, so words
  // said outside a component (a toast raised by a callback, lib/translate-message.ts) have it too.
  made.ready(current)?.catch(() => undefined);
  return made;
}

export interface Translate<K extends string> {
  (key: K, values?: Values): string;
  rich: (key: K, components: Record<string, ReactElement>, values?: Values) => ReactElement;
}

/**
 * A component's words: `t('key', values)`, in the interface's language. The first render in a
 * language whose words have not arrived suspends until they have (the nearest Suspense shows its
 * fallback, as for a screen's code), or until fetching them failed (then English).
 */
export function useT<K extends string>(words: Catalogue<K>): Translate<K> {
  const language = useLanguage();
  const pending = words.arrival(language);
  if (pending) use(pending);
  return words.translator(language);
}

/**
 * Switches the interface: every catalogue loaded so far learns the language first, so no screen
 * shows a mix; the choice is kept in the browser (a member's is kept on them too: see
 * features/profile), and `<html lang>` follows.
 */
export async function setLanguage(language: Language, { keep = true } = {}): Promise<void> {
  await Promise.all(catalogues.map((words) => words.ready(language)));
  if (keep) writeStorage('local', STORAGE_KEYS.language, language);
  if (language === current) return;
  current = language;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/** A browser's language before anyone chose: the one kept from a visit before, else its preferred languages. */
export function browserLanguage(): Language {
  const kept = readStorage('local', STORAGE_KEYS.language);
  if (isLanguage(kept)) return kept;
  return preferredLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/**
 * The locale dates and numbers are written in: the browser's own when it is a variety of the
 * interface's language (en-GB keeps "3 Mar 2025"), else the interface's language itself.
 */
export function formatLocale(): string {
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language;
  return browser?.toLowerCase().split('-')[0] === current ? browser : current;
}
