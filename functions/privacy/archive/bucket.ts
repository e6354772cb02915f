/**
 * Archives in the media bucket (object-keys.ts): fetched through a presigned GET that works for
 * minutes, and deleted by the bucket's lifecycle rule a day after they were asked for
 * (infra/lib/data.ts). The zip is one multipart upload that the archive's steps write a part each
 * of (docs/archive.md), encrypted in AWS with the KMS key (SSE-KMS: the upload names the key, and
 * only the stream worker and the archive group may use it through S3, for archives/ alone).
 */
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ARCHIVE_KMS_KEY_ENV, optionalEnv } from '../../lib/config.ts';
import { mediaBucket, objectSize, s3 } from '../../lib/s3.ts';

const kmsKeyId = optionalEnv(ARCHIVE_KMS_KEY_ENV);

const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

export async function createArchiveUpload(key: string, fileName: string): Promise<string> {
  const { UploadId } = await s3.send(
    new CreateMultipartUploadCommand({
      Bucket: mediaBucket,
      Key: key,
      ContentType: 'application/zip',
      ContentDisposition: attachment(fileName),
      CacheControl: 'private, no-store',
      ...(kmsKeyId && { ServerSideEncryption: 'aws:kms', SSEKMSKeyId: kmsKeyId }),
    }),
  );
  if (!UploadId) throw new Error('S3 made no multipart upload');
  return UploadId;
}

/** Writes (or writes again: the same number replaces it) one part; answers its ETag. */
export async function uploadArchivePart(key: string, uploadId: string, partNumber: number, body: Uint8Array): Promise<string> {
  const { ETag } = await s3.send(new UploadPartCommand({ Bucket: mediaBucket, Key: key, UploadId: uploadId, PartNumber: partNumber, Body: body }));
  if (!ETag) throw new Error('S3 answered a part without an ETag');
  return ETag;
}

/**
 * Writes the last part and joins every part into the zip; answers its size. A run after one that
 * completed it but did not live to say so finds the upload gone and the zip there: that zip is the
 * answer.
 */
export async function finishArchiveUpload(
  key: string,
  uploadId: string,
  earlier: readonly { number: number; etag: string }[],
  last: { number: number; body: Uint8Array },
): Promise<number> {
  try {
    const etag = await uploadArchivePart(key, uploadId, last.number, last.body);
    const parts = [...earlier, { number: last.number, etag }].sort((a, b) => a.number - b.number);
    await s3.send(
      new CompleteMultipartUploadCommand({
        Bucket: mediaBucket,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: { Parts: parts.map((part) => ({ PartNumber: part.number, ETag: part.etag })) },
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'NoSuchUpload') throw error;
  }
  const size = await objectSize(key);
  if (size === null) throw new Error('The archive upload completed into nothing');
  return size;
}

/** A link that fetches the zip, as an attachment, for `seconds`. */
export const presignArchive = (key: string, fileName: string, seconds: number) =>
  getSignedUrl(s3, new GetObjectCommand({ Bucket: mediaBucket, Key: key, ResponseContentDisposition: attachment(fileName), ResponseContentType: 'application/zip' }), {
    expiresIn: seconds,
  });
