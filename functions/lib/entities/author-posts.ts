/**
 * A member's posts and replies, newest first, through byOwner (`ownerPk = AUTHOR#<userId>`).
 * Posts are written by the content feature; every post and reply item carries these keys.
 */
import type { PostSummary } from '#shared/types.ts';
import { queryAll } from '../db/query.ts';
import { INDEXES } from '../db/schema.ts';

export const authorOwnerPk = (userId: string) => `AUTHOR#${userId}`;

interface AuthoredItem extends PostSummary {
  pk: string;
  sk: string;
}

export async function listPostsByAuthor(userId: string, limit = 50): Promise<PostSummary[]> {
  const items = await queryAll<AuthoredItem>(
    {
      IndexName: INDEXES.byOwner.name,
      KeyConditionExpression: 'ownerPk = :pk',
      ExpressionAttributeValues: { ':pk': authorOwnerPk(userId) },
      ScanIndexForward: false,
      Limit: limit,
    },
    limit,
  );
  return items.map((item) => ({
    id: item.id,
    type: item.type,
    content: item.content,
    parentId: item.parentId ?? null,
    circleId: item.circleId ?? null,
    createdAt: item.createdAt,
  }));
}
