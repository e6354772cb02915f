/**
 * Weighted reactions: one item per member, type and post (`POST#<id>` / `REACT#<type>#<userId>`),
 * beside the post in its partition; reacting and taking one back are posts/workflows/reacting.ts.
 */
import type { ReactionType } from '#shared/types/post.ts';
import { indexKeys, type IndexKeys, type TableKey } from '../../lib/db/keys.ts';
import { INDEXES } from '../../lib/db/schema.ts';
import { postKey } from './post.ts';

/** The sort keys of a post's reactions start with this, beside the post item in its partition. */
export const REACTION_PREFIX = 'REACT#';
export const reactionKey = (postId: string, type: ReactionType, userId: string): TableKey => ({
  pk: postKey(postId).pk,
  sk: `${REACTION_PREFIX}${type}#${userId}`,
});

/**
 * byOwner: every reaction one member gave, `REACTOR#<userId>` / `<postId>#<type>`, so that erasing an
 * account finds each one to take back (privacy/workflows/erasure.ts).
 */
export const reactorPk = (userId: string) => `REACTOR#${userId}`;
export const reactionIndexKeys = (postId: string, type: ReactionType, userId: string) =>
  indexKeys(INDEXES.byOwner, reactorPk(userId), `${postId}#${type}`);

export interface ReactionItem extends TableKey, Partial<IndexKeys<typeof INDEXES.byOwner>> {
  postId: string;
  userId: string;
  type: ReactionType;
  value: number;
  updatedAt: string;
}

export const reactionItemOf = (postId: string, type: ReactionType, userId: string, value: number, updatedAt: string): ReactionItem => ({
  ...reactionKey(postId, type, userId),
  ...reactionIndexKeys(postId, type, userId),
  postId,
  userId,
  type,
  value,
  updatedAt,
});
