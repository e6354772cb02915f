/**
 * Member reports of posts and replies, kept in the post's partition:
 * - `POST#<id>` / `REPORT#<userId>`: one member's report (the reason and when). The reporter is in
 *   the key only, so one member reports a post once; nothing read from it for an answer carries it.
 * - `POST#<id>` / `REPORT`: the post's place in the admins' queue, on byKind `REPORTED` /
 *   `<lastReportedAt>#<postId>`, so the queue lists the latest report first.
 * The post item carries `isReported` and `reportCount`. A report writes all three with the member's
 * count of the day (`USER#<id>` / `REPORTDAY#<yyyy-mm-dd>`) in one transaction; a dismissal clears
 * them and writes the admin log in one transaction, then removes the reports. Deleting the post
 * removes its whole partition, reports and queue entry included (post-deletion.ts).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { REPORTS } from '#shared/limits.ts';
import type { AdminReport, AdminReportPage, ReportReason } from '#shared/types/report.ts';
import { db, tableName } from '../../lib/db/client.ts';
import { createdSk, idOfCreatedSk, indexKeys, ITEM_ABSENT, keyCondition, type TableKey } from '../../lib/db/keys.ts';
import { batchDelete, batchGet, queryAll, queryPage } from '../../lib/db/query.ts';
import { INDEXES, KEY, STREAM_EVENT_ATTRIBUTE, STREAM_EVENTS } from '../../lib/db/schema.ts';
import { transact, TransactionCancelled, transactRetrying, type TransactItem } from '../../lib/db/transact.ts';
import { countWithin, updateOf } from '../../lib/db/update.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.ts';
import { adminLogPut } from '../../lib/admin-log.ts';
import { canReadPost } from '../../circles/items/circle.ts';
import { getPostItem, LIVE_POST, postKey, type PostItem } from '../items/post.ts';
import { hydratePosts } from './post-view.ts';
import { userKey, type UserItem } from '../../lib/account.ts';

const REPORT_PREFIX = 'REPORT#';
const reportKey = (postId: string, userId: string): TableKey => ({ pk: postKey(postId).pk, sk: `${REPORT_PREFIX}${userId}` });
/** The condition of a Query for a post's reports. */
const reportsOf = (postId: string) => keyCondition(KEY, postKey(postId).pk, { beginsWith: REPORT_PREFIX });
const queueKey = (postId: string): TableKey => ({ pk: postKey(postId).pk, sk: 'REPORT' });
const dayKey = (userId: string, day: string): TableKey => ({ pk: userKey(userId).pk, sk: `REPORTDAY#${day}` });
const QUEUE_PK = 'REPORTED';
/** A day's count outlives its UTC day by a day, for clocks a little behind. */
const DAY_KEPT_SECONDS = 2 * 24 * 60 * 60;
/** Dismissing retries this often while new reports keep arriving under it. */
const DISMISS_ATTEMPTS = 5;

export interface ReportItem extends TableKey {
  postId: string;
  reason: string;
  createdAt: string;
  /** The admins hear of it after the request when "Notify admins" is on (auto-moderation.ts). */
  [STREAM_EVENT_ATTRIBUTE]?: typeof STREAM_EVENTS.report;
}

interface QueueItem extends TableKey {
  postId: string;
}

/** A post item with what reports and flags add to it (absent on a post never reported or since dismissed). */
export interface ReportedPostItem extends PostItem {
  reportCount?: number;
  lastReportedAt?: string;
  /** Auto-moderation's reasons for flagging it (auto-moderation.ts): not member reports, never counted as them. */
  flagReasons?: string[];
}

const reportLabel = (post: PostItem) => post.content.slice(0, 60);

/**
 * Reports a post or reply once per member: 400 for one's own, 404 for one that is gone or in a
 * circle the member is not in (as every read of it), 409 the second time, 429 past the day's limit.
 * A post hidden for review can still be reported by a member who has it on screen, so the
 * auto-delete threshold stays reachable above the quarantine one (docs/decisions.md).
 */
export async function reportPost(reporter: UserItem, postId: string, reason: string, now = new Date()): Promise<void> {
  const post = await getPostItem(postId);
  if (!post || !(await canReadPost(post, reporter.id))) throw notFound('Post not found');
  if (post.authorId === reporter.id) throw badRequest('You cannot report your own post.', 'own_post');
  const at = now.toISOString();
  const day = at.slice(0, 10);
  const cancelled = await transact({
    report: {
      Put: {
        Item: { ...reportKey(postId, reporter.id), postId, reason, createdAt: at, [STREAM_EVENT_ATTRIBUTE]: STREAM_EVENTS.report } satisfies ReportItem,
        ConditionExpression: ITEM_ABSENT,
      },
    },
    post: { Update: updateOf(postKey(postId), { set: { isReported: true, lastReportedAt: at }, add: { reportCount: 1 } }, LIVE_POST) },
    queue: queuePut(postId, at),
    dayLimit: {
      Update: countWithin(dayKey(reporter.id, day), 'count', REPORTS.perMemberPerDay, Date.parse(`${day}T00:00:00Z`) / 1000 + DAY_KEPT_SECONDS),
    },
  });
  if (!cancelled) return;
  if (cancelled.failed.has('report')) throw conflict('You have already reported this post.', 'already_reported');
  if (cancelled.failed.has('post')) throw notFound('Post not found');
  if (cancelled.failed.has('dayLimit')) {
    throw new HttpError(429, 'report_limit', `You can report at most ${REPORTS.perMemberPerDay} posts a day. Please try again tomorrow.`);
  }
  throw new TransactionCancelled('report', cancelled);
}

