/**
 * Requests to join a private circle (shown by the specification, not specified: docs/decisions.md).
 * A request is `CIRCLE#<id>` / `REQUEST#<userId>` (its key lives with the circle's, in
 * circles/items/circle.ts) while it waits, so the creator's list is one Query of the circle's partition
 * and the requester's own state one key of the circle page's BatchGetItem. Asking notifies the
 * creator, and admitting or declining the requester, in the transaction that makes the change.
 * Admitting and declining both remove the request on condition that it is there, so of two at
 * once exactly one wins; a declined member may ask again.
 */
import { appLinks } from '#shared/app-links.ts';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CircleJoinRequest } from '#shared/types/invitation.ts';
import { db, tableName } from '../../lib/db/client.ts';
import { ITEM_ABSENT, ITEM_EXISTS, type TableKey } from '../../lib/db/keys.ts';
import { batchGet, queryAll } from '../../lib/db/query.ts';
import { TransactionCancelled, type TransactItem } from '../../lib/db/transact.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { publicName } from '../../lib/persona.ts';
import {
  addToCircle,
  changeMembership,
  CIRCLE_NOT_FOUND,
  circleNonMemberCheck,
  getCircleItem,
  joinRequestKey,
  joinRequestsCondition,
  type CircleItem,
} from '../items/circle.ts';
import { ACTOR_NAME, notificationWrites } from '../../lib/notification-writes.ts';
import { userKey, getUserItem, type UserItem } from '../../lib/account.ts';

interface JoinRequestItem extends TableKey {
  circleId: string;
  userId: string;
  createdAt: string;
}

const alreadyAnswered = () => conflict('This request has already been answered.', 'already_answered');

async function circleOrNotFound(circleId: string): Promise<CircleItem> {
  const circle = await getCircleItem(circleId);
  if (!circle) throw notFound(CIRCLE_NOT_FOUND);
  return circle;
}

/**
 * Asks to join a private circle. Asking again while the request waits changes nothing (the
 * creator hears once); a member asking, or anyone asking to join a public circle, is a 409.
 */
export async function requestToJoin(circleId: string, requester: UserItem, now = new Date()): Promise<void> {
  const circle = await circleOrNotFound(circleId);
  if (!circle.isPrivate) throw conflict('This circle is public: join it instead.', 'public_circle');
  const creator = await getUserItem(circle.creatorId);
  const item: JoinRequestItem = { ...joinRequestKey(circleId, requester.id), circleId, userId: requester.id, createdAt: now.toISOString() };
  const cancelled = await changeMembership({
    requester: circleNonMemberCheck(circleId, requester.id),
    request: { Put: { Item: item, ConditionExpression: ITEM_ABSENT } },
    notice:
      creator && creator.notifyCircleActivity !== false
        ? notificationWrites(
          creator.id,
          {
            type: 'circle_join_request',
            title: 'New Request to Join',
            message: `${ACTOR_NAME} asked to join ${circle.name}.`,
            link: appLinks.circle(circle.id),
            metadata: { memberName: ACTOR_NAME, circleName: circle.name },
            // The creator is a member: this keeps it with the circle's other notices (and its deletion).
            circleId: circle.id,
            actorId: requester.id,
          },
          now,
        )
        : null,
  });
  if (!cancelled) return;
  if (cancelled.failed.has('requester')) throw conflict('You are already a member of this circle.', 'already_member');
  if (!cancelled.failed.has('request')) throw new TransactionCancelled('join request', cancelled);
}

/** Only the circle's creator sees and answers its requests to join. */
async function circleOfCreator(circleId: string, viewerId: string): Promise<CircleItem> {
  const circle = await circleOrNotFound(circleId);
  if (circle.creatorId !== viewerId) throw forbidden("Only the circle's creator can answer requests to join.", 'not_circle_creator');
  return circle;
}

/** The requests waiting for the creator, the longest waiting first, as personas. */
export async function listJoinRequests(circleId: string, viewerId: string): Promise<CircleJoinRequest[]> {
  await circleOfCreator(circleId, viewerId);
  const requests = await queryAll<JoinRequestItem>(joinRequestsCondition(circleId));
  requests.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const users = new Map((await batchGet<UserItem>(requests.map((r) => userKey(r.userId)))).map((u) => [u.id, u]));
  return requests.flatMap((request) => {
    const user = users.get(request.userId);
    // Someone suspended since asking is not offered.
    if (user?.status !== 'approved') return [];
    return [
      {
        userId: user.id,
        anonymousName: publicName(user),
        avatar: user.avatar,
        spiritualJourney: user.spiritualJourney ?? null,
        createdAt: request.createdAt,
      },
    ];
  });
}

/** The circle of a waiting request its creator answers, and the requester; 404 when none waits. */
async function waitingRequest(circleId: string, creatorId: string, userId: string) {
  const circle = await circleOfCreator(circleId, creatorId);
  const [{ Item }, requester] = await Promise.all([
    db.send(new GetCommand({ TableName: tableName, Key: joinRequestKey(circleId, userId) })),
    getUserItem(userId),
  ]);
  // As in the list: a requester suspended since asking is no longer offered.
  if (!Item || requester?.status !== 'approved') throw notFound('Request not found', 'request_not_found');
  return { circle, requester };
}

/** The requester hears the answer, unless they turned circle activity off. */
function outcomeNotice(requester: UserItem, circle: CircleItem, admitted: boolean, now: Date): TransactItem[] {
  if (requester.notifyCircleActivity === false) return [];
  return notificationWrites(
    requester.id,
    {
      type: 'circle_join_request_outcome',
      title: admitted ? 'Request to Join Accepted' : 'Request to Join Declined',
      message: admitted ? `You are now a member of ${circle.name}.` : `Your request to join ${circle.name} was declined.`,
      link: appLinks.circle(circle.id),
      metadata: { circleName: circle.name },
    },
    now,
  );
}

/** Admits the requester: a member of the private circle, counted exactly, the request gone. */
export async function admitJoinRequest(circleId: string, creatorId: string, userId: string, now = new Date()): Promise<void> {
  const { circle, requester } = await waitingRequest(circleId, creatorId, userId);
  if (!(await addToCircle(circleId, userId, 'request', outcomeNotice(requester, circle, true, now), now))) throw alreadyAnswered();
}

/** Declines the request: it is removed, so the requester may ask again later. */
export async function declineJoinRequest(circleId: string, creatorId: string, userId: string, now = new Date()): Promise<void> {
  const { circle, requester } = await waitingRequest(circleId, creatorId, userId);
  const cancelled = await changeMembership({
    request: { Delete: { Key: joinRequestKey(circleId, userId), ConditionExpression: ITEM_EXISTS } },
    notice: outcomeNotice(requester, circle, false, now),
  });
  if (cancelled) throw alreadyAnswered();
}
