/**
 * Where uploads and media live in the bucket, and the check a post makes before it may point at
 * one. The browser posts to `uploads/<userId>/<id>` (never served); only bytes the server has
 * checked and cleaned are written under `media/`, which CloudFront serves at `/media/…`.
 */
import type { UploadKind } from '#shared/upload-schemas.ts';
import { newId } from './db/ids.ts';


/** newId(): ten characters of time, then random base64url ones. */
const ID = '[0-9a-z]{10}[A-Za-z0-9_-]{8,30}';
const FOLDERS = { image: 'images', audio: 'audio' } as const satisfies Record<UploadKind, string>;
const EXTENSIONS = { image: 'jpg|png|gif|webp', audio: 'webm|ogg|m4a|wav|mp3' } as const satisfies Record<UploadKind, string>;
/** What media-signing.ts puts after the path, in its order; nothing else may follow a media URL's path. */
const SIGNATURE = '(\\?Policy=[\\w~-]+&Signature=[\\w~-]+&Key-Pair-Id=\\w+)?';
const MEDIA_URL = {
  image: new RegExp(`^/media/${FOLDERS.image}/${ID}\\.(${EXTENSIONS.image})${SIGNATURE}$`),
  audio: new RegExp(`^/media/${FOLDERS.audio}/${ID}\\.(${EXTENSIONS.audio})${SIGNATURE}$`),
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
 * The bucket key behind a media URL of this kind, or null for anything else. Whether the object
 * exists, and whose it is, is the media record's to say (media/items/media.ts). A URL as answers carry
 * it has a signature after the path (media-signing.ts), which says nothing about whose it is.
 */
export const mediaKeyOf = (url: string, kind: UploadKind): string | null => (MEDIA_URL[kind].test(url) ? url.split('?', 1)[0]!.slice(1) : null);

/** The bucket keys of what a post or an exchange attaches: its uploaded image, its recording and its link preview's image. */
export const mediaKeysOf = ({ imageUrl, audioUrl, linkThumbnail }: { imageUrl?: string | null; audioUrl?: string | null; linkThumbnail?: string | null }): string[] =>
  [imageUrl && mediaKeyOf(imageUrl, 'image'), audioUrl && mediaKeyOf(audioUrl, 'audio'), linkThumbnail && mediaKeyOf(linkThumbnail, 'image')].filter(
    (key): key is string => !!key,
  );

export interface MediaFields {
  audioUrl?: string | null;
  audioDuration?: number | null;
  imageUrl?: string | null;
  youtubeUrl?: string | null;
  youtubeThumbnail?: string | null;
  youtubeTitle?: string | null;
}
