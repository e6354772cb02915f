/**
 * Community-wide counters, changed in the same transaction as the write they count, so the admin
 * stats row is one BatchGetItem and never drifts from the data.
 */
import { batchGet } from '../db/query.ts';

/**
 * Membership counters change rarely and live on one item; posts are counted on one of several
 * shards, chosen at random per write, so the item every post writes to is not one hot key.
 */
const STATS_PK = 'STATS';
const STATS_KEY = { pk: STATS_PK, sk: 'GLOBAL' } as const;
const POST_SHARDS = 8;
const shardKey = (n: number) => ({ pk: STATS_PK, sk: `SHARD#${n}` });
const SHARDED: ReadonlySet<StatName> = new Set(['posts', 'circles']);

export type StatName =
  | 'users_onboarding'
  | 'users_preapproved'
  | 'users_pending'
  | 'users_approved'
  | 'users_suspended'
  | 'users_rejected'
  | 'posts'
  | 'circles';

/** A TransactWriteItems element that adds the deltas to the counters. */
export function statsDelta(delta: Partial<Record<StatName, number>>) {
  const entries = Object.entries(delta).filter(([, n]) => n !== 0);
  if (!entries.length) return null;
  const sharded = entries.every(([name]) => SHARDED.has(name as StatName));
  return {
    Update: {
      Key: sharded ? shardKey(Math.floor(Math.random() * POST_SHARDS)) : STATS_KEY,
      UpdateExpression: `ADD ${entries.map((_, i) => `#s${i} :d${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#s${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, n], i) => [`:d${i}`, n])),
    },
  };
}

export async function readStats(): Promise<Record<StatName, number>> {
  const items = await batchGet<Record<string, unknown>>([STATS_KEY, ...Array.from({ length: POST_SHARDS }, (_, n) => shardKey(n))]);
  const value = (name: StatName) => Math.max(0, items.reduce((sum, item) => sum + Number(item[name] ?? 0), 0));
  return {
    users_onboarding: value('users_onboarding'),
    users_preapproved: value('users_preapproved'),
    users_pending: value('users_pending'),
    users_approved: value('users_approved'),
    users_suspended: value('users_suspended'),
    users_rejected: value('users_rejected'),
    posts: value('posts'),
    circles: value('circles'),
  };
}
