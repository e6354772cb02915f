/**
 * The prompts the guide is given. They carry only the asker's own words: their stored journey (never
 * what the request claims it is), their question and their running conversation.
 */
import type { GuideLanguage, GuideQuestion } from '#shared/ai-guru-schemas.ts';
import type { ChatMessage } from '../../lib/ai/provider.ts';

/** The turns of the running conversation the guide sees: enough for context, little enough for time and cost. */
export const HISTORY_TURNS = 10;

const LANGUAGE_RULES: Readonly<Record<GuideLanguage, string>> = {
  english: 'Answer in English.',
  hindi: 'Answer in Hindi, written in Devanagari script only.',
  hinglish: 'Answer in Hinglish: conversational Hindi mixed with English, written in Latin script only.',
};

const GUIDE_ROLE =
  'You are a gentle, wise spiritual guide in an anonymous community of seekers. You draw on many ' +
  'contemplative traditions without preaching any one of them, you never claim certainty about ' +
  'matters of faith, and you do not give medical, legal or financial advice. Be kind, practical and honest.';

const journeyLine = (journey: string | null) =>
  journey ? `The seeker describes their spiritual journey in their own words: "${journey}"` : 'The seeker has not described their spiritual journey.';

export function questionPrompt(input: GuideQuestion, journey: string | null): ChatMessage[] {
  const history = input.conversationHistory.slice(-HISTORY_TURNS).map(
    (message): ChatMessage => ({ role: message.role === 'ai' ? 'assistant' : 'user', content: message.content }),
  );
  return [
    {
      role: 'system',
      content: [GUIDE_ROLE, journeyLine(journey), LANGUAGE_RULES[input.language], `Answer in about ${input.wordCount} words.`].join('\n'),
    },
    ...history,
    { role: 'user', content: input.question },
  ];
}

export const WISDOM_WORDS = 60;

export const wisdomPrompt = (day: string): ChatMessage[] => [
  { role: 'system', content: `${GUIDE_ROLE}\n${LANGUAGE_RULES.english}` },
  {
    role: 'user',
    content: `Offer one short piece of wisdom for everyone in the community today, ${day}, in about ${WISDOM_WORDS} words. No greeting, no title.`,
  },
];

export const GUIDANCE_WORDS = 100;

export const guidancePrompt = (journey: string | null): ChatMessage[] => [
  { role: 'system', content: [GUIDE_ROLE, journeyLine(journey), LANGUAGE_RULES.english].join('\n') },
  {
    role: 'user',
    content: `Offer the seeker personal guidance for today, drawn from their journey, in about ${GUIDANCE_WORDS} words. No greeting, no title.`,
  },
];

/** A reflection is short: something to sit with, not an essay. */
export const REFLECTION_WORDS = 150;

/**
 * Reflect with the guide: one journal entry, and nothing else of the member's (not their journey,
 * not their other entries, not their questions), because the member chose to share that entry alone.
 */
export const reflectionPrompt = (entryText: string, language: GuideLanguage): ChatMessage[] => [
  {
    role: 'system',
    content: [
      GUIDE_ROLE,
      'The seeker shares one entry from their private journal and asks you to reflect on it with them. ' +
        'Reflect back what you notice in it with warmth, offer one gentle question or practice to carry, and do not judge.',
      LANGUAGE_RULES[language],
      `Answer in about ${REFLECTION_WORDS} words. No greeting, no title.`,
    ].join('\n'),
  },
  { role: 'user', content: entryText },
];
