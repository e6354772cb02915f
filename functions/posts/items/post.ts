/**
 * Posts and replies, `POST#<id>` / `POST`: their keys, the item as it is stored, reading one
 * (creating one is posts/workflows/posting.ts).
 * The post's reactions share its partition (posts/items/reaction.ts), so a post page is one Query.
 *
 * Index keys on the post item:
 * - feedByTime: `FEED#<yyyy-mm>` for the main feed, `CIRCLE#<id>` inside a circle,
 *   `REPLIES#<parentId>` for a reply;
 * - feedByImpact: `FEED#<yyyy>` or `CIRCLE#<id>` — top-level posts only;
 * - byOwner: `AUTHOR#<userId>`, the member's profile list;
 * - byKind: `POSTS#<yyyy-mm>`, every post and reply of a month wherever it is (the admin's list).
 * Its search postings (search/postings.ts) are written in its creating transaction. Answers are
 * built in workflows/post-view.ts, lists read in post-queries.ts, and a post is deleted in
 * workflows/post-deletion.ts.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { FORMER_MEMBER, type PostType, type ReactionType } from '#shared/types/post.ts';
import { db, tableName } from '../../lib/db/client.ts';
import { ITEM_EXISTS, type IndexKeys, type TableKey } from '../../lib/db/keys.ts';
import { INDEXES } from '../../lib/db/schema.ts';
import { ifCondition } from '../../lib/db/transact.ts';
import { update, updateOf } from '../../lib/db/update.ts';
import { type NewNotification } from '../../lib/notification-writes.ts';
import { type UserItem } from '../../lib/account.ts';
import { type MediaFields } from '../../lib/media.ts';

export const postKey = (id: string): TableKey => ({ pk: `POST#${id}`, sk: 'POST' });

/** The main feed's partition for a time bucket: a month (`yyyy-mm`) on feedByTime, a year (`yyyy`) on feedByImpact. */
export const mainFeedPk = (bucket: string) => `FEED#${bucket}`;
export const monthOf = (iso: string) => iso.slice(0, 7);
export const yearOf = (iso: string) => iso.slice(0, 4);
export const repliesPk = (parentId: string) => `REPLIES#${parentId}`;
export const authorPk = (userId: string) => `AUTHOR#${userId}`;
export const postsOfMonthPk = (month: string) => `POSTS#${month}`;
/** Months without a post before a newest-first walk through month partitions decides the list has ended. */
export const EMPTY_MONTHS_TO_END = 12;
export const previousMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/** The index attributes a post carries: removing them takes it out of every list at once. */
export const POST_INDEX_ATTRIBUTES = [
  INDEXES.feedByTime.pk,
  INDEXES.feedByTime.sk,
  INDEXES.feedByImpact.pk,
  INDEXES.byOwner.pk,
  INDEXES.byOwner.sk,
  INDEXES.byKind.pk,
  INDEXES.byKind.sk,
] as const;

/** How many reactions of one type the post has (its counters are kept by posts/items/reaction.ts). */
export const reactionCount = (post: PostItem, type: ReactionType) => Math.max(0, Number(post[`r_${type}_count`] ?? 0));

/** A write to a post that is there and not deleted. */
export const LIVE_POST = `${ITEM_EXISTS} AND attribute_not_exists(deletedAt)`;

type PostIndexKeys = IndexKeys<typeof INDEXES.feedByTime> &
  IndexKeys<typeof INDEXES.byOwner> &
  IndexKeys<typeof INDEXES.byKind> &
  Record<typeof INDEXES.feedByImpact.pk, string>;

export interface PostItem extends Required<MediaFields>, TableKey, Partial<PostIndexKeys> {
  id: string;
  authorId: string;
  type: PostType;
  content: string;
  parentId: string | null;
  circleId: string | null;
  isAiGenerated: boolean;
  isReported: boolean;
  createdAt: string;
  impact: number;
  replyCount: number;
  searchWords: string[];
  /** The sound keys of `searchWords` (search/sound-key.ts); absent on posts from before them until the migration. */
  searchKeys?: string[];
  /** The first web address in its words (posts/workflows/link-preview.ts); absent on posts from before link previews. */
  linkUrl?: string | null;
  /** The preview of that page, written once after the post by the stream worker: no title, no preview. */
  linkTitle?: string;
  linkDescription?: string;
  /** The page's image as the server stored it (a media URL, like an uploaded image's). */
  linkThumbnail?: string;
  /** When the stream worker looked at `linkUrl`, whatever came of it: it looks once. */
  linkCheckedAt?: string;
  /** The author allowed the post's words on its shared link's page (absent: not allowed). */
  shareShowsWords?: boolean;
  deletedAt?: string;
  /** Hidden for review by auto-moderation (issue 31 §3): its author and admins still see it. */
  quarantinedAt?: string;
  [counter: `r_${string}`]: number;
}

export interface NewPost extends MediaFields {
  author: UserItem;
  type: PostType;
  content: string;
  parentId?: string | null;
  circleId?: string | null;
  isAiGenerated?: boolean;
  shareShowsWords?: boolean;
  /** Someone to notify in the same transaction (the parent's author, for a reply). */
  notify?: { userId: string; notification: NewNotification };
  /** The words signalled crisis: the post enters the admins' Needs care list with it (care.ts). */
  needsCare?: boolean;
}

export async function getPostItem(id: string): Promise<PostItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: postKey(id) }));
  const post = Item as PostItem | undefined;
  return post && !post.deletedAt ? post : undefined;
}

/**
 * The author's public counters count main-feed posts and their replies only: a member's profile
 * stats are shown to everyone, and a circle's content stays inside the circle (docs/decisions.md).
 * A post kept after its author erased their account counts on no one's.
 */
export const countsOnProfile = (post: { circleId: string | null; authorId: string }) => !post.circleId && post.authorId !== FORMER_MEMBER.id;

/**
 * The author's choice for the post's shared link (issue 15 §4). Answers false for a post that is not
 * the author's (or gone), so the route can answer as for a missing one; a circle post or a reply is
 * never shown outside, so it cannot be turned on there.
 */
export async function setShareShowsWords(id: string, authorId: string, on: boolean): Promise<PostItem | null> {
  const written = await ifCondition(
    update(
      updateOf(postKey(id), on ? { set: { shareShowsWords: true } } : { remove: ['shareShowsWords'] }, {
        if: `${LIVE_POST} AND authorId = :author AND attribute_type(parentId, :null) AND attribute_type(circleId, :null)`,
        values: { ':author': authorId, ':null': 'NULL' },
      }),
      'ALL_NEW',
    ),
  );
  return written && (written.Attributes as PostItem);
}

/** A post hidden for review by auto-moderation (issue 31 §3) is seen by nobody but its author. */
export const hiddenFrom = (post: Pick<PostItem, 'authorId' | 'quarantinedAt'>, viewerId: string) => !!post.quarantinedAt && post.authorId !== viewerId;
