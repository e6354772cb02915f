/**
 * Auto-moderation (issue 31 §3), as the Settings tab sets it (moderation-settings.ts); nothing here
 * acts while it is off.
 * - Members' reports: at the quarantine threshold a post is hidden for review (post-visibility.ts)
 *   until an admin dismisses the reports (report.ts) or deletes it; at the auto-delete threshold it
 *   is removed as an admin's removal removes it (post-deletion.ts). 0 is never.
 * - New posts and replies, in the stream worker: the offline checks (content-checks.ts) and, where
 *   a key is set, the moderation model, for the kinds switched on. A flag puts the post in the
 *   Reports queue with its reasons; it hides and deletes nothing, and is not a member's report.
 * - "Notify admins": each report and each flag, to every admin (admin-alerts.ts).
 * Each automatic action is in the admin log as Auto-moderation's, with its reason; never who reported.
 */
import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { appLinks } from '#shared/app-links.ts';
import { snippet } from '#shared/snippet.ts';
import { db, tableName } from '../../lib/db/client.ts';
import { keyCondition } from '../../lib/db/keys.ts';
import { queryAll } from '../../lib/db/query.ts';
import { INDEXES } from '../../lib/db/schema.ts';
import { transact } from '../../lib/db/transact.ts';
import { updateOf } from '../../lib/db/update.ts';
import { moderationCategories, type ModerationKind } from '../../lib/ai/moderation.ts';
import { harassmentWords, linkFlood, REPEAT_MIN_CHARS, REPEAT_WINDOW_MS, REPEATS_TO_FLAG, sameWords } from '../../lib/content-checks.ts';
import { automaticLogPut, recordAutomaticAction } from '../../lib/admin-log.ts';
import { alertAdmins } from '../../lib/admin-alerts.ts';
import { getModerationSettings } from '../items/moderation-settings.ts';
import { authorPk, LIVE_POST, postKey, type PostItem } from '../items/post.ts';
import { removePostTree } from './post-deletion.ts';
import { queuePut, type ReportedPostItem, type ReportItem } from './report.ts';

const LABEL_CHARS = 60;
/** The author's latest posts and replies a repeat is looked for in: a flood of the same words is among them. */
const RECENT_LOOKED_AT = 50;
const label = (post: PostItem) => post.content.slice(0, LABEL_CHARS);
const what = (post: PostItem) => (post.type === 'reply' ? 'reply' : 'post');
const reportsText = (n: number) => `${n} report${n === 1 ? '' : 's'}`;

/** The post as it is now, read consistently: the count a report just moved. */
async function currentPost(postId: string): Promise<ReportedPostItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: postKey(postId), ConsistentRead: true }));
  const post = Item as ReportedPostItem | undefined;
  return post && !post.deletedAt ? post : undefined;
}

/** After a member's report: hide the post for review, or delete it, at the thresholds set. */
export async function applyReportThresholds(postId: string, now = new Date()): Promise<void> {
  const settings = await getModerationSettings();
  if (!settings.enabled) return;
  const post = await currentPost(postId);
  if (!post) return;
  const count = Math.max(0, post.reportCount ?? 0);
  const target = { type: 'post' as const, id: post.id, label: label(post) };
  if (settings.autoDeleteThreshold && count >= settings.autoDeleteThreshold) {
    await removePostTree(post);
    await recordAutomaticAction({ action: 'auto_delete_post', target, detail: `${reportsText(count)}; deletes after ${reportsText(settings.autoDeleteThreshold)}` }, now);
    return;
  }
  if (settings.quarantineThreshold && count >= settings.quarantineThreshold && !post.quarantinedAt) {
    // Cancelled: hidden by a report a moment earlier, or gone. Either way there is nothing to do.
    await transact([
      { Update: updateOf(postKey(post.id), { set: { quarantinedAt: now.toISOString() } }, `${LIVE_POST} AND attribute_not_exists(quarantinedAt)`) },
      automaticLogPut({ action: 'quarantine_post', target, detail: `${reportsText(count)}; hides after ${reportsText(settings.quarantineThreshold)}` }, now),
    ]);
  }
}

