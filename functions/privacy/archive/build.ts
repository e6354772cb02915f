/**
 * Preparing a member's archive, one step per stream record (docs/archive.md). Each step is bounded
 * (the stream worker's minute, and its records queue behind it), writes one part of the zip's
 * multipart upload, and writes the next step's item, whose arrival runs it:
 *   step 0       lists the member's media files, sizes them, cuts them into parts (plan.ts) and
 *                makes the multipart upload;
 *   steps 1 … n  each read their files from media/ and upload them as one part (8 MiB or so);
 *   step n + 1   writes README.txt, the JSON files and the few media left over, then the central
 *                directory, as the last part; completes the upload; the archive is ready.
 *
 * A step is repeatable. It reads its item first: one already done (a retried stream batch) does
 * nothing again. Otherwise it writes its part again under the same number (the same files in the
 * same order, dated by the archive's creation, make the same bytes) and records it in the
 * transaction that writes the next step, which happens once. A step that keeps failing marks the
 * archive failed, so the member can start again; an archive that stops showing progress reads as
 * failed too (privacy/items/archive.ts).
 */
import type { TableKey } from '../../lib/db/keys.ts';
import {
  archiveStepKey,
  archiveSteps,
  claimUpload,
  countFailure,
  finishStep,
  markFailed,
  markReady,
  readArchiveStep,
  removeArchiveSteps,
  type ArchiveStepItem,
} from '../items/archive.ts';
import { getUserItem } from '../../lib/account.ts';
import { logger } from '../../lib/logger.ts';
import { isErased } from '../../lib/persona.ts';
import { objectSize, readObject } from '../../lib/s3.ts';
import { createArchiveUpload, finishArchiveUpload, uploadArchivePart } from './bucket.ts';
import { archiveFileName, archiveObjectKey } from '../../lib/archive-keys.ts';
import { archiveJson, memberMediaKeys } from './contents.ts';
import { planMedia, type MediaFile, type MediaPlan } from './plan.ts';
import { readmeText } from './readme.ts';
import { centralDirectory, zipEntries, type ZipEntry } from './zip.ts';

/** Runs of one step that may fail before the archive is given up on (Lambda retries a stream record more often than this). */
const MAX_FAILURES = 3;
/** Media files sized or read at once. */
const PARALLEL = 8;

export type StepOutcome = 'continued' | 'ready' | 'stopped' | 'failed';

async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += PARALLEL) results.push(...(await Promise.all(items.slice(i, i + PARALLEL).map(work))));
  return results;
}

/** The files' bytes, in plan order; a file deleted since the plan is left out. */
const readFiles = async (files: readonly MediaFile[]) =>
  (await inBatches(files, async (file) => ({ file, data: await readObject(file.key, Math.max(file.size, 1)) }))).flatMap(({ file, data }) =>
    data ? [{ name: file.key, data, compress: false }] : [],
  );

const uploadFor = (step: ArchiveStepItem) =>
  claimUpload(step.userId, step.archiveId, () => createArchiveUpload(archiveObjectKey(step.userId, step.archiveId), archiveFileName(step.createdAt)));

async function planStep(step: ArchiveStepItem): Promise<StepOutcome> {
  const keys = [...new Set(await memberMediaKeys(step.userId))];
  const sized = await inBatches(keys, async (key) => ({ key, size: await objectSize(key) }));
  const plan = planMedia(sized.flatMap(({ key, size }) => (size === null ? [] : [{ key, size }])));
  if (!(await uploadFor(step))) return 'stopped';
  return (await finishStep(step, { plan }, { offset: 0, stepsTotal: plan.parts.length + 2 })) ? 'continued' : 'stopped';
}

async function partStep(step: ArchiveStepItem, plan: MediaPlan): Promise<StepOutcome> {
  const uploadId = await uploadFor(step);
  if (!uploadId) return 'stopped';
  const { bytes, entries, end } = zipEntries(await readFiles(plan.parts[step.step - 1]!), step.offset, new Date(step.createdAt));
  const etag = await uploadArchivePart(archiveObjectKey(step.userId, step.archiveId), uploadId, step.step, bytes);
  const continued = await finishStep(step, { part: { number: step.step, etag }, entries }, { offset: end, stepsTotal: plan.parts.length + 2 });
  return continued ? 'continued' : 'stopped';
}

async function lastStep(step: ArchiveStepItem, plan: MediaPlan): Promise<StepOutcome> {
  const user = await getUserItem(step.userId);
  // An account erased meanwhile has nothing left to give.
  if (!user || isErased(user)) {
    await markFailed(step);
    return 'stopped';
  }
  const uploadId = await uploadFor(step);
  if (!uploadId) return 'stopped';
  const when = new Date(step.createdAt);
  const earlier = (await archiveSteps(step.userId, step.archiveId)).filter((s) => s.step < step.step);
  const tail = await readFiles(plan.tail);
  const inZip = new Set([...earlier.flatMap((s) => s.entries ?? []).map((entry) => entry.name), ...tail.map((file) => file.name)]);
  const json = await archiveJson(user, inZip);
  const readme = readmeText({ createdAt: step.createdAt, mediaFiles: inZip.size, leftOut: plan.leftOut });
  const { bytes, entries, end } = zipEntries(
    [
      { name: 'README.txt', data: Buffer.from(readme, 'utf8'), compress: true },
      ...Object.entries(json).map(([name, value]) => ({ name, data: Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8'), compress: true })),
      ...tail,
    ],
    step.offset,
    when,
  );
  const everyEntry: ZipEntry[] = [...earlier.flatMap((s) => s.entries ?? []), ...entries];
  const body = Buffer.concat([bytes, centralDirectory(everyEntry, end, when)]);
  const parts = earlier.flatMap((s) => (s.part ? [s.part] : []));
  const size = await finishArchiveUpload(archiveObjectKey(step.userId, step.archiveId), uploadId, parts, { number: step.step, body });
  if (!(await markReady(step, size))) return 'stopped';
  await removeArchiveSteps(step.userId, step.archiveId);
  return 'ready';
}

async function runStep(step: ArchiveStepItem): Promise<StepOutcome> {
  if (step.step === 0) return planStep(step);
  const plan = (await readArchiveStep(archiveStepKey(step.userId, step.archiveId, 0)))?.plan;
  // The plan's step is removed only once the archive is ready: this step is a late repeat.
  if (!plan) return 'stopped';
  return step.step <= plan.parts.length ? partStep(step, plan) : lastStep(step, plan);
}

/**
 * Runs the step whose item arrived (`key`, from the stream record). Throws for the stream worker to
 * retry, until the step has failed MAX_FAILURES times: then the archive is marked failed.
 */
export async function runArchiveStep(key: TableKey): Promise<{ step: number; outcome: StepOutcome }> {
  const step = await readArchiveStep(key);
  if (!step || step.done) return { step: step?.step ?? -1, outcome: 'stopped' };
  try {
    return { step: step.step, outcome: await runStep(step) };
  } catch (error) {
    if ((await countFailure(step)) < MAX_FAILURES) throw error;
    // Each failed run was logged by the stream worker; whose archive it was stays out of the log.
    logger.error('archive step given up', { step: step.step, error: error instanceof Error ? error.name : 'unknown' });
    await markFailed(step);
    return { step: step.step, outcome: 'failed' };
  }
}
