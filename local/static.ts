/**
 * CloudFront's part, locally: the built SPA with long-lived caching for hashed assets, no caching
 * for index.html and the service worker, and index.html for every client route.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const NO_CACHE = new Set(['/index.html', '/sw.js']);

export function createStaticHandler(root: string) {
  const index = join(root, 'index.html');

  async function send(res: ServerResponse, file: string, urlPath: string, method: string): Promise<void> {
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const cache = NO_CACHE.has(urlPath) || file === index
      ? 'no-cache'
      : urlPath.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=3600';
    res.writeHead(200, { 'content-type': type, 'cache-control': cache, 'content-length': statSync(file).size });
    if (method === 'HEAD') return void res.end();
    await pipeline(createReadStream(file), res);
  }

  /** `urlPath`: the path as decodePath (shared/decode.ts) gives it, so never malformed nor climbing. */
  return async function serveStatic(res: ServerResponse, urlPath: string, method: string): Promise<void> {
    if (!existsSync(index)) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The web app has not been built yet. Run `npm run build:web` (npm start does this for you).');
      return;
    }
    const candidate = normalize(join(root, urlPath));
    if (candidate.startsWith(root + sep) && existsSync(candidate) && statSync(candidate).isFile()) {
      return send(res, candidate, urlPath, method);
    }
    // A missing hashed asset is a real 404, not the SPA: a stale tab must not parse HTML as JS.
    if (urlPath.startsWith('/assets/')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    return send(res, index, '/index.html', method);
  };
}
