/**
 * Reacting: the reaction item, the post's per-type count and total, its impact and its author's
 * impact move in one transaction. A first reaction is a conditional Put, so a retried request finds
 * it and becomes a change of value by zero: nothing counts twice.
 *
 * The post's author hears of it in the same transaction: one notification per reactor and post
 * (a slot, lib/notification-writes.ts), rewritten and raised to the top by every later reaction.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { REACTION_LABELS, type ReactionType } from '#shared/types/post.ts';
import { db, tableName } from '../../lib/db/client.ts';
import { ITEM_ABSENT, type TableKey } from '../../lib/db/keys.ts';
import { backOff, conditionFailed, transact, TransactionCancelled, type TransactItem } from '../../lib/db/transact.ts';
import { updateOf } from '../../lib/db/update.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { canReadPost } from '../../circles/items/circle.ts';
import { ACTOR_NAME, slotNotificationWrites, userCountersWrite } from '../../lib/notification-writes.ts';
import { countsOnProfile, getPostItem, LIVE_POST, postKey, type PostItem } from '../items/post.ts';
import { canSeePost } from './post-visibility.ts';
import { getUserItem, userKey, type UserItem } from '../../lib/account.ts';
import { reactionItemOf, reactionKey, type ReactionItem } from '../items/reaction.ts';

const MAX_ATTEMPTS = 12;

/** The author hears of a reaction unless it is their own, they turned reactions off, or they can no longer read the post. */
async function authorToNotify(post: PostItem, reactorId: string): Promise<UserItem | undefined> {
  if (post.authorId === reactorId) return undefined;
  const author = await getUserItem(post.authorId);
  if (!author || author.notifyReactions === false || !(await canReadPost(post, author.id))) return undefined;
  return author;
}

export async function react(reactor: UserItem, postId: string, type: ReactionType, value: number): Promise<void> {
  const userId = reactor.id;
  const post = await getPostItem(postId);
  // A circle's post is as absent to someone outside the circle as a post that does not exist.
  if (!post || !(await canSeePost(post, userId))) throw notFound('Post not found');
  const author = await authorToNotify(post, userId);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (attempt) await backOff(attempt);
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: reactionKey(postId, type, userId), ConsistentRead: true }));
    const existing = Item as ReactionItem | undefined;
    const delta = value - (existing?.value ?? 0);
    if (existing && delta === 0) return;
    const now = new Date().toISOString();
    const reaction: TransactItem = existing
      ? {
          Update: updateOf(
            reactionKey(postId, type, userId),
            { set: { value, updatedAt: now } },
            { if: '#value = :old', names: { '#value': 'value' }, values: { ':old': existing.value } },
          ),
        }
      : {
          Put: {
            Item: reactionItemOf(postId, type, userId, value, now),
            ConditionExpression: ITEM_ABSENT,
          },
        };
    const cancelled = await transact({
      reaction,
      post: {
        Update: updateOf(postKey(postId), { add: { [`r_${type}_count`]: existing ? 0 : 1, [`r_${type}_total`]: delta, impact: delta } }, LIVE_POST),
      },
      // A transaction writes the author's item once: with a notification, its counter update carries the impact.
      author: author
        ? await slotNotificationWrites(
            author.id,
            `reaction#${postId}#${userId}`,
            {
              type: 'reaction',
              title: 'New reaction on your post',
              message: `${ACTOR_NAME} reacted to your post: ${REACTION_LABELS[type]} (${value}).`,
              relatedPostId: post.parentId ?? post.id,
              metadata: { authorName: ACTOR_NAME, reactionType: type },
              circleId: post.circleId,
              actorId: userId,
            },
            new Date(now),
            countsOnProfile(post) ? { impactTotal: delta } : {},
          )
        : countsOnProfile(post)
          ? { Update: updateOf(userKey(post.authorId), { add: { impactTotal: delta } }) }
          : null,
    });
    if (!cancelled) return;
    if (cancelled.failed.has('post')) throw notFound('Post not found');
    // The reaction or the notification changed under us, or another transaction held the post: read again and retry.
    if (cancelled.failed.size === 0 && !cancelled.conflicted) {
      throw new TransactionCancelled('reaction', cancelled);
    }
  }
  throw new HttpError(503, 'busy', 'Too many reactions at once. Please try again.');
}

/**
 * Erasing an account (privacy/workflows/erasure.ts) takes back a reaction it gave: the item goes with its
 * share of the post's counters and, while the post is live, of its author's impact, in one
 * transaction whose conditions keep the counts exact. The author's notification of it goes with
 * the other notifications that name the member. Repeatable: a reaction already gone is skipped.
 */
export async function takeBackReaction(key: TableKey): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (attempt) await backOff(attempt);
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
    const reaction = Item as ReactionItem | undefined;
    if (!reaction) return;
    const post = await getPostItem(reaction.postId);
    const live = post !== undefined && post.deletedAt === undefined;
    const author = live && countsOnProfile(post) ? await getUserItem(post.authorId) : undefined;
    const cancelled = await transact([
      { Delete: { Key: key, ConditionExpression: '#value = :value', ExpressionAttributeNames: { '#value': 'value' }, ExpressionAttributeValues: { ':value': reaction.value } } },
      live
        ? { Update: updateOf(postKey(reaction.postId), { add: { [`r_${reaction.type}_count`]: -1, [`r_${reaction.type}_total`]: -reaction.value, impact: -reaction.value } }, LIVE_POST) }
        : null,
      author ? userCountersWrite(author.id, { impactTotal: -reaction.value }) : null,
    ]);
    if (!cancelled) return;
    if (!conditionFailed(cancelled) && !cancelled.includes('TransactionConflict')) throw new TransactionCancelled('reaction take-back', cancelled);
  }
  throw new Error('taking back a reaction kept colliding with other writes');
}
