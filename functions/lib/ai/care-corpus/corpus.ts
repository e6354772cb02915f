/**
 * The care corpus (docs/benchmarks.md): lines a member might write, each tagged crisis or
 * ordinary and with its language, in two parts kept apart. `development` is what the offline
 * recogniser was written against; `held-out` was written separately and never tuned to.
 */
import { readFileSync } from 'node:fs';

export const CORPUS_PARTS = ['development', 'held-out'] as const;
export type CorpusPart = (typeof CORPUS_PARTS)[number];

export interface CorpusLine {
  part: CorpusPart;
  crisis: boolean;
  language: 'en' | 'hi' | 'hinglish';
  text: string;
}

function readPart(part: CorpusPart): CorpusLine[] {
  const lines = readFileSync(new URL(`./${part}.tsv`, import.meta.url), 'utf8').split('\n');
  return lines
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [label, language, text] = line.split('\t');
      if ((label !== 'crisis' && label !== 'ordinary') || (language !== 'en' && language !== 'hi' && language !== 'hinglish') || !text) {
        throw new Error(`care corpus ${part}: malformed line ${JSON.stringify(line)}`);
      }
      return { part, crisis: label === 'crisis', language, text };
    });
}

export const readCorpus = (): CorpusLine[] => CORPUS_PARTS.flatMap(readPart);

export interface Rates {
  recall: number;
  falseAlarms: number;
  crisisLines: number;
  ordinaryLines: number;
  /** The lines judged wrongly, for reading. */
  missed: string[];
  raised: string[];
}

/** Recall over the crisis lines and the false-alarm rate over the ordinary ones, of a judgement `flags`. */
export function ratesOf(lines: readonly CorpusLine[], flags: (line: CorpusLine) => boolean): Rates {
  const crisis = lines.filter((line) => line.crisis);
  const ordinary = lines.filter((line) => !line.crisis);
  const missed = crisis.filter((line) => !flags(line)).map((line) => line.text);
  const raised = ordinary.filter(flags).map((line) => line.text);
  return {
    recall: crisis.length ? (crisis.length - missed.length) / crisis.length : 1,
    falseAlarms: ordinary.length ? raised.length / ordinary.length : 0,
    crisisLines: crisis.length,
    ordinaryLines: ordinary.length,
    missed,
    raised,
  };
}
