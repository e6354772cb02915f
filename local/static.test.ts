/**
 * The local server's CloudFront part against a built site of its own (real files in a temp folder,
 * real HTTP): compression as CloudFront negotiates it, ETags and 304s, cache-control, the
 * pre-rendered pages' paths, and what it must refuse.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '#shared/prerendered.ts';
import { createStaticHandler } from './static.ts';

const folder = mkdtempSync(join(tmpdir(), 'seekers-static-'));
const root = join(folder, 'dist');
const text = (bytes: number, seed = 'a') => `/* ${seed} */`.padEnd(bytes, ' let x = 1;');

const INDEX = `<!doctype html><title>Shell</title>${text(2000, 'index')}`;
const PRE_REGISTRATION = `<!doctype html><title>Pre-registration</title>${text(3000, 'pre')}`;
const APP_JS = text(20_000, 'app');
const MANIFEST = JSON.stringify({ name: 'Shell', start_url: '/', display: 'standalone', description: text(1200, 'manifest') });
let server: Server;
let port: number;

beforeAll(async () => {
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, PRERENDERED_PAGES['/pre-registration']!), PRE_REGISTRATION);
  // meditation-registration.html is left out: an older build that has no such file.
  writeFileSync(join(root, 'assets', 'app-1a2b3c.js'), APP_JS);
  writeFileSync(join(root, 'assets', 'small-1a2b3c.js'), text(999));
  writeFileSync(join(root, 'assets', 'edge-1a2b3c.js'), text(1000));
  writeFileSync(join(root, 'sw.js'), text(3000, 'sw'));
  writeFileSync(join(root, 'icon.png'), Buffer.alloc(5000, 7));
  writeFileSync(join(root, 'manifest.webmanifest'), MANIFEST);
  writeFileSync(join(folder, 'secret.txt'), 'outside the site');
  const serveStatic = createStaticHandler(root);
  // The raw path, not decodePath's: the handler's own refusal of `..` is what is under test.
  server = createServer((req, res) => void serveStatic(req, res, (req.url ?? '/').split('?', 1)[0]!));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ({ port } = server.address() as AddressInfo);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * node:http with the path as given, not fetch: fetch asks for compression itself, hands back
 * decoded bytes and folds `..` away.
 */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ hostname: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decoded = ({ headers, body }: Answer) =>
  (headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString();

describe('compression, as CloudFront compresses', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
    ['', undefined],
  ])('Accept-Encoding %j gets %s', async (acceptEncoding, encoding) => {
    const answer = await get('/assets/app-1a2b3c.js', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toBe('accept-encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(decoded(answer)).toBe(APP_JS);
    if (encoding) expect(answer.body.length).toBeLessThan(APP_JS.length / 4);
  });

  it('compresses only from 1,000 bytes, and only the types CloudFront compresses', async () => {
    const br = { 'accept-encoding': 'br, gzip' };
    const small = await get('/assets/small-1a2b3c.js', br);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect((await get('/assets/edge-1a2b3c.js', br)).headers['content-encoding']).toBe('br');
    const image = await get('/icon.png', br);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.body).toEqual(Buffer.alloc(5000, 7));
    for (const path of ['/', '/pre-registration', '/sw.js']) {
      expect((await get(path, br)).headers['content-encoding'], path).toBe('br');
    }
  });

  it('answers HEAD with the headers of the GET, the compressed length included, and no body', async () => {
    const br = { 'accept-encoding': 'br' };
    const [head, full] = [await get('/assets/app-1a2b3c.js', br, 'HEAD'), await get('/assets/app-1a2b3c.js', br)];
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    expect(head.headers['content-length']).toBe(String(full.body.length));
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.headers['content-encoding']).toBe('br');
  });
});

describe('ETags and revalidation', () => {
  it('sends a strong ETag, weak on a compressed answer, and 304s a match in either form', async () => {
    const plain = await get('/assets/app-1a2b3c.js');
    const br = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'br' });
    expect(plain.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(br.headers.etag).toBe(`W/${plain.headers.etag}`);
    for (const [ifNoneMatch, headers] of [
      [plain.headers.etag!, {}],
      [br.headers.etag!, { 'accept-encoding': 'br' }],
      [br.headers.etag!, {}],
      [`"other", ${plain.headers.etag}`, { 'accept-encoding': 'gzip' }],
    ] as const) {
      const answer = await get('/assets/app-1a2b3c.js', { ...headers, 'if-none-match': ifNoneMatch });
      expect(answer.status, ifNoneMatch).toBe(304);
      expect(answer.body).toHaveLength(0);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toBe('accept-encoding');
    }
    expect((await get('/assets/app-1a2b3c.js', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('serves a rebuilt file at once: a new mtime is new content, a new ETag and a new encoding', async () => {
    const path = join(root, 'sw.js');
    const before = await get('/sw.js', { 'accept-encoding': 'br' });
    const rebuilt = text(4000, 'rebuilt');
    writeFileSync(path, rebuilt);
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    const after = await get('/sw.js', { 'accept-encoding': 'br', 'if-none-match': before.headers.etag! });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(decoded(after)).toBe(rebuilt);
  });
});

describe('paths and caching rules', () => {
  it('serves each pre-rendered page from its own file, and an older build\'s missing one from index.html', async () => {
    expect((await get('/')).body.toString()).toBe(INDEX);
    expect((await get('/pre-registration')).body.toString()).toBe(PRE_REGISTRATION);
    expect((await get('/meditation-registration')).body.toString()).toBe(INDEX);
    expect((await get('/circles/42')).body.toString()).toBe(INDEX);
    for (const path of ['/', '/pre-registration', '/meditation-registration', '/circles/42', '/index.html', '/sw.js']) {
      expect((await get(path)).headers['cache-control'], path).toBe('no-cache');
    }
    expect((await get('/pre-registration')).headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('serves the web app manifest as application/manifest+json, uncompressed as CloudFront sends it, revalidated like the pages', async () => {
    const answer = await get('/manifest.webmanifest', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/manifest+json');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(MANIFEST);
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    expect((await get('/assets/app-1a2b3c.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/icon.png')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing hashed asset with a 404, never the page', async () => {
    const answer = await get('/assets/gone-0000.js', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe('Not found');
  });

  it.each(['/../secret.txt', '/assets/../../secret.txt', '/assets/../../dist/../secret.txt'])('never serves %s from outside the site', async (path) => {
    const answer = await get(path);
    expect(answer.body.toString()).not.toContain('outside the site');
    expect([200, 404]).toContain(answer.status);
  });
});
