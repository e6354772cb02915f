/**
 * Route group `share`: GET /api/share/post/{id}, the link members copy. A small page with Open
 * Graph tags that sends
 * the person on to the post; signed-out visitors land on the post's path and the app remembers it
 * for after sign-in. Anything wrong goes straight to /. The tags say only that something was shared
 * in the community, unless the post's author allowed its words in link previews (issue 15 §4):
 * then a snippet of the content and the author's anonymous name, nothing else.
 */
import { escapeHtml } from '#shared/html.ts';
import { FEED } from '#shared/limits.ts';
import { getPostItem, type PostItem } from '../items/post.ts';
import { getUserItem } from '../../lib/account.ts';
import { createGroupHandler } from '../../lib/handler.ts';
import { redirect } from '../../lib/http.ts';
import { appOrigin } from '../../lib/origin.ts';
import { personaOf } from '../../lib/persona.ts';
import { logger } from '../../lib/logger.ts';

const snippet = (text: string) => (text.length > FEED.previewChars ? `${text.slice(0, FEED.previewChars).trimEnd()}…` : text);

const PRIVATE_PREVIEW = {
  title: "A reflection shared in Seekers' Circle",
  description: "Seekers' Circle is a members-only community. Sign in to read what was shared.",
};

async function authorPreview(post: PostItem) {
  const author = await getUserItem(post.authorId);
  const name = personaOf(author).anonymousName;
  return { title: `${name} on Seekers' Circle`, description: snippet(post.content) };
}

export const handler = createGroupHandler('share', {
  'GET /api/share/post/{id}': async ({ event, params }) => {
    try {
      const post = await getPostItem(params.id);
      // Only main-feed posts are shared outside; a circle's content stays inside the circle, and a
      // post hidden for review is hidden from everyone outside too.
      if (!post || post.circleId || post.quarantinedAt) return redirect('/');
      const target = `/posts/${encodeURIComponent(post.id)}`;
      const url = `${appOrigin(event)}${target}`;
      // A link travels beyond the community: unless its author chose otherwise, the preview holds
      // neither their words nor their persona, only that something was shared here.
      const preview = post.shareShowsWords === true ? await authorPreview(post) : PRIVATE_PREVIEW;
      const { title, description } = preview;
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
