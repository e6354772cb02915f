/**
 * `npm run bench:web`: how fast the SPA is on a mid-range phone (issue 13). Serves the current build
 * (WEB_ROOT, else web/dist; it builds nothing) from the local stack with the demo seed, in a fresh
 * data folder on BENCH_PORT (default 3930), and runs Lighthouse 13 BENCH_RUNS times (default 5) per
 * page with Debian's Chromium: the public pages signed out, the member pages signed in as a demo
 * member (real OIDC flow; the session's cookies put into that browser once, which Lighthouse's
 * storage reset keeps while it clears the HTTP cache, so every run is a cold load).
 *
 * The figures are Lighthouse's mobile defaults, *simulated*: slow 4G and a 4× slower CPU applied by
 * its Lantern model to what an unthrottled local load observed, with the same Chrome flags every run.
 * Prints per page the median and range of each figure against the targets, the entry
 * script's size, and for the home feed the chain of requests made one after another before its
 * first page of posts. A benchmark, not a test: exits 0 when targets are missed, non-zero only when
 * it could not run. BENCH_PAGES=landing,feed… picks pages; `--json <file>` writes the medians;
 * BENCH_REPORTS=<folder> keeps every run's whole report (BENCH_PROFILE=1: with CPU samples in its trace).
 *
 * Pages are served as CloudFront serves them: over TLS and HTTP/2 (scripts/tls-front.ts, on
 * BENCH_PORT + 5), in front of the stack's HTTP/1.1; BENCH_PROTOCOL=http1 measures the stack's own
 * HTTP/1.1 instead, as the figures before 2026-11-26 were.
 *
 * The stack (Node and DynamoDB Local's JVM) runs at the lowest CPU priority (nice 19): on this
 * machine it shares two cores with the browser, and every millisecond it answers an API call in is
 * one the page's main thread can lose, which Lighthouse then counts four times. A phone shares no CPU
 * with the server. BENCH_NICE=0 runs the stack at normal priority, as the figures before
 * 2026-11-27 were.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import lighthouse, { type Result } from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { appLinks } from '#shared/app-links.ts';
import type { FeedPage } from '#shared/types/post.ts';
import { TestClient } from '../functions/testing/api-client.ts';
import { DEMO_MEMBERS } from '../local/seed.ts';
import { ROOT } from '../local/stack.ts';
import { startUntil, stop } from './bench-processes.ts';
import { median } from './bench-stats.ts';
import { startTlsFront } from './tls-front.ts';
import { initialScripts } from './web-entry.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3930);
const WEB_ROOT = resolve(ROOT, process.env.WEB_ROOT ?? 'web/dist');
/** BENCH_REPORTS=<folder>: every run's whole Lighthouse report, to look into a figure. */
const REPORTS_DIR = process.env.BENCH_REPORTS;
if (REPORTS_DIR) mkdirSync(REPORTS_DIR, { recursive: true });
/** BENCH_PROFILE=1: the kept traces also hold V8's CPU samples (which function ran), at some cost to every figure. */
const LIGHTHOUSE_CONFIG = {
  extends: 'lighthouse:default',
  settings: process.env.BENCH_PROFILE === '1' ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {},
};
const ONLY = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
const jsonAt = process.argv.indexOf('--json');
const JSON_FILE = jsonAt === -1 ? undefined : process.argv[jsonAt + 1];
if (jsonAt !== -1 && !JSON_FILE) throw new Error('--json needs a file to write');
const PROTOCOL = process.env.BENCH_PROTOCOL === 'http1' ? 'http1' : 'h2';
const FRONT_PORT = PORT + 5;
const CHROMIUM = '/usr/bin/chromium';
/** The stack's command line: behind `nice` unless BENCH_NICE=0 (see above). */
const STACK_COMMAND: [string, string[]] =
  process.env.BENCH_NICE === '0'
    ? [process.execPath, ['--import', 'tsx', 'local/main.ts']]
    : ['nice', ['-n', '19', process.execPath, '--import', 'tsx', 'local/main.ts']];