/** The same words by the same author, REPEATS_TO_FLAG times within the window (this post included). */
async function repeatedText(post: PostItem): Promise<string | null> {
  if (post.content.trim().length < REPEAT_MIN_CHARS) return null;
  const since = new Date(Date.parse(post.createdAt) - REPEAT_WINDOW_MS).toISOString();
  const recent = await queryAll<PostItem>({ ...keyCondition(INDEXES.byOwner, authorPk(post.authorId)), ScanIndexForward: false }, RECENT_LOOKED_AT);
  // The index may not hold this post yet: it is counted once, by itself.
  const times =
    1 + recent.filter((other) => other.id !== post.id && other.createdAt >= since && other.createdAt <= post.createdAt && sameWords(other.content, post.content)).length;
  return times >= REPEATS_TO_FLAG ? `Repeated text: the same words ${times} times in a day` : null;
}

/** Puts a post in the Reports queue with auto-moderation's reasons, once; false when it was already flagged or is gone. */
async function flagPost(post: PostItem, reasons: string[], now: Date): Promise<boolean> {
  const at = now.toISOString();
  const cancelled = await transact([
    { Update: updateOf(postKey(post.id), { set: { isReported: true, flagReasons: reasons, lastReportedAt: at } }, `${LIVE_POST} AND attribute_not_exists(flagReasons)`) },
    queuePut(post.id, at),
    automaticLogPut({ action: 'flag_post', target: { type: 'post', id: post.id, label: label(post) }, detail: reasons.join('; ') }, now),
  ]);
  return !cancelled;
}

/** The reasons to flag a post's words, by the kinds switched on: offline checks first, then the model where configured. */
export async function reasonsToFlag(post: PostItem, kinds: { spam: boolean; harassment: boolean; inappropriate: boolean }): Promise<string[]> {
  const offline = [
    kinds.spam ? await repeatedText(post) : null,
    kinds.spam ? linkFlood(post.content) : null,
    kinds.harassment ? harassmentWords(post.content) : null,
  ];
  const asked = (Object.entries({ harassment: kinds.harassment, inappropriate: kinds.inappropriate }) as [ModerationKind, boolean][])
    .filter(([, on]) => on)
    .map(([kind]) => kind);
  const categories = await moderationCategories(post.content, asked);
  return [...offline, categories.length ? `Moderation model: ${categories.join(', ')}` : null].filter((reason): reason is string => !!reason);
}

/** The stream worker's look at a new post or reply. Answers whether it was flagged. */
export async function checkNewPost(post: PostItem, now = new Date()): Promise<boolean> {
  if (post.isAiGenerated) return false;
  const settings = await getModerationSettings();
  if (!settings.enabled) return false;
  const reasons = await reasonsToFlag(post, {
    spam: settings.flagSpamContent,
    harassment: settings.flagHarassment,
    inappropriate: settings.flagInappropriateContent,
  });
  if (!reasons.length || !(await flagPost(post, reasons, now))) return false;
  if (settings.notifyAdmins) {
    const alert = { type: 'admin_flag', title: `A ${what(post)} was flagged`, message: `Auto-moderation flagged a ${what(post)} for review: ${reasons.join('; ')}.` } as const;
    await alertAdmins(`${post.id}-flag`, { ...alert, link: appLinks.admin() }, now);
  }
  return true;
}

/**
 * One alert per report, the same when a stream batch is retried; the id says nothing of who
 * reported (the report's key names the reporter, so only a digest of it, with its time: a member
 * may report again after a dismissal).
 */
const reportAlertId = (report: ReportItem) =>
  `${report.postId}-report-${createHash('sha256').update(`${report.sk}|${report.createdAt}`).digest('base64url').slice(0, 22)}`;

/** The stream worker's look at a member's report: the admins hear of it, never who made it. */
export async function alertOnReport(report: ReportItem, now = new Date()): Promise<boolean> {
  const settings = await getModerationSettings();
  if (!settings.enabled || !settings.notifyAdmins) return false;
  const alert = { type: 'admin_report', title: 'A post was reported', message: `A member reported a post: “${snippet(report.reason, 120)}”. It waits in Reports.` } as const;
  await alertAdmins(reportAlertId(report), { ...alert, link: appLinks.admin() }, now);
  return true;
}
