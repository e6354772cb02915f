/**
 * Posting: a post or reply and everything that must stand or fall with it, in one transaction — its
 * search postings, its author's and the community's counters or its parent's reply count, in a
 * circle the condition that the author is a member (circles' item) and the circle's count of the
 * day, the first page of its announcement, and for words that signal crisis its place under Needs
 * care.
 */
import { newId } from '../../lib/db/ids.ts';
import { createdSk, indexKeys, ITEM_ABSENT, ITEM_EXISTS } from '../../lib/db/keys.ts';
import { INDEXES, STREAM_EVENT_ATTRIBUTE, STREAM_EVENTS } from '../../lib/db/schema.ts';
import { transact, TransactionCancelled } from '../../lib/db/transact.ts';
import { updateOf } from '../../lib/db/update.ts';
import { notFound } from '../../lib/errors.ts';
import { postingItems } from '../search/postings.ts';
import { searchIndexOf } from '../search/words.ts';
import { announcePageWrite } from '../items/announce-page.ts';
import { careItemWrite } from '../items/care-item.ts';
import { firstWebAddress } from './link-preview.ts';
import { circleDayPostsWrite, circleMemberCheck, circlePk, notACircleMember } from '../../circles/items/circle.ts';
import { notificationWrites } from '../../lib/notification-writes.ts';
import { dayStatsDelta, statsDelta, utcDay } from '../../lib/stats.ts';
import { userKey } from '../../lib/account.ts';
import { authorPk, countsOnProfile, LIVE_POST, mainFeedPk, monthOf, type NewPost, type PostItem, postKey, postsOfMonthPk, repliesPk, yearOf } from '../items/post.ts';

/** The post item exactly as it is stored, with its index keys. */
export function postItemOf(input: NewPost, id: string, createdAt: string): PostItem {
  const isReply = input.type === 'reply';
  const inMainFeed = !isReply && !input.circleId;
  const sk = createdSk(createdAt, id);
  const feed = isReply ? repliesPk(input.parentId!) : input.circleId ? circlePk(input.circleId) : mainFeedPk(monthOf(createdAt));
  return {
    ...postKey(id),
    id,
    authorId: input.author.id,
    type: input.type,
    content: input.content,
    parentId: input.parentId ?? null,
    circleId: input.circleId ?? null,
    isAiGenerated: input.isAiGenerated === true,
    isReported: false,
    // Only a main-feed post is ever shared outside; circle posts and replies never show their words.
    ...(input.shareShowsWords && inMainFeed ? { shareShowsWords: true } : {}),
    audioUrl: input.audioUrl ?? null,
    audioDuration: input.audioDuration ?? null,
    imageUrl: input.imageUrl ?? null,
    youtubeUrl: input.youtubeUrl ?? null,
    youtubeThumbnail: input.youtubeThumbnail ?? null,
    youtubeTitle: input.youtubeTitle ?? null,
    // Its page is previewed after the request, by the stream worker (link-preview.ts).
    linkUrl: firstWebAddress(input.content),
    createdAt,
    impact: 0,
    replyCount: 0,
    // Only main-feed posts are searchable: circle content stays inside its circle.
    ...searchIndexOf(inMainFeed ? input.content : ''),
    ...indexKeys(INDEXES.feedByTime, feed, sk),
    ...(isReply ? {} : { [INDEXES.feedByImpact.pk]: input.circleId ? circlePk(input.circleId) : mainFeedPk(yearOf(createdAt)) }),
    ...indexKeys(INDEXES.byOwner, authorPk(input.author.id), sk),
    ...indexKeys(INDEXES.byKind, postsOfMonthPk(monthOf(createdAt)), sk),
  };
}

/**
 * Creates a post or reply in one transaction: the post, its search postings, the author's counter,
 * the parent's reply count and the community's post count; in a circle, the condition that the
 * author is a member (the one check of it when posting: the route reads only the circle) and the
 * circle's count of the day's posts; for words that signal crisis, its place under Needs care. A
 * reply to a post that is gone is a 404; a circle post by someone not in the circle a 403.
 */
export async function createPost(input: NewPost, now = new Date()): Promise<PostItem> {
  const isReply = input.type === 'reply';
  const item = postItemOf(input, newId(now.getTime()), now.toISOString());
  const author = userKey(input.author.id);
  const cancelled = await transact({
    // Its words are checked after the request by auto-moderation (admin/workflows/auto-moderation.ts).
    post: { Put: { Item: { ...item, [STREAM_EVENT_ATTRIBUTE]: STREAM_EVENTS.newPost }, ConditionExpression: ITEM_ABSENT } },
    author: countsOnProfile(item)
      ? { Update: updateOf(author, { add: { [isReply ? 'replyCount' : 'postCount']: 1 } }, ITEM_EXISTS) }
      : { ConditionCheck: { Key: author, ConditionExpression: ITEM_EXISTS } },
    parent: isReply ? { Update: updateOf(postKey(input.parentId!), { add: { replyCount: 1 } }, LIVE_POST) } : null,
    stats: isReply ? null : statsDelta({ posts: 1 }),
    member: item.circleId ? circleMemberCheck(item.circleId, item.authorId) : null,
    circleDay: item.circleId && !isReply ? circleDayPostsWrite(item.circleId, item.createdAt, 1) : null,
    postings: postingItems(item).map((posting) => ({ Put: { Item: posting } })),
    // Its members hear of a new post after the request, page by page (post-announcement.ts).
    announcement: isReply ? null : announcePageWrite(item.id, 0, null, now),
    dayStats: isReply ? null : dayStatsDelta(utcDay(now), { posts: 1 }),
    care: input.needsCare ? careItemWrite(item) : null,
    notice: input.notify
      ? notificationWrites(input.notify.userId, { ...input.notify.notification, relatedPostId: input.parentId ?? item.id, quotesPostId: item.id }, now)
      : null,
  });
  if (cancelled?.failed.has('parent')) throw notFound('Post not found');
  if (cancelled?.failed.has('member')) throw notACircleMember();
  if (cancelled) throw new TransactionCancelled('post creation', cancelled);
  return item;
}
