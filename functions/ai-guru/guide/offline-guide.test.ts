/** The offline guide's library and sizing, and the crisis signs, without the stack. */
import { describe, expect, it } from 'vitest';
import { GUIDE_LANGUAGES, GUIDE_WORD_COUNTS } from '#shared/ai-guru-schemas.ts';
import { signalsCrisis } from '../../lib/ai/crisis.ts';
import { offlineAnswer, offlineWisdom } from './offline-guide.ts';
import { OFFLINE_PREFACE, THEMES } from './passages.ts';
import { topicsOf } from './themes.ts';

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the library', () => {
  it('has every theme in every language, Hindi in Devanagari only and Hinglish in Latin script only', () => {
    expect(THEMES.length).toBeGreaterThanOrEqual(8);
    for (const theme of THEMES) {
      for (const language of GUIDE_LANGUAGES) expect(theme.passages[language].length, `${theme.name} ${language}`).toBeGreaterThanOrEqual(2);
      for (const passage of theme.passages.hindi) expect(passage, theme.name).not.toMatch(/[A-Za-z]/);
      for (const passage of theme.passages.hinglish) expect(passage, theme.name).not.toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe('an offline answer', () => {
  it.each(GUIDE_LANGUAGES.flatMap((language) => GUIDE_WORD_COUNTS.map((words) => [language, words] as const)))(
    'in %s at %i words: labelled, whole sentences, within the length',
    (language, words) => {
      const answer = offlineAnswer('How do I forgive?', language, words);
      expect(answer.startsWith(OFFLINE_PREFACE[language])).toBe(true);
      const body = answer.slice(OFFLINE_PREFACE[language].length).trim();
      expect(body).toMatch(/[.?!।"”]$/);
      expect(wordsIn(body)).toBeLessThanOrEqual(words);
      expect(wordsIn(body)).toBeGreaterThan(Math.min(words, 40) / 2);
    },
  );

  it("begins with the question's theme and is the same for the same question", () => {
    const answer = offlineAnswer('मुझे अपने पिता के जाने का दुख है', 'hindi', 100);
    expect(answer).toContain('दुख');
    expect(offlineAnswer('मुझे अपने पिता के जाने का दुख है', 'hindi', 100)).toBe(answer);
  });

  it('gives one wisdom per day', () => {
    expect(offlineWisdom('2026-11-25')).toBe(offlineWisdom('2026-11-25'));
  });
});

describe('topics', () => {
  it('are the themes found by keyword, or reflection', () => {
    expect(topicsOf('I feel anxious and afraid of the future')).toEqual(['peace', 'fear']);
    expect(topicsOf('Mujhe gussa aata hai')).toEqual(['forgiveness']);
    expect(topicsOf('What should I cook?')).toEqual(['reflection']);
  });
});

describe('crisis signs', () => {
  it.each(['I want to kill myself', 'thinking about self-harm', 'मैं मरना चाहता हूँ', 'Main khudkushi ke baare mein soch raha hoon', 'jeena nahi chahti'])(
    'are seen in %s',
    (question) => expect(signalsCrisis(question)).toBe(true),
  );

  it.each(['I am dying to know the answer', 'How do I kill time without guilt?', 'Mera dil marne ke dar se bhara hai?'])(
    'are not read into %s',
    (question) => expect(signalsCrisis(question)).toBe(false),
  );
});
