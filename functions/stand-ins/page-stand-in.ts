/**
 * A local stand-in for the web pages members link to (there is no internet here): an HTTP server
 * on loopback with the pages a link preview meets — Open Graph tags, a bare <title>, redirects
 * that lead inside, an answer that is not HTML, a page far past the 512 KB read, a picture
 * carrying metadata, and words that look like markup. The tests and `npm start` use it
 * (`LINK_PREVIEW_TRUSTED_ORIGIN` names its origin, the one exemption from the address rules on a
 * first request; every redirect from it is checked like any other). It remembers the headers of
 * each path's last request and tells them at `/.seen?path=<path>`, so a test in another process
 * than the stack can see what a fetched page learns.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';
import { holdIdleSockets } from './idle-sockets.ts';

/** What the pages say, for tests and the local demo to match. */
export const PAGE_TEXT = {
  title: 'Walking Meditation: A Gentle Guide for Beginners',
  description: 'How to bring your attention to each step, from the first slow pace to the return home.',
  plainTitle: 'The Quiet Hour — notes on silence',
  plainDescription: 'A plain page without Open Graph tags, described by its meta description.',
  /** The metadata the picture carries, which no stored copy may keep. */
  pictureSecret: 'SECRET-PICTURE-LOCATION',
} as const;

/** The paths it answers, each a case a link preview must handle. */
export const PAGES = {
  article: '/articles/walking-meditation',
  plain: '/quiet-hour',
  toPrivate: '/moved-inside',
  toMetadata: '/moved-to-metadata',
  notHtml: '/report.json',
  huge: '/huge',
  late: '/late-tags',
  markup: '/markup',
  imageInside: '/image-inside',
  imageNotImage: '/image-not-image',
  picture: '/pictures/calm-lake.png',
  /** A long address and a title with a word longer than a phone is wide: the card must wrap or clamp them. */
  long: `/notes/${'an-unusually-long-address-that-keeps-going-'.repeat(4)}end`,
  missing: '/gone',
} as const;

export interface PageStandIn {
  origin: string;
  close(): Promise<void>;
}

/** Where the stand-in tells the headers `path` last received (JSON, or 404 before any). */
export const SEEN_PATH = '/.seen';

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A soft dawn gradient, 240×126 (the 1.91:1 of an Open Graph image), with the metadata a camera or
 * an editor leaves: an eXIf chunk and a text chunk, both naming a place.
 */
function picture(): Buffer {
  const [width, height] = [240, 126];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      rows.set([Math.round(250 - 90 * t), Math.round(200 - 60 * t), Math.round(150 + 60 * t)], row + 1 + x * 3);
    }
  }
  const exif = Buffer.concat([Buffer.from([0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0]), Buffer.from(PAGE_TEXT.pictureSecret, 'latin1')]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('eXIf', exif),
    chunk('tEXt', Buffer.from(`Location\0${PAGE_TEXT.pictureSecret}`, 'latin1')),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const html = (head: string, body = '<p>Read on.</p>') => `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

export async function startPageStandIn(port = 0): Promise<PageStandIn> {
  const seen = new Map<string, IncomingHttpHeaders>();
  const image = picture();
  let origin = '';
  const pages: Record<string, () => { status: number; type: string; body: string | Buffer; location?: string }> = {
    [PAGES.article]: () => ({
      status: 200,
      type: 'text/html; charset=utf-8',
      body: html(
        `<title>Walking meditation | Example</title>
<meta property="og:title" content="${PAGE_TEXT.title}">
<meta property="og:description" content="${PAGE_TEXT.description}">
<meta property="og:image" content="${PAGES.picture}">
<meta name="description" content="Not this one: Open Graph comes first.">`,
      ),
    }),
    [PAGES.plain]: () => ({
      status: 200,
      type: 'text/html',
      body: html(`<title>The Quiet Hour &#8212; notes on silence</title><meta content="${PAGE_TEXT.plainDescription}" name="description">`),
    }),
    [PAGES.toPrivate]: () => ({ status: 302, type: 'text/plain', body: '', location: `${origin}${PAGES.article}` }),
    [PAGES.toMetadata]: () => ({ status: 301, type: 'text/plain', body: '', location: 'http://169.254.169.254/latest/meta-data/' }),
    [PAGES.notHtml]: () => ({ status: 200, type: 'application/json', body: JSON.stringify({ title: 'Not a page' }) }),
    // 3 MB: the tags are in the first bytes, which is all that is read.
    [PAGES.huge]: () => ({
      status: 200,
      type: 'text/html',
      body: html(`<meta property="og:title" content="A very long page">`, `<p>${'Breathe in, breathe out. '.repeat(120_000)}</p>`),
    }),
    // Its only tags come after the first 512 KB: never read, so no preview.
    [PAGES.late]: () => ({ status: 200, type: 'text/html', body: `<!doctype html><html><body><p>${'Still here. '.repeat(50_000)}</p><title>Too late to be read</title></body></html>` }),
    [PAGES.markup]: () => ({
      status: 200,
      type: 'text/html',
      body: html(
        `<meta property="og:title" content="&lt;script&gt;alert(1)&lt;/script&gt; &amp; friends">
<meta property="og:description" content="${'A description that never ends. '.repeat(40)}">`,
      ),
    }),
    [PAGES.imageInside]: () => ({
      status: 200,
      type: 'text/html',
      body: html(`<meta property="og:title" content="A picture kept inside"><meta property="og:image" content="http://10.0.0.1/picture.png">`),
    }),
    [PAGES.imageNotImage]: () => ({
      status: 200,
      type: 'text/html',
      body: html(`<meta property="og:title" content="A picture that is a page"><meta property="og:image" content="${PAGES.plain}">`),
    }),
    [PAGES.picture]: () => ({ status: 200, type: 'image/png', body: image }),
    [PAGES.long]: () => ({
      status: 200,
      type: 'text/html',
      body: html(
        `<meta property="og:title" content="Notes from a long retreat: ${'Anapanasatisamadhibhavana'.repeat(3)} and what came after the silence ended on the ninth day">
<meta property="og:description" content="${'A description that runs on and on. '.repeat(12)}">
<meta property="og:image" content="${PAGES.picture}">`,
      ),
    }),
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    if (path === SEEN_PATH) {
      const headers = seen.get(url.searchParams.get('path') ?? '');
      res.writeHead(headers ? 200 : 404, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(headers ?? {}));
    }
    seen.set(path, req.headers);
    const page = req.method === 'GET' ? pages[path] : undefined;
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end(html('<title>Not Found</title>'));
    }
    const { status, type, body, location } = page();
    res.writeHead(status, { 'content-type': type, ...(location ? { location } : {}) });
    res.end(body);
  });
  holdIdleSockets(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('Page stand-in did not start');
  origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
