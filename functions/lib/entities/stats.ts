/**
 * Community-wide counters, one item (`STATS` / `GLOBAL`), changed in the same transaction as the
 * write they count, so the admin stats row is one GetItem and never drifts from the data.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client.ts';

export const STATS_KEY = { pk: 'STATS', sk: 'GLOBAL' } as const;

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
  return {
    Update: {
      TableName: tableName,
      Key: STATS_KEY,
      UpdateExpression: `ADD ${entries.map((_, i) => `#s${i} :d${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#s${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, n], i) => [`:d${i}`, n])),
    },
  };
}

export async function readStats(): Promise<Record<StatName, number>> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: STATS_KEY }));
  const value = (name: StatName) => Math.max(0, Number(Item?.[name] ?? 0));
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
