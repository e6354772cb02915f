/**
 * Posts and replies: `POST#<id>` / `POST`, with the post's reactions in the same partition
 * (`REACT#<type>#<userId>`), so a post page is one Query plus one BatchGet for names.
 *
 * Index keys on the post item:
 * - `feedPk`/`feedSk` (feedByTime): `FEED#<yyyy-mm>` for the main feed, `CIRCLE#<id>` inside a
 *   circle, `REPLIES#<parentId>` for a reply;
 * - `impactPk`/`impact` (feedByImpact): `FEED#<yyyy>` or `CIRCLE#<id>` — top-level posts only;
 * - `ownerPk`/`ownerSk` (byOwner): `AUTHOR#<userId>`, the member's profile list.
 * Search words are items `WORD#<first two letters>` / `<word>#<postId>` written in the same
 * transaction as the post.
 */
import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { REACTION_TYPES, type Post, type PostType, type ReactionSummary, type ReactionType } from '#shared/types.ts';
import { db, tableName } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { batchGet, batchDelete } from '../db/query.ts';
import { INDEXES } from '../db/schema.ts';
import { conditionFailed, transact } from '../db/transact.ts';
import { forbidden, notFound } from '../errors.ts';
import { publicName } from '../persona.ts';
import { indexWordsOf, wordPartition } from '../search/words.ts';
import { authorOwnerPk } from './author-posts.ts';
import { type NewNotification, notificationWrites } from './notification.ts';
import { statsDelta } from './stats.ts';
import { userKey, type UserItem } from './user.ts';

export const postKey = (id: string) => ({ pk: `POST#${id}`, sk: 'POST' });
export const reactionKey = (postId: string, type: ReactionType, userId: string) => ({
  pk: `POST#${postId}`,
  sk: `REACT#${type}#${userId}`,
});

export const feedMonthPk = (iso: string) => `FEED#${iso.slice(0, 7)}`;
export const feedYearPk = (iso: string) => `FEED#${iso.slice(0, 4)}`;
export const repliesPk = (parentId: string) => `REPLIES#${parentId}`;
export const circlePk = (circleId: string) => `CIRCLE#${circleId}`;

export interface MediaFields {
  audioUrl?: string | null;
  audioDuration?: number | null;
  imageUrl?: string | null;
  youtubeUrl?: string | null;
  youtubeThumbnail?: string | null;
  youtubeTitle?: string | null;
}

export interface PostItem extends Required<MediaFields> {
  pk: string;
  sk: string;
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
  feedPk?: string;
  feedSk?: string;
  impactPk?: string;
  ownerPk?: string;
  ownerSk?: string;
  deletedAt?: string;
  [counter: `r_${string}`]: number;
}

export interface ReactionItem {
  pk: string;
  sk: string;
  postId: string;
  userId: string;
  type: ReactionType;
  value: number;
  updatedAt: string;
}

export interface NewPost extends MediaFields {
  author: UserItem;
  type: PostType;
  content: string;
  parentId?: string | null;
  circleId?: string | null;
  isAiGenerated?: boolean;
  /** Someone to notify in the same transaction (the parent's author, for a reply). */
  notify?: { userId: string; notification: NewNotification };
}

export async function getPostItem(id: string): Promise<PostItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: postKey(id) }));
  const post = Item as PostItem | undefined;
  return post && !post.deletedAt ? post : undefined;
}

/** The post item exactly as it is stored, with its index keys. */
export function postItemOf(input: NewPost, id: string, createdAt: string): PostItem {
  const isReply = input.type === 'reply';
  const inMainFeed = !isReply && !input.circleId;
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
    audioUrl: input.audioUrl ?? null,
    audioDuration: input.audioDuration ?? null,
    imageUrl: input.imageUrl ?? null,
    youtubeUrl: input.youtubeUrl ?? null,
    youtubeThumbnail: input.youtubeThumbnail ?? null,
    youtubeTitle: input.youtubeTitle ?? null,
    createdAt,
    impact: 0,
    replyCount: 0,
    // Only main-feed posts are searchable: circle content stays inside its circle.
    searchWords: inMainFeed ? indexWordsOf(input.content, publicName(input.author)) : [],
    feedPk: isReply ? repliesPk(input.parentId!) : input.circleId ? circlePk(input.circleId) : feedMonthPk(createdAt),
    feedSk: `${createdAt}#${id}`,
    ...(isReply ? {} : { impactPk: input.circleId ? circlePk(input.circleId) : feedYearPk(createdAt) }),
    ownerPk: authorOwnerPk(input.author.id),
    ownerSk: `${createdAt}#${id}`,
  };
}

/** The search-index items of a post: one per word, in the word's two-letter partition. */
export const searchWordItems = (post: Pick<PostItem, 'id' | 'createdAt' | 'searchWords'>) =>
  post.searchWords.map((word) => ({ pk: wordPartition(word), sk: `${word}#${post.id}`, postId: post.id, createdAt: post.createdAt }));

