/**
 * "Download my data" (issue 15 §1, docs/archive.md). Everything lives in the member's partition, so
 * a member reaches only their own archive (someone else's id is simply not there):
 *   `USER#<id>` / `ARCHIVE`                              the latest archive: state, progress, the upload
 *   `USER#<id>` / `ARCHIVESTEP#<archiveId>#<nnnnnn>`     one step of preparing it, carrying a stream event
 * Starting an archive writes the first step; the stream worker runs it and each step writes the next
 * (functions/privacy/archive/build.ts), like a clean-up chain (cleanup-page.ts). A step records what it
 * wrote (its part of the upload, its zip entries) on its own item in the transaction that writes the
 * next step, so a step run twice continues the chain once; the latest archive's item carries the
 * progress the Privacy tab polls.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ArchiveState } from '#shared/types/archive.ts';
import { db, tableName } from '../../lib/db/client.ts';
import { newId } from '../../lib/db/ids.ts';
import { ITEM_ABSENT, keyCondition, type TableKey } from '../../lib/db/keys.ts';
import { batchDelete, queryAll } from '../../lib/db/query.ts';
import { KEY, STREAM_EVENT_ATTRIBUTE, STREAM_EVENTS, TTL_ATTRIBUTE } from '../../lib/db/schema.ts';
import { conditionFailed, transact, TransactionCancelled, updateIf } from '../../lib/db/transact.ts';
import { fieldOf, update, updateOf, type Condition } from '../../lib/db/update.ts';
import type { MediaPlan } from '../archive/plan.ts';
import type { ZipEntry } from '../archive/zip.ts';
import { ARCHIVE_DAYS, expiresAfterDays } from '../../lib/retention.ts';
import { userKey } from '../../lib/account.ts';

type Status = 'preparing' | 'ready' | 'failed';

export interface ArchiveItem extends TableKey {
  id: string;
  status: Status;
  createdAt: string;
  /** The last sign of progress: an archive that shows none for `STALLED_MS` has failed. */
  updatedAt: string;
  stepsDone: number;
  /** Known once the first step has planned the media. */
  stepsTotal: number | null;
  /** The multipart upload the steps write into, made once by the first step that needs it. */
  uploadId?: string;
  sizeBytes?: number;
  readyAt?: string;
  [TTL_ATTRIBUTE]: number;
}

export interface ArchiveStepItem extends TableKey {
  [STREAM_EVENT_ATTRIBUTE]: typeof STREAM_EVENTS.archiveStep;
  userId: string;
  archiveId: string;
  /** 0 plans; 1 … n write the media parts (part number = step); n + 1 writes the rest and finishes. */
  step: number;
  /** The archive's `createdAt`: every zip entry is dated by it, so a step run twice writes the same bytes. */
  createdAt: string;
  /** Where in the zip this step's bytes start. */
  offset: number;
  /** Runs that failed so far. */
  failures?: number;
  /** Set, with what it wrote, by the transaction that writes the next step. */
  done?: boolean;
  plan?: MediaPlan;
  part?: { number: number; etag: string };
  entries?: ZipEntry[];
  [TTL_ATTRIBUTE]: number;
}

const archiveKey = (userId: string): TableKey => ({ pk: userKey(userId).pk, sk: 'ARCHIVE' });
const stepPrefix = (archiveId: string) => `ARCHIVESTEP#${archiveId}#`;
export const archiveStepKey = (userId: string, archiveId: string, step: number): TableKey => ({
  pk: userKey(userId).pk,
  sk: `${stepPrefix(archiveId)}${String(step).padStart(6, '0')}`,
});

/** A step's run that has not finished for this long (the worker's minute, and its retries) has failed for good. */
const STALLED_MS = 15 * 60 * 1000;
/** Steps and an unfinished archive are gone two days on; a ready one is offered for ARCHIVE_DAYS. */
const WORK_DAYS = 2;

const expiresAtOf = (item: ArchiveItem) => new Date(item[TTL_ATTRIBUTE] * 1000);

