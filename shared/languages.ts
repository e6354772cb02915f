/**
 * The languages the interface speaks (issue 34): English, the spec's own words and the default, and
 * Hindi in Devanagari. The guide's answer languages (english, hindi, hinglish: spec §AI Guru) are
 * another list; the interface's language only picks the guide's default among them.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** Each language by its own name: a person looking for their language reads it in that language. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };

/**
 * The first of a person's preferred languages (navigator.languages, or an Accept-Language header's
 * tags in order) that the interface speaks, by primary subtag ("hi-IN" is Hindi); else English.
 */
export function preferredLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** What offers each language, in that language: the switch on the signed-out pages. */
export const READ_IN: Readonly<Record<Language, string>> = { en: 'Read in English', hi: 'हिन्दी में पढ़ें' };
