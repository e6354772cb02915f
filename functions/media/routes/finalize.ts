/**
 * Turns an upload into media: the stored object itself is checked (size, then the real type by its
 * magic bytes), cleaned of metadata, and written under a new `media/` key recorded as the
 * uploader's; the upload goes (kept for a retry when storage itself failed).
 */
import { UPLOAD_MESSAGES, uploadRules, type UploadKind } from '#shared/upload-schemas.ts';
import { checkMedia, storeMedia } from '../workflows/checked-media.ts';
import { badRequest, HttpError } from '../../lib/errors.ts';
import { isUploadKeyOf } from '../../lib/media.ts';
import { deleteObject, objectSize, readObject } from '../../lib/s3.ts';
import { logger } from '../../lib/logger.ts';

const notFound = () => badRequest(UPLOAD_MESSAGES.notFound, 'upload_not_found');

/** The new media key, or a 400 naming what is wrong with the file. */
export async function finalizeUpload(userId: string, key: string, kind: UploadKind): Promise<string> {
  // Another member's key is answered exactly like a missing one.
  if (!isUploadKeyOf(key, userId)) throw notFound();
  const rules = uploadRules(kind);
  const size = await objectSize(key);
  if (size === null) throw notFound();
  try {
    if (size > rules.maxBytes) throw badRequest(rules.tooLarge, 'upload_too_large');
    if (size === 0) throw badRequest(rules.badType, 'invalid_file_type');
    // The key accepts new posts until its policy expires, so the bytes read may not be the ones
    // measured: read at most one byte past the limit and measure again.
    const bytes = await readObject(key, rules.maxBytes + 1);
    if (!bytes) throw notFound();
    const mediaKey = await storeMedia(userId, checkMedia(bytes, kind), { untilUsed: true });
    await discard(key);
    return mediaKey;
  } catch (error) {
    // A refusal is final, so the upload goes; a failure of storage keeps it, for the member's retry
    // (the bucket's lifecycle rule removes what nobody finalises).
    if (error instanceof HttpError) await discard(key);
    throw error;
  }
}

/** Harmless when it fails: the bucket's lifecycle rule removes stale uploads, and the answer must not be lost. */
async function discard(key: string): Promise<void> {
  await deleteObject(key).catch((error: unknown) => {
    // Not the key: it names the member who uploaded.
    logger.warn('upload not deleted', { reason: error instanceof Error ? error.name : 'unknown' });
  });
}
