/**
 * The one check every stored image and recording passes, whichever way its bytes arrived (a
 * presigned upload the uploads group reads back, or a voice recording sent with a guide request):
 * the size, then the real type by its magic bytes, then the metadata stripped. Only bytes that
 * passed are written under `media/`, recorded as their uploader's (media/items/media.ts).
 */
import { uploadRules, type UploadKind } from '#shared/upload-schemas.ts';
import { recordUpload } from '../items/media.ts';
import { badRequest } from '../../lib/errors.ts';
import { detectFileType, type FileType } from '../files/file-types.ts';
import { newMediaKey } from '../../lib/media.ts';
import { markUnused, writeObject } from '../../lib/s3.ts';
import { MalformedFileError, stripMetadata } from '../files/strip-metadata.ts';

export interface CheckedMedia {
  /** The cleaned bytes. */
  bytes: Uint8Array;
  type: FileType;
}

/** A route's own cap, when the bytes come through a Lambda (6 MB a request) rather than straight to the bucket. */
export interface SizeLimit {
  maxBytes: number;
  tooLarge: string;
}

/** The cleaned bytes and their real type, or a 400 with the specification's (or our) message. */
export function checkMedia(bytes: Uint8Array, kind: UploadKind, limit: SizeLimit = uploadRules(kind)): CheckedMedia {
  const { badType } = uploadRules(kind);
  if (bytes.length > limit.maxBytes) throw badRequest(limit.tooLarge, 'upload_too_large');
  const type = detectFileType(bytes);
  if (!type || type.kind !== kind) throw badRequest(badType, 'invalid_file_type');
  try {
    return { bytes: stripMetadata(bytes, type), type };
  } catch (error) {
    if (error instanceof MalformedFileError) throw badRequest(badType, 'invalid_file_type');
    throw error;
  }
}

/**
 * Writes checked media under a new `media/` key, recorded as `userId`'s; the key. An upload for a
 * post (`untilUsed`) is marked unused until a post takes it, so one never attached goes after a
 * week (docs/retention.md); a guide recording belongs to its exchange and is kept with it.
 */
export async function storeMedia(userId: string, { bytes, type }: CheckedMedia, { untilUsed = false } = {}): Promise<string> {
  const mediaKey = newMediaKey(type.kind, type.ext);
  await writeObject(mediaKey, bytes, type.contentType);
  if (untilUsed) await markUnused(mediaKey);
  // Only after the bytes are stored: a record always stands for an object.
  await recordUpload(userId, mediaKey);
  return mediaKey;
}
