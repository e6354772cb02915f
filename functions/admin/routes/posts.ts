/**
 * The admin's Posts tab (spec §2 Admin panel): every post and reply newest first, filtered and
 * searched, and deleting one with everything that hangs off it. The list walks the month
 * partitions of byKind (`POSTS#<yyyy-mm>`) and examines at most EXAMINED_PER_REQUEST posts per
 * request, so a search that rarely matches answers a short page and a cursor instead of reading the
 * table in one request (docs/access-patterns.md, "Admin posts").
 */
import { DAY } from '#shared/limits.ts';
import { ADMIN_POST_FILTERS, adminAuthorName, type AdminPost, type AdminPostFilter, type AdminPostPage } from '#shared/types/admin.ts';
import { REACTION_TYPES } from '#shared/types/post.ts';
import { keyCondition, startKeyAfter } from '../../lib/db/keys.ts';
import { batchLookup, type Cursor } from '../../lib/db/query.ts';
import { INDEXES, KEY } from '../../lib/db/schema.ts';
import { recordAdminAction } from '../../lib/admin-log.ts';
import { circleKey, type CircleItem } from '../../circles/items/circle.ts';
import { EMPTY_MONTHS_TO_END, monthOf, postsOfMonthPk, previousMonth, reactionCount } from '../../posts/items/post.ts';
import { deletePost } from '../../posts/workflows/post-deletion.ts';
import { queryPosts } from '../../posts/items/post-queries.ts';
import { listReportedPosts, type ReportedPostItem } from '../../posts/workflows/report.ts';
import { userKey, type UserItem } from '../../lib/account.ts';
import { badRequest } from '../../lib/errors.ts';
import type { GroupImplementation } from '../../lib/handler.ts';
import { json, query } from '../../lib/http.ts';
import { shownMember } from '../../lib/persona.ts';

const PAGE_SIZE = 20;
/** Posts read at most per request, however few of them match: each empty month read counts as one. */
const EXAMINED_PER_REQUEST = 200;
/** Spec §8: the Recent filter's reach. */
const RECENT_SPAN = 7 * DAY;
const SEARCH_MAX = 200;
/** The admin log names a post by the start of its content. */
const LABEL_CHARS = 60;

/** Where the walk resumes: a month, and the key inside it after which to read on. */
type Position = { m: string; k?: Cursor };

const encodeCursor = (position: Position) => Buffer.from(JSON.stringify(position)).toString('base64url');

function decodeCursor(text: string): Position {
  try {
    const { m, k } = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as { m?: unknown; k?: unknown };
    if (typeof m === 'string' && /^\d{4}-\d{2}$/.test(m) && (k === undefined || isKeyIn(m, k))) return { m, k };
  } catch {
    // fall through
  }
  throw badRequest('Invalid cursor', 'invalid_cursor');
}

/** DynamoDB refuses (a 500) a start key that is not exactly the keys of an item in the month's partition. */
function isKeyIn(month: string, key: unknown): key is Cursor {
  const names = [KEY.pk, KEY.sk, INDEXES.byKind.pk, INDEXES.byKind.sk];
  if (typeof key !== 'object' || key === null || Object.keys(key).length !== names.length) return false;
  const values = key as Record<string, unknown>;
  return names.every((name) => typeof values[name] === 'string') && values[INDEXES.byKind.pk] === postsOfMonthPk(month);
}

interface Listing {
  filter: AdminPostFilter;
  /** Lower-cased search text, or null for none. */
  search: string | null;
  before: string | null;
}

function readListing(event: Parameters<typeof query>[0]): Listing {
  const filter = query(event, 'filter') ?? 'all';
  if (!(ADMIN_POST_FILTERS as readonly string[]).includes(filter)) throw badRequest(`filter must be one of ${ADMIN_POST_FILTERS.join(', ')}`);
  const search = query(event, 'q')?.trim().toLowerCase() ?? '';
  if (search.length > SEARCH_MAX) throw badRequest(`Search must be under ${SEARCH_MAX} characters`);
  return { filter: filter as AdminPostFilter, search: search || null, before: query(event, 'before') ?? null };
}

