/**
 * How long what nobody needs any more is kept (issue 15 §5, docs/retention.md). Each rule runs by
 * itself: DynamoDB's time to live deletes an item some time after its `expiresAt`, and the media
 * bucket's lifecycle rules delete objects; no code scans for them. infra/lib/data.ts reads the
 * bucket's numbers from here.
 */

/** A join request an admin rejected or its referrer declined, with the email it carries. */
export const REJECTED_JOIN_REQUEST_DAYS = 30;
/** A notification, once its member has read it. */
export const READ_NOTIFICATION_DAYS = 90;
/** A raw upload that was never finalised (its finalising deletes it at once). */
export const RAW_UPLOAD_DAYS = 1;
/** Checked media no post has used: finalised, then never attached. */
export const UNUSED_MEDIA_DAYS = 7;
/** A member's "Download my data" archive (`archives/`), counted from when it was asked for (docs/archive.md). */
export const ARCHIVE_DAYS = 1;

/** The tag a finalised image or recording carries until a post uses it; the lifecycle rule reads it. */
export const UNUSED_MEDIA_TAG = { Key: 'use', Value: 'unused' } as const;

const DAY_SECONDS = 24 * 60 * 60;

/** The `expiresAt` (epoch seconds) of an item to be kept `days` from `now`. */
export const expiresAfterDays = (days: number, now: Date) => Math.floor(now.getTime() / 1000) + days * DAY_SECONDS;

/**
 * A signed media URL (functions/lib/media-signing.ts) expires at the end of the window after the one
 * it was made in: the same URL for a whole window (so browsers can cache it), alive for one to two.
 */
export const MEDIA_URL_WINDOW_SECONDS = 60 * 60;
/**
 * How every media object is served: never by a shared cache, and by a browser for no longer than
 * the shortest life of a URL that names it, so a deleted post's media is gone from browsers by then too.
 */
export const MEDIA_CACHE_CONTROL = `private, max-age=${MEDIA_URL_WINDOW_SECONDS}`;
