/**
 * Deleting a post with everything that hangs off it. First the post disappears everywhere at once
 * (one transaction: it leaves every index and the counters drop), then its replies, reactions and
 * search postings are removed; the post item itself goes last. Each step is idempotent, so a
 * failure part-way leaves a hidden post whose clean-up the next DELETE of it finishes.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client.ts';
import { ITEM_EXISTS, keyCondition, type TableKey } from '../db/keys.ts';
import { batchDelete } from '../db/query.ts';
import { KEY } from '../db/schema.ts';
import { transact } from '../db/transact.ts';
import { forbidden, notFound } from '../errors.ts';
import { postingKeys } from '../search/postings.ts';
import { circleDayPostsWrite } from './circle.ts';
import { countsOnProfile, LIVE_POST, POST_INDEX_ATTRIBUTES, postKey, type PostItem } from './post.ts';
import { listReplies } from './post-queries.ts';
import { REACTION_PREFIX } from './reaction.ts';
import { statsDelta } from './stats.ts';
import { userKey, type UserItem } from './user.ts';

export async function deletePost(id: string, caller: UserItem): Promise<void> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: postKey(id) }));
  const post = Item as PostItem | undefined;
  if (!post) throw notFound('Post not found');
  if (post.authorId !== caller.id && !caller.isAdmin) throw forbidden('Only the author or an admin can delete this post.');
  await removePostTree(post);
}

async function hide(post: PostItem): Promise<void> {
  const isReply = post.type === 'reply';
  // Cancelled means already hidden by an earlier attempt (or the parent is gone): carry on with the clean-up.
  await transact([
    {
      Update: {
        Key: postKey(post.id),
        UpdateExpression: `SET deletedAt = :now REMOVE ${POST_INDEX_ATTRIBUTES.join(', ')}`,
        ConditionExpression: LIVE_POST,
        ExpressionAttributeValues: { ':now': new Date().toISOString() },
      },
    },
    countsOnProfile(post)
      ? {
          Update: {
            Key: userKey(post.authorId),
            UpdateExpression: `ADD ${isReply ? 'replyCount' : 'postCount'} :minus, impactTotal :impact`,
            ExpressionAttributeValues: { ':minus': -1, ':impact': -Math.max(0, post.impact ?? 0) },
          },
        }
      : null,
    isReply && post.parentId
      ? {
          Update: {
            Key: postKey(post.parentId),
            UpdateExpression: 'ADD replyCount :minus',
            ConditionExpression: ITEM_EXISTS,
            ExpressionAttributeValues: { ':minus': -1 },
          },
        }
      : isReply
        ? null
        : statsDelta({ posts: -1 }),
    post.circleId && !isReply ? circleDayPostsWrite(post.circleId, post.createdAt, -1) : null,
  ]);
}

async function removePostTree(post: PostItem): Promise<void> {
  if (!post.deletedAt) await hide(post);
  for (const reply of await listReplies(post.id, 1000)) await removePostTree(reply);
  const { Items: reactions = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      ...keyCondition(KEY, postKey(post.id).pk, { beginsWith: REACTION_PREFIX }),
      ProjectionExpression: `${KEY.pk}, ${KEY.sk}`,
    }),
  );
  await batchDelete([...(reactions as TableKey[]), ...postingKeys(post)]);
  await batchDelete([postKey(post.id)]);
}
