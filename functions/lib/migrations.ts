/**
 * Changes to what items already in the table carry, for data written before the code that needs
 * them. Each runs once per table: a marker item (`MIGRATION#<name>` / `DONE`) records it, so later
 * runs cost one GetItem each. `npm start` applies them on every start (local/stack.ts); a deployed
 * table gets them from `npm run migrate` (docs/deploying.md). Each is repeatable: a run cut short
 * is simply run again.
 */
import { GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { db, tableName } from './db/client.ts';
import { createdSk, indexKeys } from './db/keys.ts';
import { INDEXES } from './db/schema.ts';
import { LIVE_POST, monthOf, postsOfMonthPk, type PostItem } from './entities/post.ts';

const markerKey = (name: string) => ({ pk: `MIGRATION#${name}`, sk: 'DONE' });

/**
 * The admin's list of posts reads every post by month through byKind (`POSTS#<yyyy-mm>`); posts
 * written before that entry existed get it here. Hidden (deleted) posts keep none.
 */
async function indexPostsByMonth(): Promise<number> {
  let changed = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: 'begins_with(pk, :post) AND sk = :sk AND attribute_not_exists(#kindPk) AND attribute_not_exists(deletedAt)',
        ExpressionAttributeNames: { '#kindPk': INDEXES.byKind.pk },
        ExpressionAttributeValues: { ':post': 'POST#', ':sk': 'POST' },
        ExclusiveStartKey,
      }),
    );
    for (const post of (page.Items ?? []) as PostItem[]) {
      const keys = indexKeys(INDEXES.byKind, postsOfMonthPk(monthOf(post.createdAt)), createdSk(post.createdAt, post.id));
      try {
        await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { pk: post.pk, sk: post.sk },
            UpdateExpression: 'SET #kindPk = :kindPk, #kindSk = :kindSk',
            // A post deleted meanwhile stays out of every index.
            ConditionExpression: LIVE_POST,
            ExpressionAttributeNames: { '#kindPk': INDEXES.byKind.pk, '#kindSk': INDEXES.byKind.sk },
            ExpressionAttributeValues: { ':kindPk': keys[INDEXES.byKind.pk], ':kindSk': keys[INDEXES.byKind.sk] },
          }),
        );
        changed++;
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return changed;
}

const MIGRATIONS: readonly { name: string; run: () => Promise<number> }[] = [{ name: 'admin-posts-by-month', run: indexPostsByMonth }];

/** Applies the migrations this table has not had yet; answers what each changed. */
export async function applyMigrations(): Promise<{ name: string; changed: number }[]> {
  const applied: { name: string; changed: number }[] = [];
  for (const { name, run } of MIGRATIONS) {
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: markerKey(name) }));
    if (Item) continue;
    const changed = await run();
    await db.send(new PutCommand({ TableName: tableName, Item: { ...markerKey(name), at: new Date().toISOString(), changed } }));
    applied.push({ name, changed });
  }
  return applied;
}
