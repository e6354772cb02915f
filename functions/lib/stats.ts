/**
 * Community-wide counters, changed in the same transaction as the write they count, so the admin
 * stats row is one BatchGetItem and never drifts from the data.
 */
import { ADMIN_STATS_DAYS, type AdminDailyCount } from '#shared/types/admin.ts';
import { batchGet } from './db/query.ts';
import type { TransactItem } from './db/transact.ts';
import { updateOf } from './db/update.ts';

/**
 * Membership counters change rarely and live on one item; posts are counted on one of several
 * shards, chosen at random per write, so the item every post writes to is not one hot key. The
 * counts of a day (sign-ups, posts, members last seen that day) are sharded the same way.
 */
const STATS_PK = 'STATS';
const STATS_KEY = { pk: STATS_PK, sk: 'GLOBAL' } as const;
const SHARDS = 8;
const shardKey = (n: number) => ({ pk: STATS_PK, sk: `SHARD#${n}` });
const dayShardKey = (day: string, n: number) => ({ pk: STATS_PK, sk: `DAY#${day}#${n}` });
const randomShard = () => Math.floor(Math.random() * SHARDS);
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

/**
 * A day's counters: accounts created, top-level posts written, and the members whose last request
 * was on that day (each member counts on exactly one day, so the sum over a window is exact).
 */
export type DayStatName = 'signups' | 'posts' | 'active';

const STAT_NAMES: readonly StatName[] = [
  'users_onboarding',
  'users_preapproved',
  'users_pending',
  'users_approved',
  'users_suspended',
  'users_rejected',
  'posts',
  'circles',
];

/** The UTC day of a moment, `yyyy-mm-dd`: the unit of the day counters. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

function addTo(Key: Record<string, string>, delta: Partial<Record<string, number>>): TransactItem | null {
  const entries = Object.entries(delta).filter(([, n]) => n !== 0);
  if (!entries.length) return null;
  return { Update: updateOf(Key, { add: Object.fromEntries(entries) }) };
}

/** A TransactWriteItems element that adds the deltas to the counters. */
export function statsDelta(delta: Partial<Record<StatName, number>>) {
  const sharded = Object.entries(delta).every(([name, n]) => n === 0 || SHARDED.has(name as StatName));
  return addTo(sharded ? shardKey(randomShard()) : STATS_KEY, delta);
}

/** A TransactWriteItems element that adds the deltas to the counters of one UTC day. */
export const dayStatsDelta = (day: string, delta: Partial<Record<DayStatName, number>>) => addTo(dayShardKey(day, randomShard()), delta);

/** The last `ADMIN_STATS_DAYS` UTC days up to the day of `now`, oldest first. */
function windowDays(now: Date): string[] {
  return Array.from({ length: ADMIN_STATS_DAYS }, (_, i) =>
    utcDay(new Date(now.getTime() - (ADMIN_STATS_DAYS - 1 - i) * 86_400_000)),
  );
}

export interface CommunityStats {
  totals: Record<StatName, number>;
  /** Sign-ups and posts of each day of the window, oldest first. */
  daily: AdminDailyCount[];
  /** Members whose last request fell within the window. */
  activeInWindow: number;
}

/** Every counter the stats row shows, in one BatchGetItem (chunked by 100 keys). */
export async function readStats(now = new Date()): Promise<CommunityStats> {
  const days = windowDays(now);
  const items = await batchGet<Record<string, unknown>>([
    STATS_KEY,
    ...Array.from({ length: SHARDS }, (_, n) => shardKey(n)),
    ...days.flatMap((day) => Array.from({ length: SHARDS }, (_, n) => dayShardKey(day, n))),
  ]);
  const sum = (of: Record<string, unknown>[], name: string) => Math.max(0, of.reduce((total, item) => total + Number(item[name] ?? 0), 0));
  const totalsItems: Record<string, unknown>[] = [];
  const ofDay = new Map<string, Record<string, unknown>[]>();
  for (const item of items) {
    const sk = String(item.sk);
    if (!sk.startsWith('DAY#')) totalsItems.push(item);
    else {
      const day = sk.slice('DAY#'.length, 'DAY#yyyy-mm-dd'.length);
      ofDay.set(day, [...(ofDay.get(day) ?? []), item]);
    }
  }
  const dayItems = days.map((day) => ofDay.get(day) ?? []);
  return {
    totals: Object.fromEntries(STAT_NAMES.map((name) => [name, sum(totalsItems, name)])) as Record<StatName, number>,
    daily: days.map((day, i) => ({ day, signups: sum(dayItems[i]!, 'signups'), posts: sum(dayItems[i]!, 'posts') })),
    activeInWindow: dayItems.reduce((total, of) => total + sum(of, 'active'), 0),
  };
}
