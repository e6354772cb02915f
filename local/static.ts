/**
 * CloudFront's part, locally: the built SPA with long-lived caching for hashed assets, no caching
 * for the HTML pages, the service worker and the web app manifest, the pre-rendered public pages at their own paths and
 * index.html for every other client route. Text is compressed as CloudFront compresses it, so that
 * local measurements mean what deployed ones mean (docs/deploying.md): brotli when the client
 * accepts it, else gzip, only for the types CloudFront compresses and only between 1,000 bytes and
 * 10 MB. Every answer carries S3's strong ETag, made weak on a compressed answer as CloudFront
 * does, and a matching If-None-Match gets a 304.
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PRERENDERED_PAGES } from '#shared/prerendered.ts';

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

/**
 * The types above that are on CloudFront's list of the types it compresses. The manifest's
 * application/manifest+json is not on it: CloudFront sends it as S3 stores it, and so does this.
 */
const COMPRESSED_TYPES = new Set(['text/html', 'text/javascript', 'text/css', 'application/json', 'image/svg+xml', 'text/plain']);
const MIN_COMPRESSED_BYTES = 1_000;
const MAX_COMPRESSED_BYTES = 10_000_000;

const HASHED_ASSETS = '/assets/';
/**
 * Files at fixed names that every build rewrites, revalidated on each use as CloudFront's copies
 * are: a browser checks the worker and the installed app's manifest for updates through them.
 */
const REVALIDATED = new Set(['/sw.js', '/manifest.webmanifest']);

type Encoding = 'br' | 'gzip';
/** In the server's order of preference, which is CloudFront's. */
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Hashed assets never change, so they get the best (slowest) settings once; a page or sw.js is
 * rewritten by every build and gets quick ones. Both run on libuv's pool, never blocking requests.
 */
function compress(body: Buffer, encoding: Encoding, hashed: boolean): Promise<Buffer> {
  if (encoding === 'gzip') return gzipped(body, { level: hashed ? 9 : 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: hashed ? constants.BROTLI_MAX_QUALITY : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** One version of one file: its bytes, S3's ETag for them, and each encoding, made once on first request. */
interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  etag: string;
  encoded: Map<Encoding, Promise<Buffer>>;
}

/** The encoding an Accept-Encoding header allows, CloudFront's way: `br` first, then `gzip`; q=0 refuses. */
function negotiate(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name);
  }
  return ENCODINGS.find((encoding) => accepted.has(encoding));
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): `W/"x"` and `"x"` name the same content. */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}

export function createStaticHandler(root: string) {
  const index = join(root, 'index.html');
  const files = new Map<string, CachedFile>();
  // A build rewrites index.html: what the cache holds from the build before is dropped then, so
  // the hashed names of old builds cannot pile up in memory.
  let build = 0;

  async function load(file: string, stats: Stats): Promise<CachedFile> {
    const cached = files.get(file);
    if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached;
    const body = await readFile(file);
    // S3's ETag for a single-part upload is the MD5 of its bytes.
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    const loaded: CachedFile = { mtimeMs: stats.mtimeMs, size: stats.size, body, etag, encoded: new Map() };
    files.set(file, loaded);
    return loaded;
  }

  function encode(cached: CachedFile, encoding: Encoding, hashed: boolean): Promise<Buffer> {
    let encoded = cached.encoded.get(encoding);
    if (!encoded) {
      encoded = compress(cached.body, encoding, hashed);
      encoded.catch(() => cached.encoded.delete(encoding));
      cached.encoded.set(encoding, encoded);
    }
    return encoded;
  }

  async function send(req: IncomingMessage, res: ServerResponse, file: string, urlPath: string): Promise<void> {
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const hashed = urlPath.startsWith(HASHED_ASSETS);
    const cacheControl =
      extname(file) === '.html' || REVALIDATED.has(urlPath)
        ? 'no-cache'
        : hashed
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600';
    const cached = await load(file, statSync(file));
    const compressible =
      COMPRESSED_TYPES.has(type.split(';', 1)[0]!) && cached.size >= MIN_COMPRESSED_BYTES && cached.size <= MAX_COMPRESSED_BYTES;
    const encoding = compressible ? negotiate(req.headers['accept-encoding']) : undefined;
    const headers = {
      'cache-control': cacheControl,
      etag: encoding ? `W/${cached.etag}` : cached.etag,
      ...(compressible && { vary: 'accept-encoding' }),
    };
    if (notModified(req.headers['if-none-match'], headers.etag)) return void res.writeHead(304, headers).end();
    const body = encoding ? await encode(cached, encoding, hashed) : cached.body;
    res.writeHead(200, {
      ...headers,
      'content-type': type,
      'content-length': body.length,
      ...(encoding && { 'content-encoding': encoding }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** `urlPath`: the path as decodePath (shared/decode.ts) gives it, so never malformed nor climbing. */
  return async function serveStatic(req: IncomingMessage, res: ServerResponse, urlPath: string): Promise<void> {
    if (!existsSync(index)) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The web app has not been built yet. Run `npm run build:web` (npm start does this for you).');
      return;
    }
    const built = statSync(index).mtimeMs;
    if (built !== build) {
      files.clear();
      build = built;
    }
    // An older build without the pre-rendered file still serves its page, from index.html.
    const page = Object.hasOwn(PRERENDERED_PAGES, urlPath) ? join(root, PRERENDERED_PAGES[urlPath]!) : undefined;
    if (page && existsSync(page)) return send(req, res, page, urlPath);
    const candidate = normalize(join(root, urlPath));
    if (candidate.startsWith(root + sep) && existsSync(candidate) && statSync(candidate).isFile()) {
      return send(req, res, candidate, urlPath);
    }
    // A missing hashed asset is a real 404, not the SPA: a stale tab must not parse HTML as JS.
    if (urlPath.startsWith(HASHED_ASSETS)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    return send(req, res, index, '/index.html');
  };
}
