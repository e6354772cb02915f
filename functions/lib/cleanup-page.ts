/**
 * Background clean-up that no one request may do (a deleted circle's thousands of posts, a deleted
 * post's notifications in every member's partition): a chain of page items, `CLEANUP#<job>#<id>` /
 * `PAGE#<n>`, each carrying a stream event. The deleting transaction writes page 0; the stream worker
 * runs a page, one bounded batch of one step, and writes the next page's item (where the step goes
 * on, or the next step), whose arrival continues the work. The last page removes the chain.
 *
 * A page is repeatable. The first run claims its batch (the keys the step found, and where it goes
 * on) on the page item, so a run that fails part-way — or runs twice, a retried stream batch — works
 * through the same keys again, and each step's removal finds only what is left of them. The next
 * page is written only if absent: a page run twice continues the chain once.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ErasurePostChoice } from '#shared/privacy-schemas.ts';
import { db, tableName } from './db/client.ts';
import { ITEM_ABSENT, keyCondition, type TableKey } from './db/keys.ts';
import { batchDelete, queryAll, queryPage, type Cursor } from './db/query.ts';
import { KEY, STREAM_EVENT_ATTRIBUTE, STREAM_EVENTS, TTL_ATTRIBUTE } from './db/schema.ts';
import { transact, updateIf, type TransactItem } from './db/transact.ts';
import { updateOf } from './db/update.ts';

export type CleanupJob = 'circle' | 'post' | 'erase';

/**
 * What a chain cleans up after: the deleted circle's or post's id; for a post, its author and circle;
 * for an erased account (privacy/workflows/erasure.ts), what becomes of its posts and the address its
 * sign-in and join request were under (the account item no longer holds it).
 */
export interface CleanupTarget {
  id: string;
  authorId?: string;
  circleId?: string | null;
  posts?: ErasurePostChoice;
  email?: string | null;
}

/** Pages live a month at most: a chain given up on (the dead-letter queue) is still there to resume. */
const PAGE_LIFETIME_SECONDS = 30 * 24 * 3600;

export interface CleanupPageItem extends TableKey {
  [STREAM_EVENT_ATTRIBUTE]: typeof STREAM_EVENTS.cleanupPage;
  job: CleanupJob;
  target: CleanupTarget;
  page: number;
  /** Which of the job's steps this page works on, and where in it (null: from the start). */
  step: number;
  cursor: Cursor | null;
  /** The keys this page works through and where its step goes on after them, set by its first run. */
  batch?: TableKey[];
  next?: Cursor | null;
  [TTL_ATTRIBUTE]: number;
}

/** A bounded batch of keys to remove, and where the step goes on after it (null: it was the last). */
export interface CleanupBatch {
  keys: TableKey[];
  next: Cursor | null;
}

/** One kind of thing a job removes: where to find the next few, and how to remove them. */
export interface CleanupStep {
  find(target: CleanupTarget, cursor: Cursor | null): Promise<CleanupBatch>;
  remove(target: CleanupTarget, keys: TableKey[]): Promise<void>;
}

const chainPk = (job: CleanupJob, targetId: string) => `CLEANUP#${job}#${targetId}`;
export const cleanupPageKey = (job: CleanupJob, targetId: string, page: number): TableKey => ({
  pk: chainPk(job, targetId),
  sk: `PAGE#${String(page).padStart(6, '0')}`,
});

/** The write of a page's item, only if absent (page 0, step 0 starts a chain). */
export const cleanupPageWrite = (job: CleanupJob, target: CleanupTarget, now = new Date(), page = 0, step = 0, cursor: Cursor | null = null): TransactItem => ({
  Put: {
    Item: {
      ...cleanupPageKey(job, target.id, page),
      [STREAM_EVENT_ATTRIBUTE]: STREAM_EVENTS.cleanupPage,
      job,
      target,
      page,
      step,
      cursor,
      [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + PAGE_LIFETIME_SECONDS,
    } satisfies CleanupPageItem,
    ConditionExpression: ITEM_ABSENT,
  },
});

/** A step's `find` over one Query: the next `size` keys from `cursor`. */
export const batchOf = async (input: Parameters<typeof queryPage>[0], size: number, cursor: Cursor | null): Promise<CleanupBatch> => {
  const { items, next } = await queryPage<TableKey>(input, size, cursor);
  return { keys: items.map(({ pk, sk }) => ({ pk, sk })), next };
};

/** The keys of every item in a partition. */
export const partitionKeys = (pk: string) => queryAll<TableKey>({ ...keyCondition(KEY, pk), ProjectionExpression: `${KEY.pk}, ${KEY.sk}` });

const claimed = (page: CleanupPageItem | undefined): CleanupBatch | null => (page?.batch ? { keys: page.batch, next: page.next ?? null } : null);

/** The page's batch: the one its first run claimed, or the keys found now, claimed for every later run. */
async function claimBatch(page: CleanupPageItem, step: CleanupStep): Promise<CleanupBatch> {
  const earlier = claimed(page);
  if (earlier) return earlier;
  const found = await step.find(page.target, page.cursor ?? null);
  const claim = updateOf({ pk: page.pk, sk: page.sk }, { set: { batch: found.keys, next: found.next } }, { if: 'attribute_not_exists(#batch)', names: { '#batch': 'batch' } });
  if (await updateIf(claim)) return found;
  // A run of the same page at the same time claimed first: work through its batch.
  return claimed(await readPage(page)) ?? found;
}

const readPage = async (key: TableKey) =>
  (await db.send(new GetCommand({ TableName: tableName, Key: { pk: key.pk, sk: key.sk }, ConsistentRead: true }))).Item as
    | CleanupPageItem
    | undefined;

/**
 * Runs one page of a chain (`key` from the stream record) through its job's steps: its batch
 * removed, then the next page written, or, after the last step's last batch, the chain removed. A
 * page whose item is gone belongs to a chain already finished. Answers how many keys it removed.
 */
export async function runCleanupPage(
  key: TableKey,
  jobs: Readonly<Record<CleanupJob, readonly CleanupStep[]>>,
  now = new Date(),
): Promise<{ removed: number; more: boolean }> {
  const page = await readPage(key);
  if (!page) return { removed: 0, more: false };
  const steps = jobs[page.job];
  const step = steps[page.step];
  if (!step) throw new Error(`clean-up page names no step: ${page.job} ${page.step}`);
  const batch = await claimBatch(page, step);
  await step.remove(page.target, batch.keys);
  const nextStep = batch.next ? page.step : page.step + 1;
  if (nextStep < steps.length) {
    await transact([cleanupPageWrite(page.job, page.target, now, page.page + 1, nextStep, batch.next)]);
    return { removed: batch.keys.length, more: true };
  }
  await batchDelete(await partitionKeys(page.pk));
  return { removed: batch.keys.length, more: false };
}
