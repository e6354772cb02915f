/** The guide's languages as the browser offers and marks them: the guide's screen and a journal entry's reflection. */
import { GUIDE_LANGUAGES, type GuideLanguage } from '#shared/ai-guru-schemas.ts';
import { currentLanguage } from './i18n.tsx';

const LANGUAGE_LABELS: Record<GuideLanguage, string> = { english: 'English', hindi: 'Hindi', hinglish: 'Hinglish' };

/** Each language's BCP 47 tag, so Devanagari gets its font and Hindi its voice. Hinglish is Hindi in Latin script. */
const LANGUAGE_TAGS: Record<GuideLanguage, string> = { english: 'en', hindi: 'hi', hinglish: 'hi-Latn' };

export const LANGUAGE_OPTIONS = GUIDE_LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));

/** The guide answers in the interface's language unless the member picks another (spec: english is the default). */
export const defaultGuideLanguage = (): GuideLanguage => (currentLanguage() === 'hi' ? 'hindi' : 'english');

const isGuideLanguage = (value: string): value is GuideLanguage => (GUIDE_LANGUAGES as readonly string[]).includes(value);

export const langOf = (language: string | undefined): string => (language && isGuideLanguage(language) ? LANGUAGE_TAGS[language] : 'en');
