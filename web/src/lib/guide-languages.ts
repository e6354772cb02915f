/** The guide's languages as the browser offers and marks them: the guide's screen and a journal entry's reflection. */
import { GUIDE_LANGUAGES, type GuideLanguage } from '#shared/ai-guru-schemas.ts';

const LANGUAGE_LABELS: Record<GuideLanguage, string> = { english: 'English', hindi: 'Hindi', hinglish: 'Hinglish' };

/** Each language's BCP 47 tag, so Devanagari gets its font and Hindi its voice. Hinglish is Hindi in Latin script. */
const LANGUAGE_TAGS: Record<GuideLanguage, string> = { english: 'en', hindi: 'hi', hinglish: 'hi-Latn' };

export const LANGUAGE_OPTIONS = GUIDE_LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));

export const DEFAULT_LANGUAGE: GuideLanguage = 'english';

const isGuideLanguage = (value: string): value is GuideLanguage => (GUIDE_LANGUAGES as readonly string[]).includes(value);

export const langOf = (language: string | undefined): string => (language && isGuideLanguage(language) ? LANGUAGE_TAGS[language] : 'en');