/**
 * Creates a post or reply in one transaction: the post, its search words, the author's counter,
 * the parent's reply count and the community's post count. A reply to a post that is gone is a 404.
 */
export async function createPost(input: NewPost, now = new Date()): Promise<PostItem> {
  const isReply = input.type === 'reply';
  const item = postItemOf(input, newId(now.getTime()), now.toISOString());
  const cancelled = await transact([
    { Put: { Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Update: {
        Key: userKey(input.author.id),
        UpdateExpression: `ADD ${isReply ? 'replyCount' : 'postCount'} :one`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
    isReply
      ? {
          Update: {
            Key: postKey(input.parentId!),
            UpdateExpression: 'ADD replyCount :one',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)',
            ExpressionAttributeValues: { ':one': 1 },
          },
        }
      : statsDelta({ posts: 1 }),
    ...searchWordItems(item).map((word) => ({ Put: { Item: word } })),
    ...(input.notify ? notificationWrites(input.notify.userId, { ...input.notify.notification, relatedPostId: input.parentId ?? item.id }, now) : []),
  ]);
  if (cancelled && isReply && conditionFailed(cancelled, 2)) throw notFound('Post not found');
  if (cancelled) throw new Error(`post creation cancelled: ${cancelled.join(',')}`);
  return item;
}

const summaryOf = (
  post: PostItem,
  type: ReactionType,
  viewerValue: number | null,
  users: ReactionSummary['users'],
): ReactionSummary => {
  const count = Math.max(0, Number(post[`r_${type}_count`] ?? 0));
  const totalValue = Math.max(0, Number(post[`r_${type}_total`] ?? 0));
  return {
    type,
    count,
    totalValue,
    averageValue: count ? Math.round((totalValue / count) * 10) / 10 : 0,
    userReaction: viewerValue,
    users,
  };
};

function toPost(post: PostItem, author: UserItem | undefined, reactions: ReactionSummary[], circleName: string | null): Post {
  return {
    id: post.id,
    authorId: post.authorId,
    author: { anonymousName: author ? publicName(author) : 'Anonymous Seeker', avatar: author?.avatar ?? 'earth' },
    type: post.type,
    content: post.content,
    parentId: post.parentId,
    circleId: post.circleId,
    circle: post.circleId && circleName ? { name: circleName } : null,
    isAiGenerated: post.isAiGenerated === true,
    isReported: post.isReported === true,
    audioUrl: post.audioUrl,
    audioDuration: post.audioDuration,
    imageUrl: post.imageUrl,
    youtubeUrl: post.youtubeUrl,
    youtubeThumbnail: post.youtubeThumbnail,
    youtubeTitle: post.youtubeTitle,
    createdAt: post.createdAt,
    impact: Math.max(0, post.impact ?? 0),
    reactions,
    replies: Math.max(0, post.replyCount ?? 0),
  };
}

type Keyed = { pk: string; sk: string };

/**
 * Turns post items into answers with one BatchGetItem: the authors, the circles, and the viewer's
 * own reactions. (The `users` of each summary are filled on the post page only.)
 */
export async function hydratePosts(posts: PostItem[], viewerId: string): Promise<Post[]> {
  if (!posts.length) return [];
  const keys = new Map<string, Keyed>();
  const add = (key: Keyed) => keys.set(`${key.pk}|${key.sk}`, key);
  for (const post of posts) {
    add(userKey(post.authorId));
    if (post.circleId) add({ pk: circlePk(post.circleId), sk: 'CIRCLE' });
    for (const type of REACTION_TYPES) add(reactionKey(post.id, type, viewerId));
  }
  const found = new Map((await batchGet<Keyed & Record<string, unknown>>([...keys.values()])).map((i) => [`${i.pk}|${i.sk}`, i]));
  const get = (key: Keyed) => found.get(`${key.pk}|${key.sk}`);
  return posts.map((post) => {
    const author = get(userKey(post.authorId)) as UserItem | undefined;
    const circle = post.circleId ? (get({ pk: circlePk(post.circleId), sk: 'CIRCLE' }) as { name?: string } | undefined) : undefined;
    const reactions = REACTION_TYPES.map((type) => {
      const mine = get(reactionKey(post.id, type, viewerId)) as ReactionItem | undefined;
      return summaryOf(post, type, mine?.value ?? null, []);
    });
    return toPost(post, author, reactions, circle?.name ?? null);
  });
}

/** The most recent reactors shown per type on the post page. */
const USERS_PER_TYPE = 30;

/** The post page: one Query (the post and its reactions) and one BatchGetItem (names). */
export async function getPostView(id: string, viewerId: string): Promise<Post> {
  const { Items = [] } = await db.send(
    new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `POST#${id}` } }),
  );
  const post = Items.find((i) => i.sk === 'POST') as PostItem | undefined;
  if (!post || post.deletedAt) throw notFound('Post not found');
  const reactions = (Items.filter((i) => String(i.sk).startsWith('REACT#')) as ReactionItem[]).sort((a, b) =>
    b.updatedAt.localeCompare(a.updatedAt),
  );
  const shown = REACTION_TYPES.flatMap((type) => reactions.filter((r) => r.type === type).slice(0, USERS_PER_TYPE));
  const keys = new Map<string, Keyed>();
  for (const k of [userKey(post.authorId), ...shown.map((r) => userKey(r.userId))]) keys.set(k.pk, k);
  if (post.circleId) keys.set(circlePk(post.circleId), { pk: circlePk(post.circleId), sk: 'CIRCLE' });
  const found = new Map((await batchGet<Keyed & Record<string, unknown>>([...keys.values()])).map((i) => [i.pk, i]));
  const summaries = REACTION_TYPES.map((type) =>
    summaryOf(
      post,
      type,
      reactions.find((r) => r.type === type && r.userId === viewerId)?.value ?? null,
      shown
        .filter((r) => r.type === type)
        .map((r) => ({ id: r.userId, anonymousName: publicName((found.get(`USER#${r.userId}`) ?? {}) as UserItem), value: r.value })),
    ),
  );
  const circle = post.circleId ? (found.get(circlePk(post.circleId)) as { name?: string } | undefined) : undefined;
  return toPost(post, found.get(`USER#${post.authorId}`) as UserItem | undefined, summaries, circle?.name ?? null);
}

