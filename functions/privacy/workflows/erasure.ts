/**
 * Erasing an account (issue 15 §2, docs/erasure.md). The member asks once; from that moment they
 * are gone for everyone, and the rest is background work that runs until nothing of them is left.
 *
 * The request (startErasure) is one transaction: the account item becomes a mark that holds
 * nothing but `erasedAt` (no email, names, persona, settings: every screen now shows them as
 * "Former member" and no list holds them), the membership counter drops, the admin log records
 * that an account was erased and when (never whose), and the first page of the `erase` clean-up
 * chain is written. Then every session ends (each refresh token revoked) and the answer clears the
 * cookies.
 *
 * The chain (cleanup-page.ts) runs the steps below in order, a bounded batch a page. A page is
 * claimed and repeatable, so a failure part-way is retried by the stream until it is done, and a
 * page run twice changes nothing more: each step's removal finds only what is left.
 */
import type { EraseAccountInput } from '#shared/privacy-schemas.ts';
import { FORMER_MEMBER } from '#shared/types/post.ts';
import { ARCHIVE_PREFIX } from '../../lib/archive-keys.ts';
import { removeLoginAccess } from '../../lib/auth/login-access.ts';
import { keyCondition, type TableKey } from '../../lib/db/keys.ts';
import { batchDelete, batchGet, queryAll } from '../../lib/db/query.ts';
import { INDEXES, KEY } from '../../lib/db/schema.ts';
import { transact, TransactionCancelled, updateIf } from '../../lib/db/transact.ts';
import { updateOf } from '../../lib/db/update.ts';
import { badRequest, conflict, HttpError } from '../../lib/errors.ts';
import { mediaKeysOf } from '../../lib/media.ts';
import { publicName } from '../../lib/persona.ts';
import { deleteObjectForGood, deleteObjectsUnder } from '../../lib/s3.ts';
import { erasureLogPut } from '../../lib/admin-log.ts';
import { inParallel } from '../../lib/in-parallel.ts';
import { batchOf, cleanupPageWrite, type CleanupStep, type CleanupTarget } from '../../lib/cleanup-page.ts';
import { circleKey, circleMembersCondition, circleRemovalWrites, getCircleItem, leaveCircle } from '../../circles/items/circle.ts';
import { withdrawFromConversation } from '../../messages/items/conversation.ts';
import { referralsCondition, releaseReferral, removeJoinRequestsOf, type JoinRequestItem } from '../../joining/items/join-request.ts';
import { releaseWrite } from '../../members/items/name-claim.ts';
import { removeNotificationsAt } from '../../lib/notifications.ts';
import { actorPk } from '../../lib/notification-writes.ts';
import { authorPk, postKey, type PostItem } from '../../posts/items/post.ts';
import { removePostTree } from '../../posts/workflows/post-deletion.ts';
import { reactorPk } from '../../posts/items/reaction.ts';
import { takeBackReaction } from '../../posts/workflows/reacting.ts';
import { endSessionsOf } from '../../lib/auth/session.ts';
import { userKey, accountEmailKey, statusOf, type UserItem } from '../../lib/account.ts';
import { statsDelta } from '../../lib/stats.ts';

export const NAME_MISMATCH_MESSAGE = 'The name you typed is not your anonymous name.';

/** Starts erasing the caller's account; answers once they are gone for everyone. */
export async function startErasure(user: UserItem, input: EraseAccountInput, now = new Date()): Promise<void> {
  if (input.confirmName.trim() !== publicName(user)) throw badRequest(NAME_MISMATCH_MESSAGE, 'name_mismatch');
  const version = user.version ?? 0;
  const mark: Pick<UserItem, 'pk' | 'sk' | 'id' | 'version' | 'erasedAt'> = {
    ...userKey(user.id),
    id: user.id,
    version: version + 1,
    erasedAt: now.toISOString(),
  };
  const target: CleanupTarget = { id: user.id, posts: input.posts, email: user.email || null };
  const cancelled = await transact({
    // Put over the item: whatever it held is gone in this write, not in a later step.
    account: {
      Put: {
        Item: mark,
        ConditionExpression: version ? '#version = :version' : 'attribute_not_exists(#version) OR #version = :version',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':version': version },
      },
    },
    stats: statsDelta({ [`users_${user.status ?? statusOf(user)}`]: -1 }),
    log: erasureLogPut(input.posts === 'keep', now),
    cleanup: cleanupPageWrite('erase', target, now),
    // The name is free for others from this moment: nothing shows it any more.
    nameClaim: user.nameClaim ? releaseWrite(user.nameClaim, user.id) : null,
  });
  if (cancelled) {
    if (cancelled.failed.has('account')) throw conflict('Your account changed while we were deleting it. Please try again.');
    throw new TransactionCancelled('erasure', cancelled);
  }
  await endSessionsOf(user.id);
}

const userPk = (id: string) => userKey(id).pk;
const PAGE = 25;

/** The media keys a member's posts and replies attach (kept with the posts when they are kept). */
async function mediaOfPosts(authorId: string): Promise<Set<string>> {
  const posts = await queryAll<Pick<PostItem, 'imageUrl' | 'audioUrl' | 'linkThumbnail'>>({
    ...keyCondition(INDEXES.byOwner, authorPk(authorId)),
    ProjectionExpression: 'imageUrl, audioUrl, linkThumbnail',
  });
  return new Set(posts.flatMap(mediaKeysOf));
}

