/**
 * GET /api/user/archive/{id}/download: a link to the caller's own ready archive that works for a few
 * minutes. Only the caller's own latest archive is looked at, so any other id — someone else's, an
 * older one of theirs, one not ready or gone — is the same 404.
 */
import type { ArchiveDownload } from '#shared/types/archive.ts';
import { presignArchive } from '../archive/bucket.ts';
import { archiveFileName, archiveObjectKey } from '../../lib/archive-keys.ts';
import { readyArchive } from '../items/archive.ts';
import { notFound } from '../../lib/errors.ts';

/** Long enough to start a download on a slow phone; short enough that a copied link soon stops working. */
const LINK_SECONDS = 5 * 60;

export async function archiveDownload(userId: string, archiveId: string, now = new Date()): Promise<ArchiveDownload> {
  const archive = await readyArchive(userId, archiveId, now);
  if (!archive) throw notFound('Archive not found', 'archive_not_found');
  // Never past the archive's own end, when the bucket may already have deleted it.
  const seconds = Math.max(1, Math.min(LINK_SECONDS, Math.floor((Date.parse(archive.expiresAt) - now.getTime()) / 1000)));
  const fileName = archiveFileName(archive.createdAt);
  return {
    url: await presignArchive(archiveObjectKey(userId, archiveId), fileName, seconds),
    linkExpiresAt: new Date(now.getTime() + seconds * 1000).toISOString(),
    fileName,
  };
}
