/** Labels of the guide's selects (spec §9) over the values the server accepts. */
import { GUIDE_LANGUAGES, GUIDE_WORD_COUNTS, type GuideLanguage, type GuideWordCount } from '#shared/ai-guru-schemas.ts';

const LANGUAGE_LABELS: Record<GuideLanguage, string> = { english: 'English', hindi: 'Hindi', hinglish: 'Hinglish' };

/** Each language's BCP 47 tag, so Devanagari gets its font and Hindi its voice. Hinglish is Hindi in Latin script. */
const LANGUAGE_TAGS: Record<GuideLanguage, string> = { english: 'en', hindi: 'hi', hinglish: 'hi-Latn' };

const WORD_COUNT_LABELS: Record<GuideWordCount, string> = {
  50: 'Brief',
  100: 'Concise',
  200: 'Standard',
  300: 'Detailed',
  500: 'Comprehensive',
  1000: 'In-depth',
};

export const LANGUAGE_OPTIONS = GUIDE_LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));

export const WORD_COUNT_OPTIONS = GUIDE_WORD_COUNTS.map((value) => ({ value, label: `${WORD_COUNT_LABELS[value]} (${value} words)` }));

export const DEFAULT_LANGUAGE: GuideLanguage = 'english';
export const DEFAULT_WORD_COUNT: GuideWordCount = 200;

export const isGuideLanguage = (value: string): value is GuideLanguage => (GUIDE_LANGUAGES as readonly string[]).includes(value);

export const langOf = (language: string | undefined): string => (language && isGuideLanguage(language) ? LANGUAGE_TAGS[language] : 'en');

/** The voice an answer is read aloud in: Hindi by a Hindi voice; Hinglish, written in Latin letters, by an Indian English one. */
const SPEECH_TAGS: Record<GuideLanguage, string> = { english: 'en', hindi: 'hi-IN', hinglish: 'en-IN' };

export const speechLangOf = (language: GuideLanguage): string => SPEECH_TAGS[language];
