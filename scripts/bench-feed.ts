/**
 * `npm run bench:feed`: does the feed cost grow with the community? Loads 1,000 and then 50,000
 * posts (with replies and reactions; one in five in a circle) into DynamoDB Local and, at each
 * size, times every sort of the main feed and of the circle's feed, Discover's trending posts, the
 * post page and search over BENCH_REQUESTS requests, printing p50/p95 and the 50k ÷ 1k ratio of
 * p50 (targets: ≤ 1.2 for the feeds and trending, ≤ 1.5 for search); the DynamoDB calls and the
 * round trips (calls made one after another; calls in flight together count once) per request,
 * both counted by an SDK middleware (target ≤ 2 round trips); and Scans (target 0).
 * The work measured is the route's own, called in process as its handler calls it; the gate's one
 * BatchGetItem (the signed-in member and their session), shared by every member route, is counted apart.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { freePort } from '../local/ports.ts';
import { ensureTable, startDynamo } from '../local/dynamo.ts';
import type { UserItem } from '../functions/lib/entities/user.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const SIZES = (process.env.BENCH_SIZES ?? '1000,50000').split(',').map(Number);

const dynamoLocal = await startDynamo({ port: await freePort(), dataDir: null });
Object.assign(process.env, {
  TABLE_NAME: 'bench',
  DYNAMODB_ENDPOINT: dynamoLocal.endpoint,
  AWS_REGION: 'us-east-1',
});
await ensureTable(dynamoLocal.client, 'bench');

const { db, dynamo, tableName } = await import('../functions/lib/db/client.ts');
/**
 * DynamoDB calls made through the functions' client, by command name (GetItemCommand, QueryCommand…):
 * one logical call each, whatever the SDK retries underneath; and round trips, the calls that start
 * while no other is in flight. Attached here, not in the client, so production code carries no counter.
 */
const dynamoCalls = new Map<string, number>();
let inFlight = 0;
let roundTrips = 0;
dynamo.middlewareStack.add(
  (next, context) => async (args) => {
    const name = context.commandName ?? 'unknown';
    dynamoCalls.set(name, (dynamoCalls.get(name) ?? 0) + 1);
    if (inFlight++ === 0) roundTrips++;
    try {
      return await next(args);
    } finally {
      inFlight--;
    }
  },
  { step: 'initialize', name: 'countDynamoCalls' },
);
const { postItemOf } = await import('../functions/lib/entities/post.ts');
const { getPostView, hydratePosts } = await import('../functions/lib/entities/post-view.ts');
const { reactionItemOf } = await import('../functions/lib/entities/reaction.ts');
const { userKey, userKindPk } = await import('../functions/lib/entities/user.ts');
const { createdSk, indexKeys } = await import('../functions/lib/db/keys.ts');
const { INDEXES } = await import('../functions/lib/db/schema.ts');
const { postingItems } = await import('../functions/lib/search/postings.ts');
const { readFeedFor } = await import('../functions/lib/feed/feed.ts');
const { readTrending } = await import('../functions/lib/feed/trending.ts');
const { createCircle } = await import('../functions/lib/entities/circle.ts');
const { searchPosts } = await import('../functions/lib/search/search.ts');
const { FEED_SORTS, REACTION_TYPES } = await import('#shared/types/post.ts');

const WORDS = (
  'breath silence river light grief gratitude morning prayer stillness wonder patience compassion ' +
  'surrender trust meditation journey heart presence mountain ocean candle forgiveness kindness dawn ' +
  'shadow healing faith doubt hope letting listening walking garden seasons impermanence awareness'
).split(' ');

let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const sentence = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');

const authors: UserItem[] = Array.from({ length: 200 }, (_, i) => ({
  ...userKey(`bench-${i}`),
  id: `bench-${i}`,
  anonymousName: `Seeker ${pick(WORDS)} ${i}`,
  avatar: 'earth',
  status: 'approved',
  ...indexKeys(INDEXES.byKind, userKindPk('approved'), createdSk('2026-01-01T00:00:00.000Z', `bench-${i}`)),
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  email: `bench-${i}@example.com`,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  spiritualJourney: 'Benchmarking the path.',
  hasCompletedOnboarding: true,
  isApproved: true,
  isAdmin: false,
  isSuspended: false,
  notifyAllPosts: true,
  notifyMainFeedPosts: true,
  notifyReplies: true,
  notifyReactions: true,
  notifyCircleActivity: true,
  notifyInvitations: true,
}));

async function writeAll(items: object[]) {
  const chunks: object[][] = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < chunks.length) {
        let request: Record<string, { PutRequest: { Item: Record<string, unknown> } }[]> | undefined = {
          [tableName]: chunks[next++]!.map((Item) => ({ PutRequest: { Item: Item as Record<string, unknown> } })),
        };
        while (request && Object.keys(request).length) {
          const result = await db.send(new BatchWriteCommand({ RequestItems: request }));
          request = result.UnprocessedItems as typeof request;
        }
      }
    }),
  );
}

