/**
 * The admins' "Needs care" list (docs/care.md): posts and replies whose words signalled crisis, so
 * that a person can reach out to the writer.
 * - `POST#<id>` / `CARE`, in the post's partition: deleting the post (post-deletion.ts) removes it
 *   with the rest of the partition. While it waits it is on byKind `CARE` / `<createdAt>#<postId>`,
 *   newest first; marking it looked after removes those keys, so it leaves the list, with the admin
 *   log's entry in the same transaction.
 * - It holds the post's id and when, never the writer or the words: the post shows them as it shows
 *   them to admins now ("Former member" after an erasure), and nothing of them stays here.
 * - Written in the post's own transaction (care-item.ts); its arrival (stream event `care`) has the stream worker
 *   tell every admin (admin-alerts.ts), whatever the Settings tab says (docs/decisions.md).
 */
import { appLinks } from '#shared/app-links.ts';
import { REPORTS } from '#shared/limits.ts';
import type { NeedsCareItem, NeedsCarePage } from '#shared/types/care.ts';
import { idOfCreatedSk, indexKeys, keyCondition, type TableKey } from '../../lib/db/keys.ts';
import { batchGet, queryPage } from '../../lib/db/query.ts';
import { INDEXES } from '../../lib/db/schema.ts';
import { transact, TransactionCancelled } from '../../lib/db/transact.ts';
import { updateOf } from '../../lib/db/update.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { alertAdmins } from '../../lib/admin-alerts.ts';
import { adminLogPut } from '../../lib/admin-log.ts';
import { CARE_SK, type CareItem, NEEDS_CARE_PK } from '../../posts/items/care-item.ts';
import { ACTOR_NAME } from '../../lib/notification-writes.ts';
import { getPostItem, postKey, type PostItem } from '../../posts/items/post.ts';
import { hydratePosts } from '../../posts/workflows/post-view.ts';
import type { UserItem } from '../../lib/account.ts';

const careKey = (postId: string): TableKey => ({ pk: postKey(postId).pk, sk: CARE_SK });

/**
 * The stream worker's part: every admin hears that a post may need care, named as admins see its
 * writer (the `{actor}` mark) and nothing of the words. A post deleted before this ran tells no one.
 */
export async function alertAdminsOfCare(item: CareItem, now = new Date()): Promise<number> {
  const post = await getPostItem(item.postId);
  if (!post) return 0;
  return alertAdmins(
    `${post.id}-care`,
    {
      type: 'care',
      title: 'Someone may need care',
      message: `${ACTOR_NAME} wrote words that may signal crisis. Their ${post.type === 'reply' ? 'reflection' : 'post'} is under Needs care in the Reports tab.`,
      link: appLinks.admin(),
      metadata: { authorName: ACTOR_NAME },
      actorId: post.authorId,
    },
    now,
  );
}

/** A cursor is the list's sort key: `<createdAt>#<postId>`. */
const cursorKey = (cursor: string) => {
  const postId = idOfCreatedSk(cursor);
  if (!postId) throw badRequest('Invalid cursor', 'invalid_cursor');
  return { ...careKey(postId), ...indexKeys(INDEXES.byKind, NEEDS_CARE_PK, cursor) };
};

/** GET /api/admin/care: a page of the list, newest first; a post deleted meanwhile is left out. */
export async function readNeedsCare(admin: UserItem, cursor: string | null): Promise<NeedsCarePage> {
  const { items, next } = await queryPage<CareItem & Record<string, string>>(
    { ...keyCondition(INDEXES.byKind, NEEDS_CARE_PK), ScanIndexForward: false },
    REPORTS.perPage,
    cursor === null ? null : cursorKey(cursor),
  );
  const found = new Map((await batchGet<PostItem>(items.map((item) => postKey(item.postId)))).map((post) => [post.id, post]));
  const waiting = items.filter((item) => found.get(item.postId) && !found.get(item.postId)!.deletedAt);
  const posts = await hydratePosts(waiting.map((item) => found.get(item.postId)!), admin.id);
  return {
    items: posts.map((post, i): NeedsCareItem => ({ post, flaggedAt: waiting[i]!.createdAt })),
    next: next ? String(next[INDEXES.byKind.sk]) : null,
  };
}

/**
 * An admin has reached out, or seen that nobody needs to: the post leaves the list, and the admin
 * log says who and when, without the words (the log is kept for good; the post's words are not).
 */
export async function markLookedAfter(admin: UserItem, postId: string, now = new Date()): Promise<void> {
  const cancelled = await transact({
    care: {
      Update: updateOf(
        careKey(postId),
        { set: { lookedAfterAt: now.toISOString() }, remove: [INDEXES.byKind.pk, INDEXES.byKind.sk] },
        `attribute_exists(${INDEXES.byKind.pk})`,
      ),
    },
    log: adminLogPut(admin, { action: 'care_looked_after', target: { type: 'post', id: postId, label: null }, detail: null }, now),
  });
  if (cancelled?.failed.has('care')) throw notFound('This post is not waiting for care.', 'not_waiting');
  if (cancelled) throw new TransactionCancelled('looking after', cancelled);
}
