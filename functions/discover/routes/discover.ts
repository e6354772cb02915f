/** Route group `discover`: what is moving in the community now. */
import { hydratePosts } from '../../posts/workflows/post-view.ts';
import { readTrending } from '../trending.ts';
import { createGroupHandler } from '../../lib/handler.ts';
import { json } from '../../lib/http.ts';

export const handler = createGroupHandler('discover', {
  // The same answers as the feed's, built by the same read model.
  'GET /api/discover/trending': async ({ caller }) => json(200, await hydratePosts(await readTrending(), caller.user.id)),
});
