/**
 * The read model of posts: stored post items turned into the answers members see (`Post`), with
 * their authors' persona names, the circle's name, the reaction summaries and the viewer's own
 * reactions, each page in one BatchGetItem. Its image and recording come as URLs signed for this
 * answer (media-signing.ts): whoever may read the post may fetch them for a while, nobody else.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { REACTION_TYPES, type Post, type ReactionSummary, type ReactionType } from '#shared/types/post.ts';
import { db, tableName } from '../../lib/db/client.ts';
import { keyCondition, type TableKey } from '../../lib/db/keys.ts';
import { batchGet, batchLookup } from '../../lib/db/query.ts';
import { KEY } from '../../lib/db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { mediaSigner, type MediaSigner } from '../../lib/media-signing.ts';
import { shownMember } from '../../lib/persona.ts';
import { circleKey, memberKey, type CircleItem } from '../../circles/items/circle.ts';
import { postKey, reactionCount, type PostItem, hiddenFrom } from '../items/post.ts';
import { REACTION_PREFIX, reactionKey, type ReactionItem } from '../items/reaction.ts';
import { userKey, type UserItem } from '../../lib/account.ts';

const summaryOf = (
  post: PostItem,
  type: ReactionType,
  viewerValue: number | null,
  users: ReactionSummary['users'],
): ReactionSummary => {
  const count = reactionCount(post, type);
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

function toPost(post: PostItem, author: UserItem | undefined, reactions: ReactionSummary[], circleName: string | null, sign: MediaSigner): Post {
  const { id: authorId, ...persona } = shownMember(post.authorId, author);
  return {
    id: post.id,
    authorId,
    author: persona,
    type: post.type,
    content: post.content,
    parentId: post.parentId,
    circleId: post.circleId,
    circle: post.circleId && circleName ? { name: circleName } : null,
    isAiGenerated: post.isAiGenerated === true,
    isReported: post.isReported === true,
    shareShowsWords: post.shareShowsWords === true,
    audioUrl: sign(post.audioUrl),
    audioDuration: post.audioDuration,
    imageUrl: sign(post.imageUrl),
    youtubeUrl: post.youtubeUrl,
    youtubeThumbnail: post.youtubeThumbnail,
    youtubeTitle: post.youtubeTitle,
    linkUrl: post.linkUrl ?? null,
    linkTitle: post.linkTitle ?? null,
    linkDescription: post.linkDescription ?? null,
    linkThumbnail: sign(post.linkThumbnail ?? null),
    linkPreview: !!post.linkTitle,
    createdAt: post.createdAt,
    impact: Math.max(0, post.impact ?? 0),
    reactions,
    replies: Math.max(0, post.replyCount ?? 0),
    ...(post.quarantinedAt ? { quarantined: true } : {}),
  };
}

/**
 * Turns post items into answers with one BatchGetItem: the authors, the circles, and the viewer's
 * own reactions. (The `users` of each summary are filled on the post page only.) A post hidden for
 * review is left out unless it is the viewer's own, or `asAdmin` (the Reports tab) reads it.
 */
export async function hydratePosts(read: PostItem[], viewerId: string, { asAdmin = false } = {}): Promise<Post[]> {
  const posts = asAdmin ? read : read.filter((post) => !hiddenFrom(post, viewerId));
  if (!posts.length) return [];
  const keys = new Map<string, TableKey>();
  const add = (key: TableKey) => keys.set(`${key.pk}|${key.sk}`, key);
  for (const post of posts) {
    add(userKey(post.authorId));
    if (post.circleId) add(circleKey(post.circleId));
    for (const type of REACTION_TYPES) add(reactionKey(post.id, type, viewerId));
  }
  const [items, sign] = await Promise.all([batchGet<TableKey & Record<string, unknown>>([...keys.values()]), mediaSigner()]);
  const found = new Map(items.map((i) => [`${i.pk}|${i.sk}`, i]));
  const get = (key: TableKey) => found.get(`${key.pk}|${key.sk}`);
  return posts.map((post) => {
    const author = get(userKey(post.authorId)) as UserItem | undefined;
    const circle = post.circleId ? (get(circleKey(post.circleId)) as CircleItem | undefined) : undefined;
    const reactions = REACTION_TYPES.map((type) => {
      const mine = get(reactionKey(post.id, type, viewerId)) as ReactionItem | undefined;
      return summaryOf(post, type, mine?.value ?? null, []);
    });
    return toPost(post, author, reactions, circle?.name ?? null, sign);
  });
}

/**
 * A post just created, answered from what was written instead of read back: `author` is the one
 * who wrote it (as the gate read them), `circle` the circle it was written in, and nothing has
 * reacted to it yet. The same answer hydratePosts would give.
 */
export async function newPostView(post: PostItem, author: UserItem, circle: CircleItem | undefined): Promise<Post> {
  const reactions = REACTION_TYPES.map((type) => summaryOf(post, type, null, []));
  return toPost(post, author, reactions, circle?.name ?? null, await mediaSigner());
}

/** The most recent reactors shown per type on the post page. */
const USERS_PER_TYPE = 30;

/** The post page: one Query (the post and its reactions) and one BatchGetItem (names). An admin also sees a post hidden for review. */
export async function getPostView(id: string, viewerId: string, { asAdmin = false } = {}): Promise<Post> {
  const key = postKey(id);
  const { Items = [] } = await db.send(new QueryCommand({ TableName: tableName, ...keyCondition(KEY, key.pk) }));
  const post = Items.find((i) => i.sk === key.sk) as PostItem | undefined;
  if (!post || post.deletedAt || (!asAdmin && hiddenFrom(post, viewerId))) throw notFound('Post not found');
  const reactions = (Items.filter((i) => String(i.sk).startsWith(REACTION_PREFIX)) as ReactionItem[]).sort((a, b) =>
    b.updatedAt.localeCompare(a.updatedAt),
  );
  const shown = REACTION_TYPES.flatMap((type) => reactions.filter((r) => r.type === type).slice(0, USERS_PER_TYPE));
  // A circle post's names, its circle and the viewer's membership come in the one BatchGetItem:
  // nothing read is answered unless the viewer is in the circle.
  const get = await batchLookup([
    userKey(post.authorId),
    ...shown.map((r) => userKey(r.userId)),
    ...(post.circleId ? [circleKey(post.circleId), memberKey(post.circleId, viewerId)] : []),
  ]);
  // A circle's post is as absent to someone outside the circle (or of a deleted one) as a post that does not exist.
  if (post.circleId && !(get(memberKey(post.circleId, viewerId)) && get(circleKey(post.circleId)))) throw notFound('Post not found');
  const summaries = REACTION_TYPES.map((type) =>
    summaryOf(
      post,
      type,
      reactions.find((r) => r.type === type && r.userId === viewerId)?.value ?? null,
      shown
        .filter((r) => r.type === type)
        .map((r) => {
          const { id, anonymousName } = shownMember(r.userId, get<UserItem>(userKey(r.userId)));
          return { id, anonymousName, value: r.value };
        }),
    ),
  );
  const circle = post.circleId ? get<CircleItem>(circleKey(post.circleId)) : undefined;
  return toPost(post, get<UserItem>(userKey(post.authorId)), summaries, circle?.name ?? null, await mediaSigner());
}
