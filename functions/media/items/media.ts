/**
 * Who uploaded each finalised media object: `USER#<uploaderId>` / `MEDIA#<bucket key>`, written
 * once the upload routes have stored the checked, cleaned bytes. The uploader is part of the key,
 * so "did this member upload this object?" is whether the item exists, and one BatchGetItem
 * answers it for every attachment of a post. Nothing else writes under `media/`, so the item
 * also stands for the stored object.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/db/client.ts';
import { batchDelete, batchGet } from '../../lib/db/query.ts';
import { userKey } from '../../lib/account.ts';


interface MediaItem {
  pk: string;
  sk: string;
  key: string;
  createdAt: string;
}

const mediaKey = (uploaderId: string, key: string) => ({ pk: userKey(uploaderId).pk, sk: `MEDIA#${key}` });

export async function recordUpload(uploaderId: string, key: string, now = new Date()): Promise<void> {
  const item: MediaItem = { ...mediaKey(uploaderId, key), key, createdAt: now.toISOString() };
  await db.send(new PutCommand({ TableName: tableName, Item: item }));
}

/** Which of `keys` (distinct: BatchGetItem refuses repeats) `uploaderId` uploaded; no keys, no call. */
export async function keysUploadedBy(uploaderId: string, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const items = await batchGet<MediaItem>(keys.map((key) => mediaKey(uploaderId, key)));
  return new Set(items.map((item) => item.key));
}

/** The record of an object that is gone (its post deleted). */
export const forgetUpload = (uploaderId: string, key: string): Promise<void> => batchDelete([mediaKey(uploaderId, key)]);
