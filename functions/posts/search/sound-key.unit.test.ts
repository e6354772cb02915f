/**
 * Search across scripts (issue 34 §2), measured on the sound-key corpus (sound-corpus/): recall over
 * the ways one word is written and typed, each form searched for and expected to find every other,
 * and false matches over pairs of different words. The development part is what the sound key was
 * written against; the held-out part is judged, never tuned to. Figures in docs/benchmarks.md
 * (`npx vitest run functions/posts/search/sound-key.unit.test.ts` prints them).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findsWord } from './postings.ts';
import { soundKeyOf } from './sound-key.ts';
import { wordsOf } from './words.ts';

const linesOf = (file: string) =>
  readFileSync(new URL(`./sound-corpus/${file}.tsv`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split('\t'));

/** Each line's forms as search sees them (`wordsOf`), the Devanagari first. */
function wordsOfPart(part: 'development' | 'held-out'): string[][] {
  return linesOf(part).map(([written, typed, ...rest]) => {
    if (!written || !typed || rest.length) throw new Error(`sound corpus ${part}: malformed line ${written}`);
    return [written, ...typed.split(',')].map((form) => {
      const [word, ...more] = wordsOf(form);
      if (!word || more.length) throw new Error(`sound corpus ${part}: ${form} is not one word`);
      return word;
    });
  });
}

/** Every ordered pair of two forms of one word: a search for the first should find the second. */
function recallOf(words: string[][]) {
  const pairs = words.flatMap((forms) => forms.flatMap((a, i) => forms.filter((_, j) => j !== i).map((b) => [a, b] as const)));
  const missed = pairs.filter(([a, b]) => !findsWord(a, b)).map(([a, b]) => `${a}→${b}`);
  return { recall: (pairs.length - missed.length) / pairs.length, pairs: pairs.length, missed };
}

const different = linesOf('different-words').map(([kind, a, b]) => {
  if ((kind !== 'vowel' && kind !== 'other') || !a || !b) throw new Error(`different words: malformed line ${kind}`);
  return { kind, a: a.split(','), b: b.split(',') };
});

/** The share of pairs of different words of which some form of one finds some form of the other. */
function falseMatchesOf(kind: 'vowel' | 'other') {
  const pairs = different.filter((pair) => pair.kind === kind);
  const matched = pairs
    .filter(({ a, b }) => a.some((x) => b.some((y) => findsWord(x, y) || findsWord(y, x))))
    .map(({ a, b }) => `${a[0]}/${b[0]}`);
  return { rate: matched.length / pairs.length, pairs: pairs.length, matched };
}

const DEVELOPMENT_RECALL = 0.95;
const HELD_OUT_RECALL = 0.9;
const FALSE_MATCHES = 0.12;

describe('search across scripts', () => {
  it('has a corpus of at least 150 words, several forms each, its parts apart', () => {
    const [development, heldOut] = [wordsOfPart('development'), wordsOfPart('held-out')];
    expect(development.length + heldOut.length).toBeGreaterThanOrEqual(150);
    const written = new Set(development.map(([word]) => word));
    expect(heldOut.filter(([word]) => written.has(word!))).toEqual([]);
  });

  it(`finds every form of a word from every other: development ≥ ${DEVELOPMENT_RECALL}, held-out ≥ ${HELD_OUT_RECALL}`, () => {
    for (const [part, target] of [['development', DEVELOPMENT_RECALL], ['held-out', HELD_OUT_RECALL]] as const) {
      const { recall, pairs, missed } = recallOf(wordsOfPart(part));
      console.info(`sound key, ${part}: recall ${recall.toFixed(3)} on ${pairs} pairs; missed ${JSON.stringify(missed)}`);
      expect(recall, JSON.stringify(missed)).toBeGreaterThanOrEqual(target);
    }
  });

  it(`finds different words for each other in ≤ ${FALSE_MATCHES} of pairs (vowel length apart, by design)`, () => {
    const vowel = falseMatchesOf('vowel');
    console.info(`sound key, words apart by vowel length (merged on purpose): ${vowel.rate.toFixed(3)} of ${vowel.pairs} pairs; ${JSON.stringify(vowel.matched)}`);
    const other = falseMatchesOf('other');
    console.info(`sound key, other different words: false matches ${other.rate.toFixed(3)} of ${other.pairs} pairs; ${JSON.stringify(other.matched)}`);
    expect(other.rate, JSON.stringify(other.matched)).toBeLessThanOrEqual(FALSE_MATCHES);
  });

  it('is one spelling for Devanagari and Hinglish: schwa, anusvara and nasal conjuncts, nukta, ज्ञ', () => {
    expect(['ध्यान', 'dhyan', 'dhyaan', 'dhyana'].map(soundKeyOf)).toEqual(Array(4).fill('dhyn'));
    expect(['शांति', 'शान्ति', 'shanti', 'shaanti'].map(soundKeyOf)).toEqual(Array(4).fill('shnti'));
    expect(['ज़िंदगी', 'जिंदगी', 'zindagi', 'jindagi'].map(soundKeyOf)).toEqual(Array(4).fill('jindgi'));
    expect(['ज्ञान', 'gyan', 'jnana'].map(soundKeyOf)).toEqual(Array(3).fill('gyn'));
    expect(['जानना', 'jaanna', 'janna', 'jaanana'].map(soundKeyOf)).toEqual(Array(4).fill('jn'));
    expect(['अहंकार', 'ahankar', 'ahamkara', 'समझ', 'samajh', 'samjh'].map(soundKeyOf)).toEqual([...Array(3).fill('ahnkr'), ...Array(3).fill('snjh')]);
    expect(['kṛṣṇa', 'कृष्ण', 'krishna'].map(soundKeyOf)).toEqual(Array(3).fill('krishn'));
    expect([soundKeyOf('2026'), soundKeyOf('காதல்'), soundKeyOf('म')]).toEqual([null, null, null]);
  });
});
