/**
 * Route group `share`: GET /api/share/post/{id}, the link members copy. A small page with Open
 * Graph tags (a snippet of the content and the author's anonymous name, nothing else) that sends
 * the person on to the post; signed-out visitors land on the post's path and the app remembers it
 * for after sign-in. Anything wrong goes straight to /.
 */
import { FEED } from '#shared/limits.ts';
import { getPostItem } from '../lib/entities/post.ts';
import { getUserItem } from '../lib/entities/user.ts';
import { createGroupHandler } from '../lib/handler.ts';
import { redirect } from '../lib/http.ts';
import { appOrigin } from '../lib/origin.ts';
import { publicName } from '../lib/persona.ts';
import { logger } from '../lib/logger.ts';
import { escapeHtml } from '../lib/html.ts';

const snippet = (text: string) => (text.length > FEED.previewChars ? `${text.slice(0, FEED.previewChars).trimEnd()}…` : text);

export const handler = createGroupHandler('share', {
  'GET /api/share/post/{id}': async ({ event, params }) => {
    try {
      const post = await getPostItem(params.id!);
      // Only main-feed posts are shared outside; a circle's content stays inside the circle.
      if (!post || post.circleId) return redirect('/');
      const author = await getUserItem(post.authorId);
      const name = author ? publicName(author) : 'Anonymous Seeker';
      const target = `/posts/${encodeURIComponent(post.id)}`;
      const url = `${appOrigin(event)}${target}`;
      const title = `${name} on Seekers' Circle`;
      const description = snippet(post.content);
      const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<meta name="robots" content="noindex">
<meta property="og:type" content="article">
<meta property="og:site_name" content="Seekers' Circle">
<meta property="og:title" content="${escapeHtml(title)}">
<meta property="og:description" content="${escapeHtml(description)}">
<meta property="og:url" content="${escapeHtml(url)}">
<meta name="twitter:card" content="summary">
<meta http-equiv="refresh" content="0; url=${escapeHtml(target)}">
</head><body><p><a href="${escapeHtml(target)}">Continue to the post</a></p></body></html>`;
      return {
        statusCode: 200,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
        body,
      };
    } catch (error) {
      logger.warn('share page failed', { reason: error instanceof Error ? error.name : 'unknown' });
      return redirect('/');
    }
  },
});
