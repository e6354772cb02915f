/** Labels of the guide's selects (spec §9) over the values the server accepts. */
import { GUIDE_WORD_COUNTS, type GuideLanguage, type GuideWordCount } from '#shared/ai-guru-schemas.ts';

/** The languages are the journal's reflection's too, so they live in lib/. */
export { defaultGuideLanguage, langOf, LANGUAGE_OPTIONS } from '@/lib/guide-languages.ts';

const WORD_COUNT_LABELS: Record<GuideWordCount, string> = {
  50: 'Brief',
  100: 'Concise',
  200: 'Standard',
  300: 'Detailed',
  500: 'Comprehensive',
  1000: 'In-depth',
};

export const WORD_COUNT_OPTIONS = GUIDE_WORD_COUNTS.map((value) => ({ value, label: `${WORD_COUNT_LABELS[value]} (${value} words)` }));

export const DEFAULT_WORD_COUNT: GuideWordCount = 200;

/** The voice an answer is read aloud in: Hindi by a Hindi voice; Hinglish, written in Latin letters, by an Indian English one. */
const SPEECH_TAGS: Record<GuideLanguage, string> = { english: 'en', hindi: 'hi-IN', hinglish: 'en-IN' };

export const speechLangOf = (language: GuideLanguage): string => SPEECH_TAGS[language];
