/**
 * YouTube previews through oEmbed. Only a YouTube video URL is accepted, and it is never fetched
 * itself: it is reduced to its video id and rebuilt as https://www.youtube.com/watch?v=<id>, then
 * handed to the configured oEmbed endpoint through the SSRF-safe fetcher.
 */
import { YOUTUBE_MESSAGES, type YoutubePreview } from '#shared/upload-schemas.ts';
import { limitMs, optionalEnv, TIME_LIMIT_ENV } from '../../lib/config.ts';
import { badRequest } from '../../lib/errors.ts';
import { SafeFetchError, safeFetch } from '../../lib/safe-fetch.ts';
import { logger } from '../../lib/logger.ts';
import { watchUrlOf, youtubeVideoId } from '../workflows/youtube-video.ts';

/** Operator configuration (trusted): YouTube's own in AWS, the local stand-in under `npm start`. */
const OEMBED_ENDPOINT = new URL(optionalEnv('YOUTUBE_OEMBED_ENDPOINT') ?? 'https://www.youtube.com/oembed');
/** How long a member's preview waits for YouTube: the fetcher's own 5 s, shortened in the tests of a silent YouTube. */
const OEMBED_TIMEOUT_MS = limitMs(TIME_LIMIT_ENV.oembed, 5_000);

const THUMBNAIL_HOSTS = new Set(['i.ytimg.com', 'img.youtube.com']);
const TITLE_MAX = 200;

const invalid = (code: string) => badRequest(YOUTUBE_MESSAGES.invalid, code);

/** A thumbnail on YouTube's image hosts (the only ones the CSP lets the page show), else its default. */
function thumbnailOf(id: string, given: unknown): string {
  if (typeof given === 'string' && URL.canParse(given)) {
    const url = new URL(given);
    if (url.protocol === 'https:' && THUMBNAIL_HOSTS.has(url.hostname)) return url.href;
  }
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}

export async function youtubePreview(input: string): Promise<YoutubePreview> {
  const id = youtubeVideoId(input);
  if (!id) throw invalid('invalid_youtube_url');
  const watchUrl = watchUrlOf(id);
  const request = new URL(OEMBED_ENDPOINT);
  request.searchParams.set('url', watchUrl);
  request.searchParams.set('format', 'json');
  let response;
  try {
    response = await safeFetch(request, { trustedOrigin: OEMBED_ENDPOINT.origin, timeoutMs: OEMBED_TIMEOUT_MS, headers: { accept: 'application/json' } });
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    // The reason only: the message names the video a member was attaching.
    logger.warn('oEmbed request failed', { reason: error.reason });
    throw invalid('youtube_preview_failed');
  }
  // 404: no such video; 401: embedding disabled; 400: not a video URL.
  if (response.status !== 200) throw invalid('youtube_preview_failed');
  let answer: { title?: unknown; thumbnail_url?: unknown };
  try {
    answer = JSON.parse(response.body.toString('utf8')) as typeof answer;
  } catch {
    throw invalid('youtube_preview_failed');
  }
  if (typeof answer !== 'object' || answer === null || typeof answer.title !== 'string' || !answer.title.trim()) {
    throw invalid('youtube_preview_failed');
  }
  return { url: watchUrl, title: answer.title.trim().slice(0, TITLE_MAX), thumbnail: thumbnailOf(id, answer.thumbnail_url) };
}