/** A post kept under "Former member": no author id, out of the author's list, no preview consent left to change. */
async function keepAsFormerMember(post: PostItem): Promise<void> {
  // False when already kept (a repeated page), or deleted meanwhile.
  await updateIf(
    updateOf(
      postKey(post.id),
      { set: { authorId: FORMER_MEMBER.id }, remove: [INDEXES.byOwner.pk, INDEXES.byOwner.sk, 'shareShowsWords'] },
      { if: 'authorId = :author', values: { ':author': post.authorId } },
    ),
  );
}

/**
 * A circle the member was in: they leave it. One they created passes to its longest-standing
 * member, or is deleted (cleaned up like an admin's deletion) when nobody else is in it.
 */
async function leaveForGood(memberKey: TableKey, userId: string): Promise<void> {
  const circleId = memberKey.pk.slice('CIRCLE#'.length);
  const circle = await getCircleItem(circleId);
  if (circle?.creatorId === userId) {
    const others = (await queryAll<{ userId: string; joinedAt: string }>(circleMembersCondition(circleId)))
      .filter((member) => member.userId !== userId)
      .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt));
    const heir = others[0];
    if (!heir) {
      const cancelled = await transact({ ...circleRemovalWrites(circleId), cleanup: cleanupPageWrite('circle', { id: circleId }) });
      // Gone already: deleted by an admin, or by an earlier run of this page.
      if (cancelled && cancelled.failed.size === 0) throw new TransactionCancelled('circle removal', cancelled);
      return batchDelete([memberKey]);
    }
    // False when passed on already, by an earlier run of this page.
    await updateIf(updateOf(circleKey(circleId), { set: { creatorId: heir.userId } }, { if: 'creatorId = :me', values: { ':me': userId } }));
  }
  try {
    await leaveCircle(circleId, userId);
  } catch (error) {
    // The circle is gone (deleted by an admin): its membership item is all there is to remove.
    if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
    await batchDelete([memberKey]);
  }
}

const oneShot = (target: CleanupTarget) => Promise.resolve({ keys: [userKey(target.id)], next: null });

/** The steps of the `erase` job, in order (docs/erasure.md lists what each removes). */
export const erasureSteps: readonly CleanupStep[] = [
  // 1. The sign-in account (Cognito's user; locally the provider's account): no one signs in as them again.
  { find: oneShot, remove: async ({ email }) => (email ? removeLoginAccess(email) : undefined) },
  // 2. Every reaction they gave, with the counters it moved.
  {
    find: ({ id }, cursor) => batchOf(keyCondition(INDEXES.byOwner, reactorPk(id)), PAGE, cursor),
    remove: (_target, keys) => inParallel(keys, takeBackReaction),
  },
  // 3. The files they uploaded, but those attached to posts they keep; then the records of them.
  {
    find: ({ id }, cursor) => batchOf(keyCondition(KEY, userPk(id), { beginsWith: 'MEDIA#' }), PAGE, cursor),
    remove: async ({ id, posts }, keys) => {
      const kept = posts === 'keep' ? await mediaOfPosts(id) : new Set<string>();
      await inParallel(keys, async (key) => {
        const object = key.sk.slice('MEDIA#'.length);
        if (!kept.has(object)) await deleteObjectForGood(object);
      });
      await batchDelete(keys);
    },
  },
  // 4. Their posts and replies: deleted with all that hangs off them, or kept as "Former member".
  {
    find: ({ id }, cursor) => batchOf(keyCondition(INDEXES.byOwner, authorPk(id)), 10, cursor),
    remove: async ({ posts }, keys) =>
      inParallel(await batchGet<PostItem>(keys), (post) => (posts === 'keep' ? keepAsFormerMember(post) : removePostTree(post))),
  },
  // 5. Their circles: left, passed on, or deleted when no one else is in them.
  {
    find: ({ id }, cursor) => batchOf(keyCondition(INDEXES.byOwner, `CIRCLES#${id}`), 10, cursor),
    remove: ({ id }, keys) => inParallel(keys, (key) => leaveForGood(key, id)),
  },
  // 6. Every notification that names them to someone else, each unread count kept exact.
  {
    find: ({ id }, cursor) => batchOf(keyCondition(INDEXES.byOwner, actorPk(id)), PAGE, cursor),
    remove: (_target, keys) => removeNotificationsAt(keys),
  },
  // 7. Their side of each conversation.
  {
    find: ({ id }, cursor) => batchOf(keyCondition(KEY, userPk(id), { beginsWith: 'CONV#' }), 10, cursor),
    remove: ({ id }, keys) => inParallel(keys, (key) => withdrawFromConversation(id, key.sk.slice('CONV#'.length))),
  },
  // 8. Join requests that name them as referrer: to admin review.
  {
    find: ({ id }, cursor) => batchOf(referralsCondition(id), PAGE, cursor),
    remove: async (_target, keys) => inParallel(await batchGet<JoinRequestItem>(keys), (request) => releaseReferral(request.id)),
  },
  // 9. What is kept under their address: the account's address record, their own join request, pre-approval, archives.
  {
    find: oneShot,
    remove: async ({ id, email }) => {
      if (email) {
        await batchDelete([accountEmailKey(email)]);
        await removeJoinRequestsOf(email);
      }
      await deleteObjectsUnder(`${ARCHIVE_PREFIX}${id}/`);
    },
  },
  // 10. Everything left in their partition — journal, guide history, notifications, invitations,
  //     push subscriptions, sessions, settings — and, last, the mark itself.
  {
    find: ({ id }, cursor) => batchOf(keyCondition(KEY, userPk(id)), 100, cursor),
    remove: (_target, keys) => batchDelete(keys),
  },
];
