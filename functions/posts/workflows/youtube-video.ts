/**
 * A YouTube video's address as members paste it: its id, and the one watch URL it is rebuilt as.
 * The preview route asks oEmbed about that URL (routes/youtube.ts); a link preview never fetches a
 * video's page, which its attached player shows (link-preview.ts).
 */
const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The video id of a YouTube watch, youtu.be, shorts, embed or live URL; null for anything else. */
export function youtubeVideoId(input: string): string | null {
  const text = input.trim();
  // People paste `youtube.com/watch?v=…` without a scheme.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  if (!URL.canParse(withScheme)) return null;
  const url = new URL(withScheme);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  let id: string | null | undefined;
  if (SHORT_HOSTS.has(url.hostname)) {
    id = /^\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  } else if (WATCH_HOSTS.has(url.hostname)) {
    id = url.pathname === '/watch' ? url.searchParams.get('v') : /^\/(?:shorts|embed|live)\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

export const watchUrlOf = (id: string) => `https://www.youtube.com/watch?v=${id}`;
