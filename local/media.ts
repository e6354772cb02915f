/**
 * /media/* from the media bucket, the way CloudFront serves it: /media/<path> is the key
 * media/<path> (so uploads/ and anything else outside media/ is never served), never sniffed,
 * never run.
 */
import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, type GetObjectCommandOutput, NoSuchKey, S3Client } from '@aws-sdk/client-s3';

export function createMediaHandler(options: { endpoint: string; bucket: string }) {
  const s3 = new S3Client({
    endpoint: options.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  /** `range`: the request's Range header; audio players (Safari's above all) need byte ranges. */
  return async function serveMedia(res: ServerResponse, key: string, range?: string): Promise<void> {
    const notFound = () => {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
      res.end('Not found');
    };
    if (!key || key.includes('..')) return notFound();
    let object: GetObjectCommandOutput;
    try {
      object = await s3.send(
        new GetObjectCommand({ Bucket: options.bucket, Key: `media/${key}`, ...(range?.startsWith('bytes=') ? { Range: range } : {}) }),
      );
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return notFound();
      if ((error as { name?: string }).name === 'InvalidRange') {
        res.writeHead(416, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
        res.end('Range Not Satisfiable');
        return;
      }
      throw error;
    }
    const type = object.ContentType ?? 'application/octet-stream';
    const inline = /^(image\/(png|jpeg|gif|webp)|audio\/)/.test(type);
    res.writeHead(object.ContentRange ? 206 : 200, {
      'content-type': type,
      'content-disposition': inline ? 'inline' : 'attachment',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      ...(object.ContentRange ? { 'content-range': object.ContentRange } : {}),
      ...(object.ContentLength !== undefined ? { 'content-length': object.ContentLength } : {}),
    });
    await pipeline(object.Body as Readable, res);
  };
}
