/** Query helpers: reading every page of a key condition, and batch gets in chunks of 100. */
import { BatchGetCommand, BatchWriteCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import type { TableKey } from './keys.ts';

export async function queryAll<T>(input: Omit<QueryCommandInput, 'TableName'>, limit = Infinity): Promise<T[]> {
  const items: T[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ TableName: tableName, ...input, ExclusiveStartKey }));
    items.push(...((page.Items ?? []) as T[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && items.length < limit);
  return items.slice(0, limit);
}

export type Cursor = Record<string, unknown>;

/** One page of a key condition, and where the next starts (null: that was the last). */
export async function queryPage<T>(input: Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>, limit: number, cursor: Cursor | null): Promise<{ items: T[]; next: Cursor | null }> {
  const page = await db.send(new QueryCommand({ TableName: tableName, ...input, Limit: limit, ...(cursor && { ExclusiveStartKey: cursor }) }));
  return { items: (page.Items ?? []) as T[], next: page.LastEvaluatedKey ?? null };
}

export async function batchGet<T>(keys: Record<string, unknown>[]): Promise<T[]> {
  const found: T[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tableName]: { Keys: keys.slice(i, i + 100) },
    };
    for (let attempt = 0; request && Object.keys(request).length; attempt++) {
      // A partial answer would look like missing items: fail loudly instead.
      if (attempt >= 8) throw new Error('BatchGetItem kept leaving keys unprocessed');
      if (attempt) await new Promise((r) => setTimeout(r, 25 * 2 ** attempt));
      const result = await db.send(new BatchGetCommand({ RequestItems: request }));
      found.push(...((result.Responses?.[tableName] ?? []) as T[]));
      request = result.UnprocessedKeys as typeof request;
    }
  }
  return found;
}

/**
 * Reads the items at `keys` (repeats allowed: BatchGetItem refuses them, so each is asked once) and
 * answers a lookup by key, `undefined` for an item that does not exist.
 */
export async function batchLookup(keys: TableKey[]): Promise<<T>(key: TableKey) => T | undefined> {
  const keyId = (key: TableKey) => `${key.pk}|${key.sk}`;
  const unique = [...new Map(keys.map((key) => [keyId(key), key])).values()];
  const found = new Map((await batchGet<TableKey>(unique)).map((item) => [keyId(item), item]));
  return <T>(key: TableKey) => found.get(keyId(key)) as T | undefined;
}

type WriteRequest = { DeleteRequest: { Key: Record<string, unknown> } } | { PutRequest: { Item: Record<string, unknown> } };

/** Writes in batches of 25, retrying what DynamoDB leaves unprocessed. */
async function batchWrite(requests: WriteRequest[]): Promise<void> {
  for (let i = 0; i < requests.length; i += 25) {
    let request: Record<string, WriteRequest[]> | undefined = { [tableName]: requests.slice(i, i + 25) };
    for (let attempt = 0; request && Object.keys(request).length; attempt++) {
      if (attempt >= 8) throw new Error('BatchWriteItem kept leaving items unprocessed');
      if (attempt) await new Promise((r) => setTimeout(r, 25 * 2 ** attempt));
      const result = await db.send(new BatchWriteCommand({ RequestItems: request }));
      request = result.UnprocessedItems as typeof request;
    }
  }
}

/** Deletes items in batches of 25, retrying what DynamoDB leaves unprocessed. */
export const batchDelete = (keys: Record<string, unknown>[]): Promise<void> => batchWrite(keys.map((Key) => ({ DeleteRequest: { Key } })));

/** Puts items in batches of 25, retrying what DynamoDB leaves unprocessed. */
export const batchPut = (items: object[]): Promise<void> =>
  batchWrite(items.map((Item) => ({ PutRequest: { Item: Item as Record<string, unknown> } })));
