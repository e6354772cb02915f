/**
 * An admin deletes a circle (docs/decisions.md "Deleting a circle"). One transaction removes the
 * circle item, drops the circles counter, writes the admin log's entry and the first page of the
 * clean-up: from then on every read answers as for a circle that never existed (its page, feed,
 * posts, notifications and invitations: each read checks the circle item). The stream worker then
 * removes the rest a page at a time (cleanup-page.ts), in this order:
 * 1. its posts, each with its replies, reactions and search postings (removePostTree, which also
 *    moves the posts counter);
 * 2. its invitation list (invitations to members, records of those by address), then the invitations
 *    by address behind the records, wherever they live, with their pending locks and invitees' counts;
 * 3. its members: their notifications about the circle (unread counts kept exact), then the member item;
 * 4. whatever else is left in its partition: requests to join, the per-day post counters.
 */
import { keyCondition } from '../../lib/db/keys.ts';
import { batchDelete, batchGet } from '../../lib/db/query.ts';
import { INDEXES, KEY } from '../../lib/db/schema.ts';
import { transact, TransactionCancelled } from '../../lib/db/transact.ts';
import { notFound } from '../../lib/errors.ts';
import { adminLogPut } from '../../lib/admin-log.ts';
import { announcePk } from '../../posts/items/announce-page.ts';
import { inParallel } from '../../lib/in-parallel.ts';
import { batchOf, cleanupPageWrite, partitionKeys, type CleanupStep } from '../../lib/cleanup-page.ts';
import { CIRCLE_NOT_FOUND, circleMembersCondition, circlePk, circleRemovalWrites, getCircleItem } from '../../circles/items/circle.ts';
import { circleInvitationsConditions, invitationRemovalWrites, type CircleInvitationItem } from '../../circles/items/invitation.ts';
import { removeCircleNotifications } from '../../lib/notifications.ts';
import type { PostItem } from '../../posts/items/post.ts';
import { removePostTree } from '../../posts/workflows/post-deletion.ts';
import type { UserItem } from '../../lib/account.ts';

/** Posts per page: each with its replies and reactions, well within the worker's minute. */
const POSTS_PER_PAGE = 25;
/** Members per page: each may hold a notification for every post the circle had. */
const MEMBERS_PER_PAGE = 10;
const ITEMS_PER_PAGE = 25;

/**
 * A post with its announcement's pages first (the post is what this step finds again after a
 * failure, so it goes last). The announcement itself stopped when the circle went, and the members'
 * notifications about it go with the members (below), so the post starts no notification clean-up.
 */
async function removeCirclePost(post: PostItem): Promise<void> {
  await batchDelete(await partitionKeys(announcePk(post.id)));
  await removePostTree(post, { notices: false });
}

export const circleCleanupSteps: readonly CleanupStep[] = [
  {
    find: ({ id }, cursor) => batchOf(keyCondition(INDEXES.feedByTime, circlePk(id)), POSTS_PER_PAGE, cursor),
    remove: async (_circle, keys) => inParallel(await batchGet<PostItem>(keys), removeCirclePost),
  },
  ...[0, 1].map(
    (list): CleanupStep => ({
      find: ({ id }, cursor) => batchOf(circleInvitationsConditions(id)[list]!, ITEMS_PER_PAGE, cursor),
      remove: async (_circle, keys) =>
        inParallel(await batchGet<CircleInvitationItem>(keys), async (invitation) => {
          const cancelled = await transact(invitationRemovalWrites(invitation));
          // Answered meanwhile: the page fails and its next run reads the invitation as it is now.
          if (cancelled) throw new TransactionCancelled('invitation removal', cancelled);
        }),
    }),
  ),
  {
    find: ({ id }, cursor) => batchOf(circleMembersCondition(id), MEMBERS_PER_PAGE, cursor),
    remove: async ({ id }, keys) =>
      inParallel(await batchGet<{ pk: string; sk: string; userId: string }>(keys), async (member) => {
        await removeCircleNotifications(member.userId, id);
        await batchDelete([{ pk: member.pk, sk: member.sk }]);
      }),
  },
  {
    find: ({ id }, cursor) => batchOf(keyCondition(KEY, circlePk(id)), ITEMS_PER_PAGE, cursor),
    remove: (_circle, keys) => batchDelete(keys),
  },
];

/** Deletes a circle at once for everyone, and sets its clean-up going. */
export async function deleteCircle(admin: UserItem, circleId: string, now = new Date()): Promise<void> {
  const circle = await getCircleItem(circleId);
  if (!circle) throw notFound(CIRCLE_NOT_FOUND);
  const cancelled = await transact({
    ...circleRemovalWrites(circleId),
    log: adminLogPut(admin, { action: 'delete_circle', target: { type: 'circle', id: circleId, label: circle.name } }, now),
    cleanup: cleanupPageWrite('circle', { id: circleId }, now),
  });
  // Deleted by another admin meanwhile.
  if (cancelled?.failed.has('circle')) throw notFound(CIRCLE_NOT_FOUND);
  if (cancelled) throw new TransactionCancelled('circle deletion', cancelled);
}

