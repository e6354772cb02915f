/**
 * A browser's Web Push subscription belongs to the session it was made in (docs/web-push.md): it is
 * the `push` attribute of that session's item, `USER#<userId>` / `SESSION#<id>`.
 *
 * - Whatever ends the session — Sign Out, the Privacy tab's sign-outs, suspension, erasure — deletes
 *   the item, and the subscription goes in that same write; an expired session's subscription is
 *   never pushed to (listPushSubscriptions compares `expiresAt`, as the gate does) and leaves with
 *   the item when the time to live removes it. No ending has to remember to clean up after push.
 * - Stored only on a live session, by a conditional update: a subscribe racing a sign-out cannot
 *   bring the session, or its subscription, back.
 * - In the member's own partition, so an endpoint named by another member finds nothing here.
 * - At most PUSH_DEVICES_MAX per member: a new browser beyond that takes the place of the one that
 *   subscribed longest ago, so a member who reinstalls browsers never has to clean up by hand. Two
 *   subscribes racing may leave one extra until the next subscribe trims it.
 * - An endpoint identifies a device: it is stored (the push service needs it) but never logged.
 */
import type { PushSubscriptionInput } from '#shared/push-schemas.ts';
import { ITEM_EXISTS } from '../../lib/db/keys.ts';
import { queryAll } from '../../lib/db/query.ts';
import { TTL_ATTRIBUTE } from '../../lib/db/schema.ts';
import { updateIf } from '../../lib/db/transact.ts';
import { updateOf } from '../../lib/db/update.ts';
import {
  idOfSession,
  isLiveSession,
  sessionKey,
  sessionKeyById,
  sessionsCondition,
  type SessionItem,
  type SessionPush,
  type SessionRef,
} from '../../lib/auth/session.ts';

export const PUSH_DEVICES_MAX = 10;

/** One browser to push to: the session it belongs to, and what its push service needs. */
export interface PushSubscriptionItem extends SessionPush {
  sessionId: string;
}

type PushingSession = Pick<SessionItem, 'sk' | typeof TTL_ATTRIBUTE> & { push: SessionPush };

/** The member's live sessions that hold a subscription, as the subscriptions they hold. */
export async function listPushSubscriptions(userId: string, now = new Date()): Promise<PushSubscriptionItem[]> {
  const condition = sessionsCondition(userId);
  const sessions = await queryAll<PushingSession>({
    ...condition,
    // Neither the sealed refresh token nor its key leaves the table for this.
    ProjectionExpression: '#sk, #ttl, push',
    FilterExpression: 'attribute_exists(push)',
    ExpressionAttributeNames: { ...condition.ExpressionAttributeNames, '#ttl': TTL_ATTRIBUTE },
  });
  return sessions.filter((session) => isLiveSession(session, now)).map((session) => ({ sessionId: idOfSession(session), ...session.push }));
}

/** Takes a subscription off one session, if that session still holds this endpoint (a newer one stays). */
export async function forgetPushSubscription(userId: string, { sessionId, endpoint }: Pick<PushSubscriptionItem, 'sessionId' | 'endpoint'>): Promise<void> {
  // False when the session has ended or holds another endpoint by now: nothing of this one is left.
  await updateIf(updateOf(sessionKeyById(userId, sessionId), { remove: ['push'] }, { if: `${ITEM_EXISTS} AND push.endpoint = :endpoint`, values: { ':endpoint': endpoint } }));
}

/**
 * Stores this browser's subscription on its session, first taking the same endpoint off any other
 * session of the member and making room by dropping the oldest others. Answers false when the
 * session has ended meanwhile: nothing is stored.
 */
export async function putPushSubscription(session: SessionRef, subscription: PushSubscriptionInput, now = new Date()): Promise<boolean> {
  const key = sessionKey(session);
  const others = (await listPushSubscriptions(session.userId, now))
    .filter((item) => sessionKeyById(session.userId, item.sessionId).sk !== key.sk)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const surplus = others.slice(0, Math.max(0, others.length - (PUSH_DEVICES_MAX - 1)));
  const sameBrowser = others.filter((item) => item.endpoint === subscription.endpoint);
  await Promise.all([...new Set([...surplus, ...sameBrowser])].map((item) => forgetPushSubscription(session.userId, item)));
  const push: SessionPush = {
    endpoint: subscription.endpoint,
    keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
    createdAt: now.toISOString(),
  };
  return updateIf(
    updateOf(key, { set: { push } }, { if: `${ITEM_EXISTS} AND #ttl > :now`, names: { '#ttl': TTL_ATTRIBUTE }, values: { ':now': Math.floor(now.getTime() / 1000) } }),
  );
}

/** Idempotent: an endpoint none of this member's sessions holds changes nothing. */
export async function removePushSubscription(userId: string, endpoint: string): Promise<void> {
  const holding = (await listPushSubscriptions(userId)).filter((item) => item.endpoint === endpoint);
  await Promise.all(holding.map((item) => forgetPushSubscription(userId, item)));
}
