/**
 * `npm run bench:care`: recall and false alarms of the guide's two crisis layers on the care
 * corpus (functions/lib/ai/care-corpus/, docs/benchmarks.md), on the whole corpus and on its
 * held-out part: the offline recogniser, the moderation model, and both together (either one is
 * enough, as functions/lib/ai/care.ts decides). With OPENAI_API_KEY set the moderation layer is
 * OpenAI's `omni-moderation-latest`; without it, the OpenAI stand-in, which scores by a crude rule
 * of its own, so that line measures the wiring and the combination, not a model.
 */
import { readCorpus, ratesOf, type CorpusLine } from '../functions/lib/ai/care-corpus/corpus.ts';
import { signalsCrisis } from '../functions/lib/ai/crisis.ts';
import { startOpenAiStandIn } from '../functions/testing/openai-stand-in.ts';

const TARGET = { recall: 0.97, falseAlarms: 0.03 };
/** Requests to the moderation endpoint at once. */
const CONCURRENCY = 8;

const realKey = Boolean(process.env.OPENAI_API_KEY);
const standIn = realKey ? null : await startOpenAiStandIn();
if (standIn) Object.assign(process.env, { OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: standIn.url });
// Generous: the bench measures the model's judgement, not its speed.
process.env.OPENAI_MODERATION_TIMEOUT_MS ??= '10000';
const { moderationSignalsCrisis } = await import('../functions/lib/ai/moderation.ts');

const corpus = readCorpus();
const byModel = new Map<CorpusLine, boolean>();
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < corpus.length) {
      const line = corpus[next++]!;
      byModel.set(line, await moderationSignalsCrisis([line.text]));
    }
  }),
);
await standIn?.close();

const layers: [string, (line: CorpusLine) => boolean][] = [
  ['offline recogniser', (line) => signalsCrisis(line.text)],
  [realKey ? 'moderation (omni-moderation-latest)' : 'moderation (stand-in rule)', (line) => byModel.get(line)!],
  ['both (either is enough)', (line) => signalsCrisis(line.text) || byModel.get(line)!],
];

const parts: [string, CorpusLine[]][] = [
  ['whole corpus', corpus],
  ['held-out part', corpus.filter((line) => line.part === 'held-out')],
];

const pct = (x: number) => x.toFixed(3);
for (const [name, lines] of parts) {
  const crisis = lines.filter((line) => line.crisis).length;
  console.log(`\n${name}: ${crisis} crisis lines, ${lines.length - crisis} ordinary`);
  console.log('layer'.padEnd(40), 'recall', ' false alarms');
  for (const [layer, flags] of layers) {
    const rates = ratesOf(lines, flags);
    console.log(layer.padEnd(40), pct(rates.recall).padStart(6), pct(rates.falseAlarms).padStart(13));
  }
}

const offline = ratesOf(corpus, (line) => signalsCrisis(line.text));
console.log(`\noffline recogniser, whole corpus: missed ${offline.missed.length}, false alarms ${offline.raised.length}`);
for (const text of offline.missed) console.log(`  missed: ${text}`);
for (const text of offline.raised) console.log(`  raised: ${text}`);
const met = offline.recall >= TARGET.recall && offline.falseAlarms <= TARGET.falseAlarms;
console.log(`targets (recall ≥ ${TARGET.recall}, false alarms ≤ ${TARGET.falseAlarms}) ${met ? 'met' : 'NOT met'} by the offline layer alone`);
