/**
 * POST /api/posts: a post (question or reflection) in the feed or a circle, or a reply. Words that
 * signal crisis are shared as written; the answer carries `care` for the writer's browser alone, and
 * the post enters the admins' Needs care list (docs/care.md).
 */
import { createPostSchema, createReplySchema } from '#shared/post-schemas.ts';
import { NOTIFICATION_SNIPPET_CHARS } from '#shared/limits.ts';
import { snippet } from '#shared/snippet.ts';
import { careForWriting, withCare } from '../../lib/ai/care.ts';
import { canReadPost, CIRCLE_NOT_FOUND, type CircleItem, getCircleItem } from '../../circles/items/circle.ts';
import { getPostItem, type NewPost, type PostItem } from '../items/post.ts';
import { createPost } from '../workflows/posting.ts';
import { canSeePost } from '../workflows/post-visibility.ts';
import { hydratePosts, newPostView } from '../workflows/post-view.ts';
import { getUserItem, type UserItem } from '../../lib/account.ts';
import { ACTOR_NAME } from '../../lib/notification-writes.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../lib/caller.ts';
import { parseBody, type RouteRequest } from '../../lib/handler.ts';
import { json } from '../../lib/http.ts';
import { verifyAttachments } from '../../media/workflows/attachments.ts';

export async function createPostRoute({ caller, body }: RouteRequest<Caller>) {
  const isReply = typeof body === 'object' && body !== null && (body as { type?: unknown }).type === 'reply';
  const input = isReply ? parseBody(createReplySchema, body) : parseBody(createPostSchema, body);
  const media = await verifyAttachments(input, caller.user.id);
  let circleId: string | null = null;
  let circle: CircleItem | undefined;
  if ('circleId' in input && input.circleId !== undefined && input.circleId !== null && input.circleId !== '') {
    circleId = String(input.circleId);
    // Read once, for its 404 and the answer's name: that the author is a member is the post's own
    // transaction's condition (createPost), which holds against a leave at the same moment.
    circle = await getCircleItem(circleId);
    if (!circle) throw notFound(CIRCLE_NOT_FOUND);
  }
  let notify: NewPost['notify'];
  if ('parentId' in input) {
    const parent = await getPostItem(input.parentId);
    if (!parent || !(await canSeePost(parent, caller.user.id))) throw notFound('Post not found');
    circleId = parent.circleId;
    notify = await replyNotification(parent, caller.user, input.content);
  }
  if (!input.content) throw badRequest('Content is required');
  const care = await careForWriting([input.content], { sealed: false });
  const post = await createPost({
    author: caller.user,
    type: isReply ? 'reply' : (input as { type: 'question' | 'reflection' }).type,
    content: input.content,
    parentId: 'parentId' in input ? input.parentId : null,
    circleId,
    notify,
    shareShowsWords: 'shareShowsWords' in input && input.shareShowsWords === true,
    needsCare: care !== null,
    ...media,
  });
  // Answered from what was written: its author is the caller and nothing has reacted to it yet. A
  // reply in a circle is the exception, its circle's name having been read only inside canSeePost.
  const answer = post.circleId && !circle ? (await hydratePosts([post], caller.user.id))[0]! : await newPostView(post, caller.user, circle);
  return json(201, withCare(answer, care));
}

/** The parent's author hears of a reply, unless it is their own or they turned replies off. */
async function replyNotification(parent: PostItem, replier: UserItem, content: string): Promise<NewPost['notify']> {
  if (parent.authorId === replier.id) return undefined;
  const author = await getUserItem(parent.authorId);
  if (!author || author.notifyReplies === false || !(await canReadPost(parent, author.id))) return undefined;
  return {
    userId: author.id,
    notification: {
      type: 'new_reply',
      title: 'New reflection on your post',
      message: `${ACTOR_NAME}: ${snippet(content, NOTIFICATION_SNIPPET_CHARS)}`,
      metadata: { authorName: ACTOR_NAME },
      circleId: parent.circleId,
      actorId: replier.id,
    },
  };
}
