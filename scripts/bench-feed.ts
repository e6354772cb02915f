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
 * Last at each size, creating a post in a circle (POST /api/posts's own work, in a circle of its
 * own so the feeds measured do not grow with it): its calls and round trips (issue 32 §5).
 */
import { benchUser, type Figure, measure, report, requestFrom, writeAll } from './bench-kit.ts';

const SIZES = (process.env.BENCH_SIZES ?? '1000,50000').split(',').map(Number);

const { postItemOf } = await import('../functions/posts/workflows/posting.ts');
const { getPostView, hydratePosts } = await import('../functions/posts/workflows/post-view.ts');
const { reactionItemOf } = await import('../functions/posts/items/reaction.ts');
const { postingItems } = await import('../functions/posts/search/postings.ts');
const { readFeedFor } = await import('../functions/posts/feed/feed.ts');
const { readTrending } = await import('../functions/discover/trending.ts');
const { createCircle } = await import('../functions/circles/items/circle.ts');
const { searchPosts } = await import('../functions/posts/search/search.ts');
const { FEED_SORTS, REACTION_TYPES } = await import('#shared/types/post.ts');
const { createPostRoute } = await import('../functions/posts/routes/create-post.ts');

const WORDS = (
  'breath silence river light grief gratitude morning prayer stillness wonder patience compassion ' +
  'surrender trust meditation journey heart presence mountain ocean candle forgiveness kindness dawn ' +
  'shadow healing faith doubt hope letting listening walking garden seasons impermanence awareness'
).split(' ');

let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const sentence = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');

const authors = Array.from({ length: 200 }, (_, i) => benchUser(`bench-${i}`, `Seeker ${pick(WORDS)} ${i}`));

await writeAll(authors);
const viewer = authors[0]!.id;
// The viewer's circle: it takes one post in five, so it grows with the community as the main feed does.
const circleId = (await createCircle(viewer, { name: 'Bench circle', description: 'Sitting with the numbers.', isPrivate: false })).id;
// The circle the viewer writes in.
const writingCircleId = (await createCircle(viewer, { name: 'Bench writers', description: 'Posting with the numbers.', isPrivate: false })).id;

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
    ['circle post', () => createPostRoute(requestFrom(authors[0]!, { type: 'reflection', content: 'Stillness by the river this morning.', circleId: writingCircleId }))],
  ];
  for (const [name, run] of cases) results.set(name, [...(results.get(name) ?? []), await measure(run)]);
}

await report(results, SIZES, (s) => `${s / 1000}k`, (name) => (name === 'search' ? '≤ 1.5' : '≤ 1.2'));
