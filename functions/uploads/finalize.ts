/**
 * Turns an upload into media: the stored object itself is checked (size, then the real type by its
 * magic bytes), cleaned of metadata, and written under a new `media/` key recorded as the
 * uploader's; the upload goes.
 */
import { UPLOAD_MESSAGES, uploadRules, type UploadKind } from '#shared/upload-schemas.ts';
import { recordUpload } from '../lib/entities/media.ts';
import { badRequest } from '../lib/errors.ts';
import { detectFileType } from '../lib/file-types.ts';
import { isUploadKeyOf, newMediaKey } from '../lib/media.ts';
import { deleteObject, objectSize, readObject, writeObject } from '../lib/storage.ts';
import { MalformedFileError, stripMetadata } from '../lib/strip-metadata.ts';
import { logger } from '../lib/logger.ts';

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
    if (bytes.length > rules.maxBytes) throw badRequest(rules.tooLarge, 'upload_too_large');
    const type = detectFileType(bytes);
    if (!type || type.kind !== kind) throw badRequest(rules.badType, 'invalid_file_type');
    let clean: Uint8Array;
    try {
      clean = stripMetadata(bytes, type);
    } catch (error) {
      if (error instanceof MalformedFileError) throw badRequest(rules.badType, 'invalid_file_type');
      throw error;
    }
    const mediaKey = newMediaKey(kind, type.ext);
    await writeObject(mediaKey, clean, type.contentType);
    // Only after the bytes are stored: a record always stands for an object.
    await recordUpload(userId, mediaKey);
    return mediaKey;
  } finally {
    await deleteObject(key).catch((error: unknown) => {
      // Harmless: the bucket's lifecycle rule removes stale uploads; the answer must not be lost.
      // Not the key: it names the member who uploaded.
      logger.warn('upload not deleted', { reason: error instanceof Error ? error.name : 'unknown' });
    });
  }
}