await writeAll(authors);
const viewer = authors[0]!.id;
// The viewer's circle: it takes one post in five, so it grows with the community as the main feed does.
const circleId = (await createCircle(viewer, { name: 'Bench circle', description: 'Sitting with the numbers.', isPrivate: false })).id;

let loaded = 0;
const postIds: string[] = [];
/**
 * Adds posts up to `total`: createdAt spread over the last 90 days, one in five in the circle, a
 * reply to another one in five, reactions on each.
 */
async function loadUpTo(total: number) {
  const now = Date.now();
  const batch: object[] = [];
  for (; loaded < total; loaded++) {
    const author = pick(authors);
    const createdAt = new Date(now - Math.floor(random() * 90 * 24 * 3600 * 1000)).toISOString();
    const id = `${Date.parse(createdAt).toString(36).padStart(10, '0')}bench${String(loaded).padStart(11, '0')}`;
    const post = postItemOf(
      { author, type: pick(['question', 'reflection'] as const), content: sentence(12), circleId: loaded % 5 === 2 ? circleId : null },
      id,
      createdAt,
    );
    const reactors = [pick(authors), pick(authors)];
    let impact = 0;
    for (const [i, reactor] of reactors.entries()) {
      const type = REACTION_TYPES[i]!;
      const value = 1 + Math.floor(random() * 100);
      impact += value;
      post[`r_${type}_count`] = 1;
      post[`r_${type}_total`] = value;
      batch.push(reactionItemOf(id, type, reactor.id, value, createdAt));
    }
    post.impact = impact;
    if (loaded % 5 === 0) {
      const replyId = `${id.slice(0, 10)}reply${String(loaded).padStart(11, '0')}`;
      batch.push(postItemOf({ author: pick(authors), type: 'reply', parentId: id, content: sentence(8) }, replyId, createdAt));
      post.replyCount = 1;
    }
    batch.push(post, ...postingItems(post));
    postIds.push(id);
  }
  await writeAll(batch);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

interface Figure {
  p50: number;
  p95: number;
  calls: number;
  trips: number;
}

async function measure(run: (i: number) => Promise<unknown>): Promise<Figure> {
  for (let i = 0; i < 10; i++) await run(i);
  const times: number[] = [];
  const calls = () => [...dynamoCalls.values()].reduce((a, b) => a + b, 0);
  const before = { calls: calls(), trips: roundTrips };
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    calls: (calls() - before.calls) / REQUESTS,
    trips: (roundTrips - before.trips) / REQUESTS,
  };
}

const SEARCHES = ['gratit', 'stillness', 'mount', 'river light', 'seeker', 'forgiv', 'impermanence awareness'];
const results = new Map<string, Figure[]>();

for (const size of SIZES) {
  const start = performance.now();
  await loadUpTo(size);
  console.log(`Loaded ${size.toLocaleString('en')} posts in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  const cases: [string, (i: number) => Promise<unknown>][] = [
    // Every sort of the main feed, then of the circle's, with the membership check the route makes.
    ...[{ feed: 'feed', scope: {} }, { feed: 'circle', scope: { circleId } }].flatMap(({ feed, scope }) =>
      FEED_SORTS.map((sort): [string, () => Promise<unknown>] => [
        `${feed} ${sort}`,
        async () => {
          return hydratePosts((await readFeedFor(viewer, sort, undefined, scope)).items, viewer);
        },
      ]),
    ),
    ['trending', async () => hydratePosts(await readTrending(), viewer)],
    ['post view', (i) => getPostView(postIds[(i * 7919) % postIds.length]!, viewer)],
    ['search', async (i) => hydratePosts(await searchPosts(SEARCHES[i % SEARCHES.length]!), viewer)],
  ];
  for (const [name, run] of cases) results.set(name, [...(results.get(name) ?? []), await measure(run)]);
}

const ms = (n: number) => n.toFixed(2).padStart(8);
console.log(
  `\n${REQUESTS} requests per case; times in ms; calls = DynamoDB calls per request, trips = those made one after another ` +
    `(route work only; the gate adds one BatchGetItem), at the largest size\n`,
);
console.log(
  'case'.padEnd(18) +
    SIZES.map((s) => `p50@${s / 1000}k`.padStart(10) + `p95@${s / 1000}k`.padStart(10)).join('') +
    'ratio p50'.padStart(11) +
    'calls'.padStart(7) +
    'trips'.padStart(7) +
    'target'.padStart(8),
);
for (const [name, figures] of results) {
  const ratio = figures.at(-1)!.p50 / figures[0]!.p50;
  const target = name === 'search' ? '≤ 1.5' : '≤ 1.2';
  console.log(
    name.padEnd(18) +
      figures.map((f) => ms(f.p50).padStart(10) + ms(f.p95).padStart(10)).join('') +
      ratio.toFixed(2).padStart(11) +
      figures.at(-1)!.calls.toFixed(1).padStart(7) +
      figures.at(-1)!.trips.toFixed(1).padStart(7) +
      target.padStart(8),
  );
}
console.log(`\nScans issued during the whole run: ${dynamoCalls.get('ScanCommand') ?? 0}`);
console.log(`Calls by command: ${JSON.stringify(Object.fromEntries(dynamoCalls))}`);
await dynamoLocal.stop();