// No internet here: without the background-networking flags Chromium stalls on refused connections.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The TLS front's certificate is made for the run and trusted by nobody.
  ...(PROTOCOL === 'h2' ? ['--ignore-certificate-errors'] : []),
];
// This process's own requests to the front (warming, the member's sign-in) likewise.
if (PROTOCOL === 'h2') process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const MEMBER = DEMO_MEMBERS[0]!;

interface Figure {
  label: string;
  read(lhr: Result): number;
  show(value: number): string;
}
const score = (category: string, label = category): Figure => ({
  label,
  read: (lhr) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100),
  show: (value) => value.toFixed(0),
});
const metric = (audit: string, label: string, show: (value: number) => string): Figure => ({
  label,
  read: (lhr) => lhr.audits[audit]?.numericValue ?? Number.NaN,
  show,
});
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${ms.toFixed(0)} ms`;
const FIGURES = {
  performance: score('performance'),
  fcp: metric('first-contentful-paint', 'FCP', seconds),
  lcp: metric('largest-contentful-paint', 'LCP', seconds),
  tbt: metric('total-blocking-time', 'TBT', millis),
  cls: metric('cumulative-layout-shift', 'CLS', (value) => value.toFixed(3)),
  speedIndex: metric('speed-index', 'Speed Index', seconds),
  accessibility: score('accessibility'),
  bestPractices: score('best-practices', 'best practices'),
  seo: score('seo', 'SEO'),
} satisfies Record<string, Figure>;
type FigureName = keyof typeof FIGURES;

/** A bound a median must keep: at least (scores) or at most (times, shifts). */
interface Target {
  bound: 'min' | 'max';
  value: number;
}
const atLeast = (value: number): Target => ({ bound: 'min', value });
const atMost = (value: number): Target => ({ bound: 'max', value });
const meets = (target: Target, value: number) => (target.bound === 'min' ? value >= target.value : value <= target.value);

// Issue 13's targets. SEO on member pages reads low because they are noindex: printed, not targeted.
const PUBLIC_TARGETS: Partial<Record<FigureName, Target>> = {
  performance: atLeast(98),
  lcp: atMost(1500),
  tbt: atMost(100),
  cls: atMost(0.05),
  accessibility: atLeast(100),
  bestPractices: atLeast(95),
  seo: atLeast(95),
};
const MEMBER_TARGETS: Partial<Record<FigureName, Target>> = {
  performance: atLeast(90),
  lcp: atMost(2000),
  tbt: atMost(200),
  cls: atMost(0.05),
};

interface Page {
  name: string;
  title: string;
  signedIn: boolean;
  path: (postId: string) => string;
  /** The home feed: the chain of requests before its first page of posts is printed. */
  chainTo?: (url: URL) => boolean;
}
const PAGES: Page[] = [
  { name: 'landing', title: 'landing (signed out)', signedIn: false, path: () => '/' },
  { name: 'pre-registration', title: 'pre-registration', signedIn: false, path: () => appLinks.preRegistration() },
  { name: 'meditation-registration', title: 'meditation registration', signedIn: false, path: () => '/meditation-registration' },
  {
    name: 'feed',
    title: 'member home feed',
    signedIn: true,
    path: () => '/',
    chainTo: (url) => url.pathname === '/api/posts',
  },
  { name: 'post', title: 'a post', signedIn: true, path: (postId) => appLinks.post(postId) },
  { name: 'circles', title: 'circles', signedIn: true, path: () => '/circles' },
];

async function launchChromium() {
  const profile = await mkdtemp(join(tmpdir(), 'bench-web-chromium-'));
  const { child, match } = await startUntil(
    CHROMIUM,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {},
    'stderr',
    /DevTools listening on (ws:\/\/\S+)/,
  );
  const browserSocket = match[1]!;
  return {
    port: Number(new URL(browserSocket).port),
    /** Into the browser's default context, which the pages Lighthouse opens use. */
    async setCookies(url: string, cookies: [string, string][]) {
      const socket = new WebSocket(browserSocket);
      await new Promise((opened, failed) => {
        socket.addEventListener('open', opened, { once: true });
        socket.addEventListener('error', failed, { once: true });
      });
      const reply = new Promise<{ error?: { message: string } }>((answered) =>
        socket.addEventListener('message', (event) => answered(JSON.parse(String(event.data))), { once: true }),
      );
      socket.send(
        JSON.stringify({
          id: 1,
          method: 'Storage.setCookies',
          // Over https the session's cookies are __Host- ones, which a browser keeps only when Secure.
          params: { cookies: cookies.map(([name, value]) => ({ name, value, url, ...(url.startsWith('https:') ? { secure: true, path: '/' } : {}) })) },
        }),
      );
      const { error } = await reply;
      socket.close();
      if (error) throw new Error(`Storage.setCookies: ${error.message}`);
    },
    async stop() {
      await stop(child);
      await rm(profile, { recursive: true, force: true });
    },
  };
}

const loadAverage = () => loadavg().map((load) => load.toFixed(2)).join(' ');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printEntryScripts() {
  const scripts = initialScripts(WEB_ROOT);
  console.log(`Serving ${WEB_ROOT}${process.env.WEB_ROOT ? ' (WEB_ROOT)' : ''}\n`);
  console.log('first screen JavaScript'.padEnd(48) + 'raw'.padStart(10) + 'gzip'.padStart(10) + 'brotli'.padStart(10));
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const [i, script] of scripts.entries()) {
    const bytes = readFileSync(join(WEB_ROOT, script));
    const sizes = { raw: bytes.length, gzip: gzipSync(bytes).length, brotli: brotliCompressSync(bytes).length };
    for (const key of ['raw', 'gzip', 'brotli'] as const) total[key] += sizes[key];
    const name = `${script}${i === 0 ? ' (entry)' : ''}`;
    console.log(name.padEnd(48) + kb(sizes.raw).padStart(10) + kb(sizes.gzip).padStart(10) + kb(sizes.brotli).padStart(10));
  }
  console.log(`total, ${scripts.length} file(s)`.padEnd(48) + kb(total.raw).padStart(10) + kb(total.gzip).padStart(10) + kb(total.brotli).padStart(10));
  return total;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  rendererStartTime: number;
  networkEndTime: number;
}

/**
 * Walks back from the first request `isLast` picks: each step is the document, script or fetch
 * that finished last before the current one started, i.e. what it waited on. Times are what the
 * unthrottled load observed (ms from the first request), so only the order means anything.
 */
function requestChain(lhr: Result, isLast: (url: URL) => boolean): NetworkItem[] {
  const details = lhr.audits['network-requests']?.details as { items: NetworkItem[] } | undefined;
  const gating = (details?.items ?? []).filter((item) => ['Document', 'Script', 'Fetch', 'XHR'].includes(item.resourceType ?? ''));
  const last = gating.filter((item) => isLast(new URL(item.url))).sort((a, b) => a.rendererStartTime - b.rendererStartTime)[0];
  if (!last) return [];
  const chain = [last];
  for (;;) {
    const waitedOn = gating
      .filter((item) => item.networkEndTime <= chain[0]!.rendererStartTime)
      .sort((a, b) => b.networkEndTime - a.networkEndTime)[0];
    if (!waitedOn) return chain;
    chain.unshift(waitedOn);
  }
}

/** What costs points outside performance (whose opportunities are Lighthouse's own report's job). */
function failingAudits(lhr: Result): string {
  return CATEGORIES.filter((category) => category !== 'performance')
    .flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    )
    .join(', ');
}

interface PageResult {
  page: Page;
  path: string;
  medians: Record<FigureName, number>;
  chain?: NetworkItem[];
}

/**
 * The local server compresses each file on its first request, as CloudFront's edge does on a cache
 * miss; a deployed page's visitors meet warm caches, so every file is asked for once in each
 * encoding before anything is timed.
 */
async function warmStaticFiles(origin: string): Promise<void> {
  const files = (await readdir(WEB_ROOT, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  for (const file of files) {
    const path = relative(WEB_ROOT, join(file.parentPath, file.name)).split(sep).join('/');
    for (const encoding of ['br', 'gzip']) await (await fetch(`${origin}/${path}`, { headers: { 'accept-encoding': encoding } })).arrayBuffer();
  }
}

/** What Lantern's LCP simulations of the last run did, node by node: which requests and tasks the figure waited on. */
function lanternLcp() {
  return [...Lantern.Simulation.Simulator.allNodeTimings]
    .filter(([label]) => label.includes('LargestContentfulPaint'))
    .map(([label, timings]) => ({
      label,
      nodes: [...timings].map(([node, timing]) => ({
        what: node.type === 'network' ? node.request.url : `cpu ${Math.round(node.duration / 1000)} ms observed`,
        start: Math.round(timing.startTime),
        end: Math.round(timing.endTime),
      })),
    }));
}

async function measure(page: Page, path: string, origin: string, port: number): Promise<PageResult> {
  const runs: Result[] = [];
  for (let run = 1; run <= RUNS; run++) {
    if (process.stdout.isTTY) process.stdout.write(`\r  ${page.title} ${path}: run ${run} of ${RUNS}`);
    const result = await lighthouse(origin + path, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, LIGHTHOUSE_CONFIG);
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${result.lhr.runtimeError.message}`);
    runs.push(result.lhr);
    if (REPORTS_DIR) {
      writeFileSync(join(REPORTS_DIR, `${page.name}-${run}.json`), JSON.stringify(result.lhr));
      // The observed load's trace, for chrome://tracing or DevTools' Performance panel.
      writeFileSync(join(REPORTS_DIR, `${page.name}-${run}.trace.json`), JSON.stringify(result.artifacts.Trace));
      writeFileSync(join(REPORTS_DIR, `${page.name}-${run}.lantern.json`), JSON.stringify(lanternLcp()));
    }
  }
  if (process.stdout.isTTY) process.stdout.write('\r\x1b[K');
  const targets = page.signedIn ? MEMBER_TARGETS : PUBLIC_TARGETS;
  console.log(`\n${page.title}  ${path}  (${RUNS} runs)`);
  console.log('  ' + 'figure'.padEnd(16) + 'median'.padStart(10) + 'range'.padStart(22) + 'target'.padStart(12));
  const medians = {} as Record<FigureName, number>;
  for (const [name, figure] of Object.entries(FIGURES) as [FigureName, Figure][]) {
    const values = runs.map((lhr) => figure.read(lhr));
    const value = median(values);
    medians[name] = value;
    const target = targets[name];
    const verdict = target ? `${target.bound === 'min' ? '≥' : '≤'} ${figure.show(target.value)} ${meets(target, value) ? '✓' : '✗'}` : '—';
    const range = `${figure.show(Math.min(...values))} – ${figure.show(Math.max(...values))}`;
    console.log('  ' + figure.label.padEnd(16) + figure.show(value).padStart(10) + range.padStart(22) + verdict.padStart(12));
  }
  // Lighthouse's score of this machine's CPU before each run: the 4× slowdown is applied to whatever it was.
  const cpu = runs.map((lhr) => lhr.environment.benchmarkIndex);
  console.log('  ' + 'CPU (benchmark)'.padEnd(16) + String(Math.round(median(cpu))).padStart(10) + `${Math.round(Math.min(...cpu))} – ${Math.round(Math.max(...cpu))}`.padStart(22));
  const medianRun = [...runs].sort((a, b) => FIGURES.performance.read(a) - FIGURES.performance.read(b))[Math.floor(RUNS / 2)]!;
  const failing = failingAudits(medianRun);
  if (failing) console.log(`  audits that failed in the median run: ${failing}`);
  if (!page.chainTo) return { page, path, medians };
  const chain = requestChain(medianRun, page.chainTo);
  console.log(`  requests one after another until the first feed page is in (median run): ${chain.length}`);
  for (const item of chain) {
    const url = new URL(item.url);
    console.log(`    ${millis(item.rendererStartTime).padStart(8)} → ${millis(item.networkEndTime).padStart(8)}  ${url.pathname}${url.search}`);
  }
  return { page, path, medians, chain };
}