/** Answers for a page of post items: their authors and circles in one BatchGetItem. */
async function toAdminPosts(posts: ReportedPostItem[]): Promise<AdminPost[]> {
  const get = await batchLookup([
    ...posts.map((post) => userKey(post.authorId)),
    ...posts.flatMap((post) => (post.circleId ? [circleKey(post.circleId)] : [])),
  ]);
  return posts.map((post) => {
    const circle = post.circleId ? get<CircleItem>(circleKey(post.circleId)) : undefined;
    // The author as every other post answer has it (post-view.ts): the same persona, however the tab names it.
    const { id: authorId, ...author } = shownMember(post.authorId, get<UserItem>(userKey(post.authorId)));
    return {
      id: post.id,
      authorId,
      author,
      type: post.type,
      content: post.content,
      parentId: post.parentId,
      circle: circle ? { id: circle.id, name: circle.name } : null,
      isAiGenerated: post.isAiGenerated === true,
      isReported: post.isReported === true,
      reportCount: Math.max(0, post.reportCount ?? 0),
      reactionTotal: REACTION_TYPES.reduce((sum, type) => sum + reactionCount(post, type), 0),
      createdAt: post.createdAt,
    };
  });
}

/** By content, or by the author's name as the tab shows it (an AI post goes by the guide's name). */
const matches = (post: AdminPost, search: string | null) =>
  !search || post.content.toLowerCase().includes(search) || adminAuthorName(post).toLowerCase().includes(search);

/**
 * Walks the months newest first from `start`, keeping the posts `keep` accepts (all without one),
 * until a page is full, EXAMINED_PER_REQUEST posts were read (an empty month's read counts as one),
 * a post older than `since` appears or EMPTY_MONTHS_TO_END months in a row were empty.
 */
async function walkPosts(start: Position, keep: ((post: AdminPost) => boolean) | null, since: string | null): Promise<AdminPostPage> {
  const found: AdminPost[] = [];
  let examined = 0;
  let empty = 0;
  let { m: month, k: key } = start;
  for (;;) {
    if (since && month < monthOf(since)) return { posts: found, next: null };
    const budget = EXAMINED_PER_REQUEST - examined;
    if (!budget) return { posts: found, next: encodeCursor({ m: month, k: key }) };
    const page = await queryPosts({
      ...keyCondition(INDEXES.byKind, postsOfMonthPk(month)),
      ScanIndexForward: false,
      Limit: keep ? budget : Math.min(budget, PAGE_SIZE - found.length),
      ExclusiveStartKey: key,
    });
    const posts = await toAdminPosts(page.items);
    for (const [i, post] of posts.entries()) {
      if (since && post.createdAt < since) return { posts: found, next: null };
      examined++;
      if (!keep || keep(post)) found.push(post);
      if (found.length === PAGE_SIZE) return { posts: found, next: encodeCursor({ m: month, k: startKeyAfter(INDEXES.byKind, page.items[i]!) }) };
    }
    if (page.lastKey) {
      key = page.lastKey;
      continue;
    }
    if (!page.items.length) examined++;
    empty = page.items.length || key ? 0 : empty + 1;
    if (empty >= EMPTY_MONTHS_TO_END) return { posts: found, next: null };
    month = previousMonth(month);
    key = undefined;
  }
}

/** Also read, page after page, by the posts export (functions/admin/routes/export.ts). */
export async function listAdminPosts({ filter, search, before }: Listing): Promise<AdminPostPage> {
  // The open reports' queue is short and has its own order (latest report first): a page of it, searched.
  if (filter === 'reported') {
    const { posts, next } = await listReportedPosts(before, PAGE_SIZE);
    return { posts: (await toAdminPosts(posts)).filter((post) => matches(post, search)), next };
  }
  const now = new Date();
  const start = before ? decodeCursor(before) : { m: monthOf(now.toISOString()) };
  const since = filter === 'recent' ? new Date(now.getTime() - RECENT_SPAN).toISOString() : null;
  const keep = filter === 'ai' || search ? (post: AdminPost) => (filter !== 'ai' || post.isAiGenerated) && matches(post, search) : null;
  return walkPosts(start, keep, since);
}

export const postRoutes: Pick<GroupImplementation<'admin'>, 'GET /api/admin/posts' | 'DELETE /api/admin/posts/{id}'> = {
  'GET /api/admin/posts': async ({ event }) => json(200, await listAdminPosts(readListing(event))),

  // The post's notifications and reports go with it, started from post-deletion.ts.
  'DELETE /api/admin/posts/{id}': async ({ params, caller }) => {
    const post = await deletePost(params.id, caller.user);
    await recordAdminAction(caller.user, { action: 'delete_post', target: { type: 'post', id: post.id, label: post.content.slice(0, LABEL_CHARS) } });
    return json(200, { success: true });
  },
};
