/**
 * A presigned POST: the browser sends the file straight to the bucket (a 10 MB picture can never
 * pass through a Lambda). In S3 the policy pins the exact key, the exact Content-Type and the size
 * range, and expires in minutes; the local emulator enforces none of it, which is why the
 * finalize routes check the stored object again.
 */
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import {
  declaredUploadProblem,
  normaliseContentType,
  UPLOAD_LIMITS,
  uploadRules,
  type PresignedUpload,
  type PresignUploadInput,
} from '#shared/upload-schemas.ts';
import { badRequest } from '../../lib/errors.ts';
import { newUploadKey } from '../../lib/media.ts';
import { mediaBucket, s3 } from '../../lib/s3.ts';

export async function presignUpload(userId: string, input: PresignUploadInput): Promise<PresignedUpload> {
  const problem = declaredUploadProblem(input.kind, input.contentType, input.size);
  if (problem) throw badRequest(problem, 'invalid_upload');
  const { maxBytes } = uploadRules(input.kind);
  const contentType = normaliseContentType(input.contentType);
  const key = newUploadKey(userId);
  const { url, fields } = await createPresignedPost(s3, {
    Bucket: mediaBucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: UPLOAD_LIMITS.presignSeconds,
  });
  return { url, fields, key, maxBytes };
}
