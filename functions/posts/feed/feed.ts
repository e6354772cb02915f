/**
 * Reading the main feed or a circle's, one page at a time, at a cost that does not grow with the
 * community: every page is one Query (two where a month of the main feed ends) on a feed index plus
 * the BatchGetItem that hydrates it. docs/decisions.md defines the sorts; docs/access-patterns.md
 * the keys. A circle's feed is one partition (`CIRCLE#<id>`) on both indexes, so it has no buckets.
 */
import { FEED } from '#shared/limits.ts';
import type { FeedSort } from '#shared/types/post.ts';
import { keyCondition, startKeyAfter } from '../../lib/db/keys.ts';
import { INDEXES } from '../../lib/db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { circlePk, requireCircleMember } from '../../circles/items/circle.ts';
import { EMPTY_MONTHS_TO_END, hiddenFrom, mainFeedPk, monthOf, previousMonth, yearOf, type PostItem } from '../items/post.ts';
import { queryPosts } from '../items/post-queries.ts';
import { rankBalanced, rankDynamic, rankFresh, shuffle } from './rank.ts';

type Key = Record<string, unknown>;

type Cursor =
  | { m: 'time'; b: string; k?: Key }
  | { m: 'impact'; b: string; k?: Key }
  | { m: 'window'; o: number; a: string; s: number };

const EMPTY_YEARS_TO_END = 3;

/** Which feed: the main one, or one circle's. */
export type FeedScope = { circleId?: string };

/** A cursor names its sort and circle, so it never resumes another feed's partition. */
const encode = (sort: FeedSort, scope: FeedScope, cursor: Cursor) =>
  Buffer.from(JSON.stringify({ sort, circle: scope.circleId ?? null, ...cursor })).toString('base64url');

function decode(sort: FeedSort, scope: FeedScope, text: string): Cursor {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor & { sort?: string; circle?: string | null };
    if (value.sort !== sort || value.circle !== (scope.circleId ?? null)) throw new Error('feed mismatch');
    if ((value.m === 'time' || value.m === 'impact') && typeof value.b === 'string') return value;
    if (value.m === 'window' && Number.isInteger(value.o) && value.o >= 0 && typeof value.a === 'string' && Number.isFinite(value.s)) {
      return value;
    }
  } catch {
    // fall through
  }
  throw badRequest('Invalid cursor', 'invalid_cursor');
}

const previousYear = (year: string) => String(Number(year) - 1);

/**
 * Walks the time buckets backwards from the cursor until `want` posts the viewer may see are found
 * or the feed ends: a post hidden for review from them is passed over, so it never shortens a page.
 * `upTo` bounds feedSk from above (the window's anchor).
 */
async function walk(
  scope: FeedScope,
  viewerId: string,
  mode: 'time' | 'impact',
  start: { b: string; k?: Key },
  want: number,
  upTo?: string,
): Promise<{ items: PostItem[]; next: { b: string; k?: Key } | null }> {
  const items: PostItem[] = [];
  let bucket = start.b;
  let key = start.k;
  let empty = 0;
  while (items.length < want) {
    const pk = scope.circleId ? circlePk(scope.circleId) : mainFeedPk(bucket);
    const page = await queryPosts({
      ...(mode === 'time'
        ? keyCondition(INDEXES.feedByTime, pk, upTo ? { atMost: upTo } : undefined)
        : keyCondition(INDEXES.feedByImpact, pk)),
      ScanIndexForward: false,
      Limit: want - items.length,
      ExclusiveStartKey: key,
    });
    items.push(...page.items.filter((item) => !hiddenFrom(item, viewerId)));
    if (page.lastKey) {
      key = page.lastKey;
      continue;
    }
    if (scope.circleId) return { items, next: null };
    empty = page.items.length || key ? 0 : empty + 1;
    if (empty >= (mode === 'time' ? EMPTY_MONTHS_TO_END : EMPTY_YEARS_TO_END)) return { items, next: null };
    bucket = mode === 'time' ? previousMonth(bucket) : previousYear(bucket);
    key = undefined;
  }
  return { items, next: { b: bucket, k: key } };
}

function rank(sort: FeedSort, candidates: PostItem[], now: number, seed: number): PostItem[] {
  switch (sort) {
    case 'fresh':
      return rankFresh(candidates, now);
    case 'dynamic':
      return rankDynamic(candidates, now);
    case 'balanced':
      return rankBalanced(candidates);
    default:
      return shuffle(candidates, seed);
  }
}

async function readFeed(
  viewerId: string,
  sort: FeedSort,
  cursorText: string | undefined,
  scope: FeedScope = {},
  now = new Date(),
): Promise<{ items: PostItem[]; nextCursor: string | null }> {
  const cursor = cursorText ? decode(sort, scope, cursorText) : null;
  const page = FEED.pageSize;

  if (sort === 'newest' || cursor?.m === 'time') {
    const start = cursor && cursor.m === 'time' ? cursor : { b: monthOf(now.toISOString()) };
    const { items, next } = await walk(scope, viewerId, 'time', start, page);
    return { items, nextCursor: next && items.length === page ? encode(sort, scope, { m: 'time', ...next }) : null };
  }

  if (sort === 'impact') {
    const start = cursor && cursor.m === 'impact' ? cursor : { b: yearOf(now.toISOString()) };
    const { items, next } = await walk(scope, viewerId, 'impact', start, page);
    return { items, nextCursor: next && items.length === page ? encode(sort, scope, { m: 'impact', ...next }) : null };
  }

  // The computed sorts rank a fixed window: the newest FEED.candidates posts as of the first page.
  const window = cursor && cursor.m === 'window' ? cursor : { o: 0, a: `${now.toISOString()}~`, s: Math.floor(Math.random() * 2 ** 31) };
  const { items: candidates } = await walk(scope, viewerId, 'time', { b: monthOf(window.a) }, FEED.candidates, window.a);
  const ranked = rank(sort, candidates, now.getTime(), window.s);
  const items = ranked.slice(window.o, window.o + page);
  if (window.o + page < ranked.length) {
    return { items, nextCursor: encode(sort, scope, { m: 'window', o: window.o + page, a: window.a, s: window.s }) };
  }
  // Past the window, older posts follow newest first.
  const oldest = candidates.at(-1);
  if (candidates.length < FEED.candidates || !oldest) return { items, nextCursor: null };
  return { items, nextCursor: encode(sort, scope, { m: 'time', b: monthOf(oldest.createdAt), k: startKeyAfter(INDEXES.feedByTime, oldest) }) };
}

/**
 * A feed page for one member: a circle's is for its members only. The membership check runs beside
 * the feed's Query (one round trip, not two); nothing read is answered unless it passes.
 */
export async function readFeedFor(
  viewerId: string,
  sort: FeedSort,
  cursorText: string | undefined,
  scope: FeedScope = {},
): Promise<{ items: PostItem[]; nextCursor: string | null }> {
  const [, page] = await Promise.all([
    scope.circleId ? requireCircleMember(scope.circleId, viewerId) : undefined,
    readFeed(viewerId, sort, cursorText, scope),
  ]);
  return page;
}