/** A post's place in the admins' queue, as of `at` (a report's or an automatic flag's). */
export const queuePut = (postId: string, at: string): TransactItem => ({
  Put: { Item: { ...queueKey(postId), postId, ...indexKeys(INDEXES.byKind, QUEUE_PK, createdSk(at, postId)) } satisfies QueueItem },
});

/** A cursor is the queue's sort key: `<lastReportedAt>#<postId>`. */
const cursorKey = (cursor: string) => {
  const postId = idOfCreatedSk(cursor);
  if (!postId) throw badRequest('Invalid cursor', 'invalid_cursor');
  return { ...queueKey(postId), ...indexKeys(INDEXES.byKind, QUEUE_PK, cursor) };
};

/**
 * A page of reported posts, the latest report first, after the queue entry `cursor`. A post deleted
 * meanwhile is left out (its entry goes with its clean-up), so a page may be short but `next` still
 * leads on.
 */
export async function listReportedPosts(cursor: string | null, limit: number): Promise<{ posts: ReportedPostItem[]; next: string | null }> {
  const { items, next } = await queryPage<QueueItem & Record<string, string>>(
    { ...keyCondition(INDEXES.byKind, QUEUE_PK), ScanIndexForward: false },
    limit,
    cursor === null ? null : cursorKey(cursor),
  );
  const found = new Map((await batchGet<ReportedPostItem>(items.map((item) => postKey(item.postId)))).map((post) => [post.id, post]));
  // The index lags its table a little: a post deleted or dismissed a moment ago is left out here.
  const posts = items.map((item) => found.get(item.postId)).filter((post): post is ReportedPostItem => !!post && !post.deletedAt && post.isReported);
  return { posts, next: next ? String(next[INDEXES.byKind.sk]) : null };
}

/** A post's reasons (the first reports read), each once with how many gave it: the reasons only, never who. */
async function reasonsOf(postId: string): Promise<ReportReason[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      ...reportsOf(postId),
      ProjectionExpression: 'reason',
      Limit: REPORTS.reasonsShown,
    }),
  );
  const counts = new Map<string, number>();
  for (const { reason } of Items as Pick<ReportItem, 'reason'>[]) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
}

/** GET /api/admin/reports: a page of the queue with each post as members see it, its count and its reasons. */
export async function readReports(admin: UserItem, cursor: string | null): Promise<AdminReportPage> {
  const { posts, next } = await listReportedPosts(cursor, REPORTS.perPage);
  const [views, reasons] = await Promise.all([hydratePosts(posts, admin.id, { asAdmin: true }), Promise.all(posts.map((post) => reasonsOf(post.id)))]);
  const reports = views.map(
    (post, i): AdminReport => ({
      post,
      reportCount: Math.max(0, posts[i]!.reportCount ?? 0),
      lastReportedAt: posts[i]!.lastReportedAt ?? posts[i]!.createdAt,
      reasons: reasons[i]!,
      flags: posts[i]!.flagReasons ?? [],
      quarantined: !!posts[i]!.quarantinedAt,
    }),
  );
  return { reports, next };
}

const reportKeysOf = (postId: string) =>
  queryAll<TableKey>({ ...reportsOf(postId), ProjectionExpression: `${KEY.pk}, ${KEY.sk}` });

/**
 * Dismisses a post's reports: the flag, the count, auto-moderation's flags and its hiding, and the
 * queue entry go, with the admin log's entry, in one transaction that holds only if no report
 * arrived since they were read (else it reads again); then the reports themselves go, so the same
 * members may report the post again later. A post hidden for review is back where it was.
 */
export async function dismissReports(admin: UserItem, postId: string): Promise<void> {
  for (let attempt = 0; attempt < DISMISS_ATTEMPTS; attempt++) {
    const post = (await getPostItem(postId)) as ReportedPostItem | undefined;
    if (!post) throw notFound('Post not found');
    if (!post.isReported) throw notFound('This post has no reports to dismiss.', 'not_reported');
    const reports = await reportKeysOf(postId);
    const cancelled = await transactRetrying(
      [
        {
          Update: updateOf(
            postKey(postId),
            { set: { isReported: false }, remove: ['reportCount', 'lastReportedAt', 'flagReasons', 'quarantinedAt'] },
            // A post only flagged has no count: none may have arrived since.
            post.reportCount
              ? { if: `${LIVE_POST} AND reportCount = :seen`, values: { ':seen': post.reportCount } }
              : `${LIVE_POST} AND attribute_not_exists(reportCount)`,
          ),
        },
        { Delete: { Key: queueKey(postId) } },
        adminLogPut(admin, { action: 'dismiss_reports', target: { type: 'post', id: postId, label: reportLabel(post) }, detail: dismissDetail(post) }),
      ],
      DISMISS_ATTEMPTS,
      busy,
    );
    if (!cancelled) {
      await batchDelete(reports);
      return;
    }
  }
  throw busy();
}

const reportsDetail = (count: number) => `${count} report${count === 1 ? '' : 's'}`;
const dismissDetail = (post: ReportedPostItem) =>
  [post.reportCount || !post.flagReasons?.length ? reportsDetail(post.reportCount ?? 0) : null, post.flagReasons?.length ? 'automatic flag' : null]
    .filter(Boolean)
    .join(', ');
const busy = () => new HttpError(503, 'busy', 'Too many reports at once. Please try again.');