const pages = PAGES.filter((page) => !ONLY || ONLY.includes(page.name));
if (!pages.length) throw new Error(`BENCH_PAGES matches none of ${PAGES.map((page) => page.name).join(', ')}`);
if (!existsSync(join(WEB_ROOT, 'index.html'))) throw new Error(`${WEB_ROOT} holds no build: run \`npm run build:web\` first`);
const entryScripts = printEntryScripts();

const started = Date.now();
const dataDir = await mkdtemp(join(tmpdir(), 'bench-web-data-'));
const cleanup: (() => Promise<void>)[] = [() => rm(dataDir, { recursive: true, force: true })];
const results: PageResult[] = [];
try {
  const { child: stack, match } = await startUntil(
    ...STACK_COMMAND,
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(PORT),
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        WEB_ROOT,
        ...(PROTOCOL === 'h2' ? { PUBLIC_ORIGIN: `https://127.0.0.1:${FRONT_PORT}` } : {}),
      },
    },
    'stdout',
    /is running at (\S+)/,
  );
  cleanup.unshift(() => stop(stack));
  let origin = match[1]!;
  if (PROTOCOL === 'h2') {
    const front = await startTlsFront(FRONT_PORT, `http://127.0.0.1:${PORT}`);
    cleanup.unshift(front.close);
    origin = front.origin;
  }
  console.log(
    `\nLocal stack with the demo seed at ${origin} (${PROTOCOL === 'h2' ? 'TLS and HTTP/2 in front, as CloudFront' : "the stack's own HTTP/1.1"}` +
      `${process.env.BENCH_NICE === '0' ? '' : ', the stack at nice 19'}); ` +
      `Lighthouse ${RUNS} runs per page, mobile, simulated throttling`,
  );
  await warmStaticFiles(origin);
  console.log(`Load average ${loadAverage()} (the simulated CPU scales what this machine's CPU did)`);

  for (const signedIn of [false, true]) {
    const group = pages.filter((page) => page.signedIn === signedIn);
    if (!group.length) continue;
    // A browser of its own per group: the public pages never see the member's cookies.
    const browser = await launchChromium();
    cleanup.unshift(() => browser.stop());
    let postId = '';
    if (signedIn) {
      const member = new TestClient(origin);
      await member.signIn(MEMBER.email);
      // DynamoDB Local (Java) answers its first queries slowly: warmed up, run 1 is timed like run 5.
      for (let i = 0; i < 5; i++) await member.get('/api/posts');
      const feed = await member.get<FeedPage>('/api/posts');
      if (feed.status !== 200 || !feed.json.posts[0]) throw new Error(`${MEMBER.email} sees no feed (${feed.status} ${feed.text.slice(0, 200)})`);
      postId = feed.json.posts[0].id;
      await browser.setCookies(origin, member.cookies());
    }
    for (const page of group) results.push(await measure(page, page.path(postId), origin, browser.port));
  }
} finally {
  for (const step of cleanup) await step();
}

const verdicts = results.flatMap(({ page, medians }) =>
  Object.entries(page.signedIn ? MEMBER_TARGETS : PUBLIC_TARGETS).map(([name, target]) => meets(target, medians[name as FigureName])),
);
console.log(`\nLoad average ${loadAverage()}; ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`targets met: ${verdicts.filter(Boolean).length} of ${verdicts.length}`);

if (JSON_FILE) {
  const report = {
    date: new Date().toISOString(),
    webRoot: WEB_ROOT,
    protocol: PROTOCOL,
    runs: RUNS,
    firstScreenScripts: entryScripts,
    pages: results.map(({ page, path, medians, chain }) => ({
      page: page.name,
      path,
      medians,
      ...(chain ? { chain: chain.map((item) => ({ url: item.url, start: item.rendererStartTime, end: item.networkEndTime })) } : {}),
    })),
  };
  writeFileSync(JSON_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Medians written to ${JSON_FILE}`);
}
