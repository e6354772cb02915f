/**
 * A deleted post's notifications, removed in the background: the transaction that hides the post
 * (post-deletion.ts) starts the chain (cleanup-page.ts), and each member's unread count stays exact.
 * 1. its author's notifications about it: the replies and reactions to it (`relatedPostId`);
 * 2. the new_post notification it was announced with, in each recipient's partition (it takes the
 *    post's id): the circle's members for a circle post, approved members for a main-feed post, the
 *    same lists the announcement walked, a page at a time.
 */
import { keyCondition } from '../../lib/db/keys.ts';
import { queryPage, type Cursor } from '../../lib/db/query.ts';
import { INDEXES } from '../../lib/db/schema.ts';
import type { CleanupBatch, CleanupStep, CleanupTarget } from '../../lib/cleanup-page.ts';
import { circleMembersCondition } from '../../circles/items/circle.ts';
import { newPostNotificationKey, postNotificationKeys, removeNotificationsAt } from '../../lib/notifications.ts';
import { userKindPk } from '../../lib/account.ts';

/** Recipients per page, as an announcement's page. */
const RECIPIENTS_PER_PAGE = 500;

async function recipientIds({ circleId }: CleanupTarget, cursor: Cursor | null): Promise<{ ids: string[]; next: Cursor | null }> {
  if (circleId) {
    const { items, next } = await queryPage<{ userId: string }>(circleMembersCondition(circleId), RECIPIENTS_PER_PAGE, cursor);
    return { ids: items.map((member) => member.userId), next };
  }
  const { items, next } = await queryPage<{ id: string }>(keyCondition(INDEXES.byKind, userKindPk('approved')), RECIPIENTS_PER_PAGE, cursor);
  return { ids: items.map((user) => user.id), next };
}

async function recipientsOf(post: CleanupTarget, cursor: Cursor | null): Promise<CleanupBatch> {
  const { ids, next } = await recipientIds(post, cursor);
  return { keys: ids.map((memberId) => newPostNotificationKey(memberId, post.id)), next };
}

export const postCleanupSteps: readonly CleanupStep[] = [
  {
    find: ({ id, authorId }, cursor) => {
      if (!authorId) throw new Error('a post clean-up names no author');
      return postNotificationKeys(authorId, id, cursor);
    },
    remove: (_post, keys) => removeNotificationsAt(keys),
  },
  { find: recipientsOf, remove: (_post, keys) => removeNotificationsAt(keys) },
];
