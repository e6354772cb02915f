/**
 * A local stand-in for YouTube's oEmbed endpoint (there is no internet here), speaking its wire
 * format: GET /oembed?url=<watch URL>&format=json → the JSON YouTube sends; 400 for a URL that is
 * not a YouTube video, 404 for a video that does not exist, 501 for another format. The tests and
 * `npm start` use it; in AWS the functions call https://www.youtube.com/oembed.
 *
 * Offline it cannot know which videos exist, so every well-formed id is a video ("YouTube video
 * <id>") except the ids in MISSING_VIDEOS; the few in VIDEOS have titles of their own.
 */
import { createServer, type Server } from 'node:http';
import { holdIdleSockets } from './idle-sockets.ts';

export const VIDEOS: Readonly<Record<string, string>> = {
  calmBreath1: 'A Five-Minute Breathing Practice',
  sunriseSit2: 'Sitting With the Sunrise',
};

export const MISSING_VIDEOS: ReadonlySet<string> = new Set(['gone0000000']);

export interface OembedStandIn {
  /** The endpoint to configure as YOUTUBE_OEMBED_ENDPOINT. */
  endpoint: string;
  close(): Promise<void>;
}

function videoIdOf(watchUrl: string | null): string | null {
  if (!watchUrl || !URL.canParse(watchUrl)) return null;
  const url = new URL(watchUrl);
  const id = url.pathname === '/watch' ? url.searchParams.get('v') : null;
  return url.hostname === 'www.youtube.com' && id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
}

export async function startOembedStandIn(): Promise<OembedStandIn> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const plain = (status: number, text: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(text);
    };
    if (req.method !== 'GET' || url.pathname !== '/oembed') return plain(404, 'Not Found');
    if ((url.searchParams.get('format') ?? 'json') !== 'json') return plain(501, 'Not Implemented');
    const id = videoIdOf(url.searchParams.get('url'));
    if (!id) return plain(400, 'Bad Request');
    if (MISSING_VIDEOS.has(id)) return plain(404, 'Not Found');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        title: VIDEOS[id] ?? `YouTube video ${id}`,
        author_name: 'Local stand-in',
        author_url: 'https://www.youtube.com/@local-stand-in',
        type: 'video',
        height: 113,
        width: 200,
        version: '1.0',
        provider_name: 'YouTube',
        provider_url: 'https://www.youtube.com/',
        thumbnail_height: 360,
        thumbnail_width: 480,
        thumbnail_url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
        html: `<iframe width="200" height="113" src="https://www.youtube.com/embed/${id}?feature=oembed" frameborder="0" allowfullscreen title="${VIDEOS[id] ?? id}"></iframe>`,
      }),
    );
  });
  holdIdleSockets(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('oEmbed stand-in did not start');
  return {
    endpoint: `http://127.0.0.1:${address.port}/oembed`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
