/**
 * `npm run bench:guide`: how soon a member sees the guide's first words, and the whole answer, as
 * JSON and as a stream (docs/benchmarks.md). The route's own code (functions/ai-guru/routes/ask.ts:
 * quota, provider, storing the exchange in DynamoDB Local) answers an In-depth question through the
 * real `openai` client from the OpenAI stand-in, which writes a 1000-word answer a word at a time,
 * PACE_MS apart, as a model does. The local adapter's part (HTTP, no buffering) is tested in
 * functions/ai-guru/stream.test.ts, not timed here.
 */
import { performance } from 'node:perf_hooks';
import { startOpenAiStandIn } from '../functions/testing/openai-stand-in.ts';
import { benchUser, dynamoLocal } from './bench-kit.ts';
import { median } from './bench-stats.ts';

const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 20);
const WORDS = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const standIn = await startOpenAiStandIn();
standIn.pace(PACE_MS);
standIn.answerWith(Array.from({ length: WORDS }, (_, i) => (i % 12 === 11 ? 'breathe.' : 'gently')).join(' '));
// ask.ts shares the handler module, which reads the sign-in settings as it loads; nothing here signs in.
Object.assign(process.env, {
  OPENAI_API_KEY: 'sk-bench',
  OPENAI_BASE_URL: standIn.url,
  AI_GUIDE_DAILY_QUESTIONS: '1000',
  OIDC_ISSUER: 'http://127.0.0.1:9/bench',
  OIDC_CLIENT_ID: 'bench',
});
const { ask, askStreamed } = await import('../functions/ai-guru/routes/ask.ts');

const user = benchUser('bench-guide', 'Bench Seeker');
const question = { question: 'How do I stay with a restless mind?', language: 'english', wordCount: WORDS, conversationHistory: [] };

interface Timing {
  firstMs: number;
  wholeMs: number;
}

async function asJson(): Promise<Timing> {
  const started = performance.now();
  await ask(user, question);
  const wholeMs = performance.now() - started;
  return { firstMs: wholeMs, wholeMs };
}

async function asStream(): Promise<Timing> {
  const started = performance.now();
  let firstMs: number | undefined;
  for await (const _line of await askStreamed(user, question, 'bench')) firstMs ??= performance.now() - started;
  return { firstMs: firstMs!, wholeMs: performance.now() - started };
}

console.log(`In-depth answer (${WORDS} words) from the stand-in at ${PACE_MS} ms a word; median of ${RUNS} runs\n`);
console.log('answer as'.padEnd(12) + 'first words ms'.padStart(16) + 'whole answer ms'.padStart(18));
for (const [name, run] of [['JSON', asJson], ['stream', asStream]] as const) {
  const timings: Timing[] = [];
  for (let i = 0; i < RUNS; i++) timings.push(await run());
  console.log(
    name.padEnd(12) +
      median(timings.map((t) => t.firstMs)).toFixed(0).padStart(16) +
      median(timings.map((t) => t.wholeMs)).toFixed(0).padStart(18),
  );
}

await standIn.close();
await dynamoLocal.stop();