function stateOf(item: ArchiveItem | undefined, now: Date): ArchiveState {
  if (!item) return { status: 'none' };
  const { id, createdAt } = item;
  if (item.status === 'ready') {
    // Time to live deletes the item some time after it expires: until then it is as gone.
    if (expiresAtOf(item) <= now) return { status: 'none' };
    return { status: 'ready', id, createdAt, readyAt: item.readyAt!, expiresAt: expiresAtOf(item).toISOString(), sizeBytes: item.sizeBytes! };
  }
  if (item.status === 'failed' || now.getTime() - Date.parse(item.updatedAt) > STALLED_MS) return { status: 'failed', id, createdAt };
  return { status: 'preparing', id, createdAt, stepsDone: item.stepsDone, stepsTotal: item.stepsTotal };
}

export async function getArchiveItem(userId: string): Promise<ArchiveItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: archiveKey(userId), ConsistentRead: true }));
  return Item as ArchiveItem | undefined;
}

export const archiveState = async (userId: string, now = new Date()) => stateOf(await getArchiveItem(userId), now);

/** The member's archive if it is ready and not yet gone (the download route's only way in). */
export async function readyArchive(userId: string, archiveId: string, now = new Date()): Promise<(ArchiveState & { status: 'ready' }) | null> {
  const state = await archiveState(userId, now);
  return state.status === 'ready' && state.id === archiveId ? state : null;
}

const stepItem = (userId: string, archiveId: string, createdAt: string, step: number, offset: number): ArchiveStepItem => ({
  ...archiveStepKey(userId, archiveId, step),
  [STREAM_EVENT_ATTRIBUTE]: STREAM_EVENTS.archiveStep,
  userId,
  archiveId,
  step,
  createdAt,
  offset,
  [TTL_ATTRIBUTE]: expiresAfterDays(WORK_DAYS, new Date(createdAt)),
});

/**
 * Starts preparing an archive, unless one is being prepared: then that one is the answer, and no
 * second job starts. The new archive replaces the member's previous one (whose zip the bucket's
 * lifecycle deletes) on the condition that it is still the one read, so two starts at once make one.
 */
export async function startArchive(userId: string, now = new Date()): Promise<ArchiveState> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await getArchiveItem(userId);
    const state = stateOf(current, now);
    if (state.status === 'preparing') return state;
    const id = newId(now.getTime());
    const createdAt = now.toISOString();
    const item: ArchiveItem = {
      ...archiveKey(userId),
      id,
      status: 'preparing',
      createdAt,
      updatedAt: createdAt,
      stepsDone: 0,
      stepsTotal: null,
      [TTL_ATTRIBUTE]: expiresAfterDays(WORK_DAYS, now),
    };
    const cancelled = await transact({
      archive: {
        Put: {
          Item: item,
          ConditionExpression: current ? '#id = :previous' : ITEM_ABSENT,
          ...(current && { ExpressionAttributeNames: { '#id': 'id' }, ExpressionAttributeValues: { ':previous': current.id } }),
        },
      },
      step: { Put: { Item: stepItem(userId, id, createdAt, 0, 0), ConditionExpression: ITEM_ABSENT } },
    });
    if (!cancelled) return stateOf(item, now);
    // Someone else's start won (another tab, a double click): read theirs.
    if (!cancelled.failed.has('archive') && !cancelled.conflicted) throw new TransactionCancelled('archive start', cancelled);
  }
  return stateOf(await getArchiveItem(userId), now);
}

/** A step's item as it is now; `key` may be a whole stream image, of which only the key is read. */
export async function readArchiveStep(key: TableKey): Promise<ArchiveStepItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: { pk: key.pk, sk: key.sk }, ConsistentRead: true }));
  return Item as ArchiveStepItem | undefined;
}

/** Every step of an archive, in order. */
export const archiveSteps = (userId: string, archiveId: string) =>
  queryAll<ArchiveStepItem>({ ...keyCondition(KEY, userKey(userId).pk, { beginsWith: stepPrefix(archiveId) }), ConsistentRead: true });

/** The archive's item, if it is still this archive being prepared (not replaced, failed or finished). */
const stillPreparing = (archiveId: string, also = ''): Condition => ({
  if: `#id = :id AND #status = :preparing${also}`,
  names: { '#id': 'id', '#status': 'status' },
  values: { ':id': archiveId, ':preparing': 'preparing' },
});

