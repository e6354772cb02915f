/**
 * Uploads as a browser makes them: presign → POST the file to the presigned URL with FormData →
 * finalize through the API.
 */
import { expect } from 'vitest';
import type { AudioUploadResult, ImageUploadResult, PresignedUpload, UploadKind } from '#shared/upload-schemas.ts';
import type { TestClient } from './api-client.ts';

export async function presign(client: TestClient, kind: UploadKind, contentType: string, size: number) {
  return client.send<PresignedUpload & { message?: string }>('POST', '/api/upload/presign', { kind, contentType, size });
}

/** What the browser does with the presigned form: the fields, then the file, posted to the bucket. */
export async function postToBucket(upload: PresignedUpload, bytes: Uint8Array, contentType: string, fileName: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), fileName);
  const response = await fetch(upload.url, { method: 'POST', body: form });
  expect(response.status, await response.text()).toBeLessThan(300);
}

/** Presign (declaring `declared`, which a bypassing client may lie about), upload, answer the key. */
export async function uploadFile(client: TestClient, kind: UploadKind, bytes: Uint8Array, contentType: string, declared = bytes.length) {
  const presigned = await presign(client, kind, contentType, declared);
  expect(presigned.status, presigned.text).toBe(200);
  await postToBucket(presigned.json, bytes, contentType, `file.${contentType.split('/')[1]}`);
  return presigned.json.key;
}

export const finalizeImage = (client: TestClient, key: string) =>
  client.send<ImageUploadResult & { message?: string }>('POST', '/api/upload/image', { key });
export const finalizeAudio = (client: TestClient, key: string, duration: number) =>
  client.send<AudioUploadResult & { message?: string }>('POST', '/api/upload/audio', { key, duration });

/** A media URL without the signature an answer adds (functions/lib/media-signing.ts): what the post stores. */
export const mediaPathOf = (url: string) => url.split('?', 1)[0]!;

/** A signed media URL's shape: the path, then CloudFront's three parameters. */
export const SIGNED = '\\?Policy=[\\w~-]+&Signature=[\\w~-]+&Key-Pair-Id=\\w+';
