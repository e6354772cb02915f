/** Route group `previews`: YouTube link previews (a server-side fetch, so SSRF-safe). */
import { youtubePreviewSchema } from '#shared/upload-schemas.ts';
import { createGroupHandler, parseBody } from '../../lib/handler.ts';
import { json } from '../../lib/http.ts';
import { youtubePreview } from './youtube.ts';

export const handler = createGroupHandler('previews', {
  'POST /api/youtube/preview': async ({ body }) => json(200, await youtubePreview(parseBody(youtubePreviewSchema, body).url)),
});
