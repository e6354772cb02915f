/**
 * Deleting a post with everything that hangs off it. First the post disappears everywhere at once
 * (one transaction: it leaves every index and the counters drop), then its replies, reactions,
 * reports and search postings are removed, and its image and recording leave the bucket with every
 * version of them (no new URL of them is signed from the first step on; those handed out expire
 * within their window); the post item itself goes last. Each step is
 * idempotent, so a failure part-way leaves a hidden post whose clean-up the next DELETE of it finishes.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/db/client.ts';
import { ITEM_EXISTS, keyCondition, type TableKey } from '../../lib/db/keys.ts';
import { batchDelete, queryAll } from '../../lib/db/query.ts';
import { KEY } from '../../lib/db/schema.ts';
import { transactRetrying, type TransactItem } from '../../lib/db/transact.ts';
import { updateOf } from '../../lib/db/update.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { mediaKeysOf } from '../../lib/media.ts';
import { deleteObjectForGood } from '../../lib/s3.ts';
import { postingKeys } from '../search/postings.ts';
import { circleDayPostsWrite } from '../../circles/items/circle.ts';
import { forgetUpload } from '../../media/items/media.ts';
import { cleanupPageWrite } from '../../lib/cleanup-page.ts';
import { countsOnProfile, LIVE_POST, POST_INDEX_ATTRIBUTES, postKey, type PostItem } from '../items/post.ts';
import { listReplies } from '../items/post-queries.ts';
import { statsDelta } from '../../lib/stats.ts';
import { userKey, type UserItem } from '../../lib/account.ts';

/** Deletes the post and what hangs off it; answers the post as it was (the admin log names it). */
export async function deletePost(id: string, caller: UserItem): Promise<PostItem> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: postKey(id) }));
  const post = Item as PostItem | undefined;
  if (!post) throw notFound('Post not found');
  if (post.authorId !== caller.id && !caller.isAdmin) throw forbidden('Only the author or an admin can delete this post.');
  await removePostTree(post);
  return post;
}

/** How often hiding a post is tried while other writes hold the counters it moves. */
const HIDE_ATTEMPTS = 12;

async function hide(post: PostItem, notices: boolean): Promise<void> {
  const isReply = post.type === 'reply';
  // Cancelled by a condition means already hidden by an earlier attempt (or the parent is gone): carry
  // on with the clean-up. A collision with another write (posts deleted side by side share counters) is tried again.
  const hidden: (TransactItem | null)[] = [
    { Update: updateOf(postKey(post.id), { set: { deletedAt: new Date().toISOString() }, remove: POST_INDEX_ATTRIBUTES }, LIVE_POST) },
    countsOnProfile(post)
      ? { Update: updateOf(userKey(post.authorId), { add: { [isReply ? 'replyCount' : 'postCount']: -1, impactTotal: -Math.max(0, post.impact ?? 0) } }) }
      : null,
    isReply && post.parentId
      ? { Update: updateOf(postKey(post.parentId), { add: { replyCount: -1 } }, ITEM_EXISTS) }
      : isReply
        ? null
        : statsDelta({ posts: -1 }),
    post.circleId && !isReply ? circleDayPostsWrite(post.circleId, post.createdAt, -1) : null,
    // Its notifications go after the request, member by member (post-cleanup.ts). A reply's are
    // about its parent, which stays.
    notices && !isReply ? cleanupPageWrite('post', { id: post.id, authorId: post.authorId, circleId: post.circleId }) : null,
  ];
  await transactRetrying(hidden, HIDE_ATTEMPTS, () => new Error('hiding a post kept colliding with other writes'));
}

/**
 * `notices: false` leaves the post's notifications to the caller: a deleted circle removes its
 * members' notifications about all its posts at once.
 */
export async function removePostTree(post: PostItem, { notices = true } = {}): Promise<void> {
  if (!post.deletedAt) await hide(post, notices);
  for (const reply of await listReplies(post.id, 1000)) await removePostTree(reply);
  // The rest of the post's partition hangs off it: its reactions, its reports and its place in the reports queue.
  const key = postKey(post.id);
  const partition = await queryAll<TableKey>({ ...keyCondition(KEY, key.pk), ProjectionExpression: `${KEY.pk}, ${KEY.sk}` });
  await batchDelete([...partition.filter((item) => item.sk !== key.sk), ...postingKeys(post)]);
  await Promise.all(mediaKeysOf(post).map((object) => Promise.all([deleteObjectForGood(object), forgetUpload(post.authorId, object)])));
  await batchDelete([key]);
}
