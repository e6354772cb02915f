/**
 * POST /api/upload/presign, then the file itself straight to the bucket: a presigned POST form
 * (every field it names, the file last, as S3 requires). XMLHttpRequest rather than fetch, because
 * only it reports upload progress.
 */
import type { PresignedUpload, UploadKind } from '#shared/upload-schemas.ts';
import { api } from '@/lib/api-client.ts';

export const presignUpload = (kind: UploadKind, file: Blob) =>
  api.post<PresignedUpload>('/api/upload/presign', { kind, contentType: file.type, size: file.size });

/** The bucket refused or the connection failed; the caller shows the spec's upload message. */
export class BucketUploadError extends Error {
  override readonly name = 'BucketUploadError';
}

/** Progress is a fraction from 0 to 1. */
export type OnProgress = (fraction: number) => void;

export function postToBucket(upload: PresignedUpload, file: Blob, fileName: string, onProgress?: OnProgress): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file, fileName);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', upload.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
      } else reject(new BucketUploadError(`The bucket answered ${xhr.status}`));
    };
    xhr.onerror = () => reject(new BucketUploadError('The upload did not reach the bucket'));
    xhr.onabort = () => reject(new BucketUploadError('The upload was stopped'));
    xhr.send(form);
  });
}

/** Presign, then post: the key the finalize routes take. */
export async function uploadToBucket(kind: UploadKind, file: Blob, fileName: string, onProgress?: OnProgress): Promise<string> {
  const upload = await presignUpload(kind, file);
  await postToBucket(upload, file, fileName, onProgress);
  return upload.key;
}
