/**
 * Auto-moderation's offline checks (issue 31 §3). The harassment list is measured on its corpus
 * (content-checks-corpus.tsv) and, for false alarms, on the whole care corpus too: a member in
 * crisis, or writing of death and ending as this community does, must never be flagged as abusive.
 * Figures in docs/benchmarks.md (`npx vitest run functions/lib/content-checks.unit.test.ts` prints them).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCorpus } from './ai/care-corpus/corpus.ts';
import { harassmentWords, linkFlood, sameWords } from './content-checks.ts';

const lines = readFileSync(new URL('./content-checks-corpus.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [label, language, text] = line.split('\t');
    if ((label !== 'harassment' && label !== 'ordinary') || !language || !text) throw new Error(`malformed line ${JSON.stringify(line)}`);
    return { harassment: label === 'harassment', language, text };
  });
const RECALL = 0.95;
const FALSE_ALARMS = 0.01;

describe('the harassment list', () => {
  const flagged = (text: string) => harassmentWords(text) !== null;

  it(`finds abuse aimed at a person with recall ≥ ${RECALL}, in the three languages`, () => {
    const abuse = lines.filter((line) => line.harassment);
    const missed = abuse.filter((line) => !flagged(line.text)).map((line) => line.text);
    for (const language of ['en', 'hinglish', 'hi']) expect(abuse.filter((line) => line.language === language).length).toBeGreaterThanOrEqual(5);
    const recall = (abuse.length - missed.length) / abuse.length;
    console.info(`harassment list: recall ${recall.toFixed(3)} on ${abuse.length} lines; missed ${JSON.stringify(missed)}`);
    expect(recall, JSON.stringify(missed)).toBeGreaterThanOrEqual(RECALL);
  });

  it(`raises false alarms on ≤ ${FALSE_ALARMS} of ordinary lines, its own and the whole care corpus`, () => {
    const ordinary = [...lines.filter((line) => !line.harassment).map((line) => line.text), ...readCorpus().map((line) => line.text)];
    const raised = ordinary.filter(flagged);
    const rate = raised.length / ordinary.length;
    console.info(`harassment list: false alarms ${rate.toFixed(3)} on ${ordinary.length} lines; raised ${JSON.stringify(raised)}`);
    expect(rate, JSON.stringify(raised)).toBeLessThanOrEqual(FALSE_ALARMS);
  });
});

describe('the spam checks', () => {
  it('counts links of every spelling, a flood from four', () => {
    expect(linkFlood('A talk https://youtu.be/x and its notes www.example.org/notes')).toBeNull();
    expect(linkFlood('https://a.example/1 http://b.example/2 www.c.example/3 d.xyz/4')).toBe('Many links: 4 in one post');
  });

  it('sees the same words through case, spacing, punctuation and held letters', () => {
    expect(sameWords('Join my channel NOW!!!', 'join my   channel now')).toBe(true);
    expect(sameWords('Join my channel', 'Join my circle')).toBe(false);
  });
});
