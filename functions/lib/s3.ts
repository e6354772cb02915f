/**
 * The media bucket: one S3 client per module load, pointed at the local emulator when S3_ENDPOINT
 * is set (path-style, so that presigned URLs are plain http://127.0.0.1:<port>/<bucket>).
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListObjectVersionsCommand,
  PutObjectCommand,
  PutObjectTaggingCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { MEDIA_CACHE_CONTROL, UNUSED_MEDIA_TAG } from './retention.ts';
import { optionalEnv, requireEnv } from './config.ts';

const endpoint = optionalEnv('S3_ENDPOINT');

export const mediaBucket = requireEnv('MEDIA_BUCKET');

export const s3 = new S3Client(
  endpoint
    ? {
        endpoint,
        forcePathStyle: true,
        region: process.env.AWS_REGION ?? 'us-east-1',
        // The emulator's fixed account; it checks neither signatures nor policies.
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }
    : {},
);

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** The stored object's size, or null when there is no such object. */
export async function objectSize(key: string): Promise<number | null> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: mediaBucket, Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** The object's first `limit` bytes, or null when it is gone. */
export async function readObject(key: string, limit: number): Promise<Uint8Array | null> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: mediaBucket, Key: key, Range: `bytes=0-${limit - 1}` }));
    return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
  } catch (error) {
    if (isNotFound(error)) return null;
    // An empty object has no byte 0 to start a range at.
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 416) return new Uint8Array();
    throw error;
  }
}

export async function writeObject(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: mediaBucket,
      Key: key,
      Body: body,
      ContentType: contentType,
      ContentDisposition: 'inline',
      // Never a shared cache, and a browser no longer than a signed URL of it lives (media-signing.ts).
      CacheControl: MEDIA_CACHE_CONTROL,
    }),
  );
}

export async function deleteObject(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: mediaBucket, Key: key }));
}

/**
 * Deletes an object and every version the bucket keeps of it (infra/lib/data.ts: the bucket is
 * versioned), so that nothing can bring it back: a deleted post's media, an erased member's files.
 * The plain delete first, then whatever versions and delete markers are left. The local emulator
 * keeps no versions and refuses the listing (MethodNotAllowed, which S3 never answers a bucket's
 * own role): then the plain delete was all of it.
 */
export async function deleteObjectForGood(key: string): Promise<void> {
  await deleteObject(key);
  let listed;
  try {
    listed = await s3.send(new ListObjectVersionsCommand({ Bucket: mediaBucket, Prefix: key }));
  } catch (error) {
    if ((error as { name?: string }).name === 'MethodNotAllowed') return;
    throw error;
  }
  const { Versions = [], DeleteMarkers = [] } = listed;
  for (const { Key, VersionId } of [...Versions, ...DeleteMarkers]) {
    if (Key === key && VersionId && VersionId !== 'null') await s3.send(new DeleteObjectCommand({ Bucket: mediaBucket, Key, VersionId }));
  }
}

/** Deletes every object under a prefix (an erased member's archives) for good, a listing page at a time. */
export async function deleteObjectsUnder(prefix: string): Promise<void> {
  let ContinuationToken: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: mediaBucket, Prefix: prefix, ContinuationToken }));
    for (const object of page.Contents ?? []) if (object.Key) await deleteObjectForGood(object.Key);
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
}

/**
 * Marks stored media as not yet used by any post: the bucket's lifecycle rule deletes it a week
 * later unless `markUsed` comes first (docs/retention.md). A tag of its own rather than PutObject's
 * `Tagging`, which the local S3 emulator ignores.
 */
export async function markUnused(key: string): Promise<void> {
  await s3.send(new PutObjectTaggingCommand({ Bucket: mediaBucket, Key: key, Tagging: { TagSet: [UNUSED_MEDIA_TAG] } }));
}

/** A post uses the media now: it is kept. (An empty tag set rather than DeleteObjectTagging, which the local emulator lacks.) */
export async function markUsed(key: string): Promise<void> {
  await s3.send(new PutObjectTaggingCommand({ Bucket: mediaBucket, Key: key, Tagging: { TagSet: [] } }));
}