export async function queryPosts(input: Omit<QueryCommandInput, 'TableName'>) {
  const page = await db.send(new QueryCommand({ TableName: tableName, ...input }));
  return { items: (page.Items ?? []) as PostItem[], lastKey: page.LastEvaluatedKey };
}

/** A post's replies, oldest first (a conversation reads top to bottom). */
export async function listReplies(parentId: string, limit = 200): Promise<PostItem[]> {
  const { items } = await queryPosts({
    IndexName: INDEXES.feedByTime.name,
    KeyConditionExpression: 'feedPk = :pk',
    ExpressionAttributeValues: { ':pk': repliesPk(parentId) },
    ScanIndexForward: true,
    Limit: limit,
  });
  return items;
}

/**
 * Deletes a post with everything that hangs off it. First the post disappears everywhere at once
 * (one transaction: it leaves every index and the counters drop), then its replies, reactions and
 * search words are removed; the post item itself goes last. Each step is idempotent, so a failure
 * part-way leaves a hidden post whose clean-up the next DELETE of it finishes.
 */
export async function deletePost(id: string, caller: UserItem): Promise<void> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: postKey(id) }));
  const post = Item as PostItem | undefined;
  if (!post) throw notFound('Post not found');
  if (post.authorId !== caller.id && !caller.isAdmin) throw forbidden('Only the author or an admin can delete this post.');
  await removePostTree(post);
}

async function hide(post: PostItem): Promise<void> {
  const isReply = post.type === 'reply';
  // Cancelled means already hidden by an earlier attempt (or the parent is gone): carry on with the clean-up.
  await transact([
    {
      Update: {
        Key: postKey(post.id),
        UpdateExpression: 'SET deletedAt = :now REMOVE feedPk, feedSk, impactPk, ownerPk, ownerSk',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)',
        ExpressionAttributeValues: { ':now': new Date().toISOString() },
      },
    },
    {
      Update: {
        Key: userKey(post.authorId),
        UpdateExpression: `ADD ${isReply ? 'replyCount' : 'postCount'} :minus, impactTotal :impact`,
        ExpressionAttributeValues: { ':minus': -1, ':impact': -Math.max(0, post.impact ?? 0) },
      },
    },
    isReply && post.parentId
      ? {
          Update: {
            Key: postKey(post.parentId),
            UpdateExpression: 'ADD replyCount :minus',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':minus': -1 },
          },
        }
      : isReply
        ? null
        : statsDelta({ posts: -1 }),
  ]);
}

async function removePostTree(post: PostItem): Promise<void> {
  if (!post.deletedAt) await hide(post);
  for (const reply of await listReplies(post.id, 1000)) await removePostTree(reply);
  const { Items: reactions = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :react)',
      ExpressionAttributeValues: { ':pk': `POST#${post.id}`, ':react': 'REACT#' },
      ProjectionExpression: 'pk, sk',
    }),
  );
  await batchDelete([
    ...(reactions as Keyed[]),
    ...(post.searchWords ?? []).map((word) => ({ pk: wordPartition(word), sk: `${word}#${post.id}` })),
  ]);
  await batchDelete([postKey(post.id)]);
}
