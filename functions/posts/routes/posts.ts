/** Route group `posts`: the feed, search, a post with its replies, creating, deleting and reporting. */
import { feedSortSchema, shareWordsSchema, reportSchema } from '#shared/post-schemas.ts';
import type { FeedPage } from '#shared/types/post.ts';
import { CIRCLE_NOT_FOUND } from '../../circles/items/circle.ts';
import { getPostItem, setShareShowsWords } from '../items/post.ts';
import { canSeePost } from '../workflows/post-visibility.ts';
import { deletePost } from '../workflows/post-deletion.ts';
import { listReplies } from '../items/post-queries.ts';
import { reportPost } from '../workflows/report.ts';
import { applyReportThresholds } from '../workflows/auto-moderation.ts';
import { getPostView, hydratePosts } from '../workflows/post-view.ts';
import { readFeedFor } from '../feed/feed.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { createGroupHandler, parseBody } from '../../lib/handler.ts';
import { json, query, queryId } from '../../lib/http.ts';
import { searchPosts } from '../search/search.ts';
import { createPostRoute } from './create-post.ts';

export const handler = createGroupHandler('posts', {
  'GET /api/posts': async ({ event, caller }) => {
    const sort = feedSortSchema.safeParse(query(event, 'sortBy') ?? 'dynamic');
    if (!sort.success) throw badRequest('Unknown sort', 'invalid_sort');
    const circleId = queryId(event, 'circleId', CIRCLE_NOT_FOUND);
    const { items, nextCursor } = await readFeedFor(caller.user.id, sort.data, query(event, 'cursor') || undefined, { circleId });
    const page: FeedPage = { posts: await hydratePosts(items, caller.user.id), nextCursor };
    return json(200, page);
  },

  'GET /api/posts/search': async ({ event, caller }) => {
    const q = (query(event, 'q') ?? '').trim();
    if (!q) return json(200, []);
    if (q.length > 200) throw badRequest('Search is limited to 200 characters');
    return json(200, await hydratePosts(await searchPosts(q), caller.user.id));
  },

  'GET /api/posts/{id}': async ({ params, caller }) => json(200, await getPostView(params.id, caller.user.id, { asAdmin: caller.user.isAdmin })),

  'GET /api/posts/{id}/replies': async ({ params, caller }) => {
    const [post, replies] = await Promise.all([getPostItem(params.id), listReplies(params.id)]);
    if (!post || !(await canSeePost(post, caller.user.id))) throw notFound('Post not found');
    return json(200, await hydratePosts(replies, caller.user.id));
  },

  'POST /api/posts': createPostRoute,

  'DELETE /api/posts/{id}': async ({ params, caller }) => {
    await deletePost(params.id, caller.user);
    return json(200, { success: true });
  },

  'PATCH /api/posts/{id}/share-words': async ({ params, caller, body }) => {
    const { shareShowsWords } = parseBody(shareWordsSchema, body);
    // Someone else's post, a reply, a circle post or none: the same 404, so nothing is confirmed.
    const post = await setShareShowsWords(params.id, caller.user.id, shareShowsWords);
    if (!post) throw notFound('Post not found');
    const [answer] = await hydratePosts([post], caller.user.id);
    return json(200, answer);
  },

  'POST /api/posts/{id}/report': async ({ params, caller, body }) => {
    await reportPost(caller.user, params.id, parseBody(reportSchema, body).reason);
    // In the request, so a post that reached a threshold is hidden (or gone) by the time the reporter looks again.
    await applyReportThresholds(params.id);
    return json(201, { success: true });
  },
});
