/** /media/* from the media bucket, the way CloudFront serves it: never sniffed, never run. */
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';

export function createMediaHandler(options: { endpoint: string; bucket: string }) {
  const s3 = new S3Client({
    endpoint: options.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return async function serveMedia(res: ServerResponse, key: string): Promise<void> {
    const notFound = () => {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
      res.end('Not found');
    };
    if (!key || key.includes('..')) return notFound();
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
      const type = object.ContentType ?? 'application/octet-stream';
      const inline = /^(image\/(png|jpeg|gif|webp)|audio\/)/.test(type);
      res.writeHead(200, {
        'content-type': type,
        'content-disposition': inline ? 'inline' : 'attachment',
        'cache-control': 'public, max-age=31536000, immutable',
        ...(object.ContentLength !== undefined ? { 'content-length': object.ContentLength } : {}),
      });
      (object.Body as Readable).pipe(res);
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return notFound();
      throw error;
    }
  };
}
