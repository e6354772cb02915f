import { describe, expect, it } from 'vitest';
import { indexWordsOf, MAX_WORDS, wordsOf } from './words.ts';

describe('search words', () => {
  it('lower-cases, splits on anything but letters and digits, and drops one-letter words', () => {
    expect(wordsOf('Breath, breath — and a STILL-ness! 2026')).toEqual(['breath', 'and', 'still', 'ness', '2026']);
  });

  it('keeps Devanagari words whole, combining marks included', () => {
    expect(wordsOf('ध्यान और शांति')).toEqual(['ध्यान', 'और', 'शांति']);
    expect(wordsOf('श्रद्धा, क्षमा। ज़िंदगी')).toEqual(['श्रद्धा', 'क्षमा', 'ज़िंदगी']);
  });

  it('keeps a conjunct drawn with a zero-width joiner or non-joiner one word, the same word', () => {
    expect(wordsOf('क्\u200dषमा क्\u200cषमा')).toEqual(['क्षमा']);
  });

  it('indexes the content alone, at most MAX_WORDS', () => {
    expect(indexWordsOf(Array.from({ length: 60 }, (_, i) => `word${i}`).join(' '))).toHaveLength(MAX_WORDS);
    expect(indexWordsOf('peace, peace')).toEqual(['peace']);
  });
});
