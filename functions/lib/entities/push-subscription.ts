/**
 * The PushSubscription entity: one item per browser a member turned Web Push on in,
 * `USER#<userId>` / `PUSHSUB#<sha256 of the endpoint>` (docs/web-push.md).
 *
 * - The key is the endpoint's hash, so the same browser subscribing again replaces its item, and
 *   an endpoint named by another member finds nothing in this member's partition.
 * - An endpoint identifies a device: it is stored (the push service needs it) but never logged.
 * - At most PUSH_DEVICES_MAX per member: a new browser beyond that replaces the oldest one, so a
 *   member who reinstalls browsers never has to clean up by hand. Two subscribes racing may leave
 *   one extra item until the next subscribe trims it; a push to it costs one request.
 */
import { createHash } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PushSubscriptionInput } from '#shared/push-schemas.ts';
import { db, tableName } from '../db/client.ts';
import { keyCondition } from '../db/keys.ts';
import { batchDelete, queryAll } from '../db/query.ts';
import { KEY } from '../db/schema.ts';
import { userKey } from './user-key.ts';

const PUSH_PREFIX = 'PUSHSUB#';
export const PUSH_DEVICES_MAX = 10;

export interface PushSubscriptionItem {
  pk: string;
  sk: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  createdAt: string;
}

const pushSubscriptionKey = (userId: string, endpoint: string) => ({
  pk: userKey(userId).pk,
  sk: `${PUSH_PREFIX}${createHash('sha256').update(endpoint).digest('base64url')}`,
});

export const listPushSubscriptions = (userId: string) =>
  queryAll<PushSubscriptionItem>(keyCondition(KEY, userKey(userId).pk, { beginsWith: PUSH_PREFIX }));

/** Stores (or renews) this browser's subscription, first making room by dropping the oldest others. */
export async function putPushSubscription(userId: string, subscription: PushSubscriptionInput): Promise<void> {
  const key = pushSubscriptionKey(userId, subscription.endpoint);
  const others = (await listPushSubscriptions(userId))
    .filter((item) => item.sk !== key.sk)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const surplus = others.slice(0, Math.max(0, others.length - (PUSH_DEVICES_MAX - 1)));
  await batchDelete(surplus.map(({ pk, sk }) => ({ pk, sk })));
  const item: PushSubscriptionItem = {
    ...key,
    endpoint: subscription.endpoint,
    keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
    createdAt: new Date().toISOString(),
  };
  await db.send(new PutCommand({ TableName: tableName, Item: item }));
}

/** Idempotent: removing an endpoint this member has no subscription for changes nothing. */
export async function removePushSubscription(userId: string, endpoint: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: pushSubscriptionKey(userId, endpoint) }));
}
