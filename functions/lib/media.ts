/**
 * Where uploads and media live in the bucket, and the check a post makes before it may point at
 * one. The browser posts to `uploads/<userId>/<id>` (never served); only bytes the server has
 * checked and cleaned are written under `media/`, which CloudFront serves at `/media/…`.
 */
import type { UploadKind } from '#shared/upload-schemas.ts';
import { newId } from './db/ids.ts';
import { objectSize } from './storage.ts';

/** newId(): ten characters of time, then random base64url ones. */
const ID = '[0-9a-z]{10}[A-Za-z0-9_-]{8,30}';
const FOLDERS = { image: 'images', audio: 'audio' } as const satisfies Record<UploadKind, string>;
const EXTENSIONS = { image: 'jpg|png|gif|webp', audio: 'webm|ogg|m4a|wav|mp3' } as const satisfies Record<UploadKind, string>;
const MEDIA_URL = {
  image: new RegExp(`^/media/${FOLDERS.image}/${ID}\\.(${EXTENSIONS.image})$`),
  audio: new RegExp(`^/media/${FOLDERS.audio}/${ID}\\.(${EXTENSIONS.audio})$`),
};
const UPLOAD_ID = new RegExp(`^${ID}$`);

export const newUploadKey = (userId: string) => `uploads/${userId}/${newId()}`;

/** True only for a key the presign route could have handed this user. */
export function isUploadKeyOf(key: string, userId: string): boolean {
  const prefix = `uploads/${userId}/`;
  return key.startsWith(prefix) && UPLOAD_ID.test(key.slice(prefix.length));
}

export const newMediaKey = (kind: UploadKind, ext: string) => `media/${FOLDERS[kind]}/${newId()}.${ext}`;

/** CloudFront (and the local server) serve the bucket's `media/…` keys at `/media/…`. */
export const mediaUrlOf = (key: string) => `/${key}`;

/**
 * Whether a post may reference this URL: a media URL of the right kind whose object exists, which
 * means the upload routes checked and cleaned it (nothing else writes under `media/`).
 */
export async function isVerifiedMediaUrl(url: string, kind: UploadKind): Promise<boolean> {
  if (typeof url !== 'string' || !MEDIA_URL[kind].test(url)) return false;
  return (await objectSize(url.slice(1))) !== null;
}
