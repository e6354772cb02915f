/**
 * /media/* from the media bucket, the way CloudFront serves it: only to a URL signed with the key
 * the functions sign with (functions/lib/media-signing.ts: CloudFront's own check, made here with
 * the public key), then /media/<path> is the key media/<path> (so uploads/ and anything else outside
 * media/ is never served), never sniffed, never run, cached by the browser alone and briefly.
 */
import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, type GetObjectCommandOutput, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { localVerifyingKey, verifyMediaUrl } from '../functions/lib/media-signing.ts';
import { MEDIA_CACHE_CONTROL } from '../functions/lib/retention.ts';

/** What the server needs of a request: its address as the viewer wrote it, and its Range header. */
export interface MediaRequest {
  /** Scheme, host and raw path, without the query. */
  url: string;
  query: URLSearchParams;
  /** Audio players (Safari's above all) need byte ranges. */
  range?: string;
}

export function createMediaHandler(options: { endpoint: string; bucket: string }) {
  const s3 = new S3Client({
    endpoint: options.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return async function serveMedia(res: ServerResponse, key: string, { url, query, range }: MediaRequest): Promise<void> {
    const refuse = (status: number, text: string) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
      res.end(text);
    };
    const notFound = () => refuse(404, 'Not found');
    if (!key || key.includes('..')) return notFound();
    // As CloudFront: the signature before the bucket, so an unsigned request learns nothing of what exists.
    if (!verifyMediaUrl(await localVerifyingKey(), url, query)) return refuse(403, 'Access denied');
    let object: GetObjectCommandOutput;
    try {
      object = await s3.send(
        new GetObjectCommand({ Bucket: options.bucket, Key: `media/${key}`, ...(range?.startsWith('bytes=') ? { Range: range } : {}) }),
      );
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return notFound();
      if ((error as { name?: string }).name === 'InvalidRange') {
        return refuse(416, 'Range Not Satisfiable');
      }
      throw error;
    }
    const type = object.ContentType ?? 'application/octet-stream';
    const inline = /^(image\/(png|jpeg|gif|webp)|audio\/)/.test(type);
    res.writeHead(object.ContentRange ? 206 : 200, {
      'content-type': type,
      'content-disposition': inline ? 'inline' : 'attachment',
      'x-content-type-options': 'nosniff',
      'cache-control': MEDIA_CACHE_CONTROL,
      'accept-ranges': 'bytes',
      ...(object.ContentRange ? { 'content-range': object.ContentRange } : {}),
      ...(object.ContentLength !== undefined ? { 'content-length': object.ContentLength } : {}),
    });
    await pipeline(object.Body as Readable, res);
  };
}