/**
 * The archive's multipart upload: the one a run made before, or `create`'s, kept on the archive's
 * item so that a step run twice never makes a second. Null when the archive is no longer being
 * prepared (its upload is then left to the bucket's lifecycle rule).
 */
export async function claimUpload(userId: string, archiveId: string, create: () => Promise<string>): Promise<string | null> {
  const current = await getArchiveItem(userId);
  if (current?.id !== archiveId || current.status !== 'preparing') return null;
  if (current.uploadId) return current.uploadId;
  const uploadId = await create();
  const claimed = await updateIf(updateOf(archiveKey(userId), { set: { uploadId } }, stillPreparing(archiveId, ' AND attribute_not_exists(uploadId)')));
  if (claimed) return uploadId;
  const again = await getArchiveItem(userId);
  return again?.id === archiveId && again.status === 'preparing' ? (again.uploadId ?? null) : null;
}

/** What a step wrote, recorded on its own item. */
export type StepRecord = Pick<ArchiveStepItem, 'plan' | 'part' | 'entries'>;

/**
 * A step's end: what it wrote recorded on its item, the next step written (only if absent) and the
 * progress moved, in one transaction. Answers false when the chain goes no further: the step was
 * already done by an earlier run, or the archive was replaced or failed meanwhile.
 */
export async function finishStep(step: ArchiveStepItem, record: StepRecord, next: { offset: number; stepsTotal: number }, now = new Date()): Promise<boolean> {
  const cancelled = await transact([
    {
      Update: updateOf(
        archiveStepKey(step.userId, step.archiveId, step.step),
        { set: { done: true, ...record } },
        'attribute_exists(pk) AND attribute_not_exists(done)',
      ),
    },
    { Put: { Item: stepItem(step.userId, step.archiveId, step.createdAt, step.step + 1, next.offset), ConditionExpression: ITEM_ABSENT } },
    {
      Update: updateOf(
        archiveKey(step.userId),
        { set: { stepsDone: step.step + 1, stepsTotal: next.stepsTotal, updatedAt: now.toISOString() } },
        stillPreparing(step.archiveId),
      ),
    },
  ]);
  if (!cancelled) return true;
  if (conditionFailed(cancelled)) return false;
  throw new TransactionCancelled('archive step', cancelled);
}

/** The last step's end: the archive is ready, offered until a day after it was asked for. Answers false if it was replaced meanwhile. */
export async function markReady(step: ArchiveStepItem, sizeBytes: number, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  return updateIf(
    updateOf(
      archiveKey(step.userId),
      {
        set: {
          status: 'ready',
          sizeBytes,
          readyAt: at,
          updatedAt: at,
          stepsDone: fieldOf('stepsTotal'),
          [TTL_ATTRIBUTE]: expiresAfterDays(ARCHIVE_DAYS, new Date(step.createdAt)),
        },
        remove: ['uploadId'],
      },
      stillPreparing(step.archiveId),
    ),
  );
}

/** The member may start again. Nothing happens to an archive that was replaced or finished meanwhile. */
export async function markFailed(step: ArchiveStepItem, now = new Date()): Promise<void> {
  await updateIf(updateOf(archiveKey(step.userId), { set: { status: 'failed', updatedAt: now.toISOString() } }, stillPreparing(step.archiveId)));
}

/** Counts a failed run of a step; answers how many there have been. */
export async function countFailure(step: ArchiveStepItem): Promise<number> {
  const { Attributes } = await update(updateOf(archiveStepKey(step.userId, step.archiveId, step.step), { add: { failures: 1 } }, 'attribute_exists(pk)'), 'UPDATED_NEW');
  return Number((Attributes as { failures?: number } | undefined)?.failures ?? 1);
}

/** Once the archive is ready (or gone), its steps have nothing more to say. */
export const removeArchiveSteps = async (userId: string, archiveId: string) =>
  batchDelete((await archiveSteps(userId, archiveId)).map(({ pk, sk }) => ({ pk, sk })));
