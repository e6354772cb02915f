/**
 * Lists of posts read from the indexes: a page of any post partition (the feed walks these in
 * feed/feed.ts), a post's replies (feedByTime, `REPLIES#<postId>`) and a member's posts and replies
 * (byOwner, `AUTHOR#<userId>`).
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { PostSummary } from '#shared/types/post.ts';
import { db, tableName } from '../../lib/db/client.ts';
import { keyCondition } from '../../lib/db/keys.ts';
import { queryAll } from '../../lib/db/query.ts';
import { INDEXES } from '../../lib/db/schema.ts';
import { authorPk, repliesPk, type PostItem, hiddenFrom } from './post.ts';

export async function queryPosts(input: Omit<QueryCommandInput, 'TableName'>) {
  const page = await db.send(new QueryCommand({ TableName: tableName, ...input }));
  return { items: (page.Items ?? []) as PostItem[], lastKey: page.LastEvaluatedKey };
}

/** A post's replies, oldest first (a conversation reads top to bottom). */
export async function listReplies(parentId: string, limit = 200): Promise<PostItem[]> {
  const { items } = await queryPosts({ ...keyCondition(INDEXES.feedByTime, repliesPk(parentId)), ScanIndexForward: true, Limit: limit });
  return items;
}

/** A member's posts and replies, newest first. */
export async function listPostsByAuthor(userId: string, viewerId: string, limit = 50): Promise<PostSummary[]> {
  const items = await queryAll<PostItem>({ ...keyCondition(INDEXES.byOwner, authorPk(userId)), ScanIndexForward: false, Limit: limit }, limit);
  return items.filter((item) => !hiddenFrom(item, viewerId)).map((item) => ({
    id: item.id,
    type: item.type,
    content: item.content,
    parentId: item.parentId ?? null,
    circleId: item.circleId ?? null,
    createdAt: item.createdAt,
  }));
}
