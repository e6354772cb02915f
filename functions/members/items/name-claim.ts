/**
 * Persona names' claims (issue 30 §5): `NAME#<nameKey>` / `CLAIM` with the holder's `userId`, one
 * item per name as the community tells names apart (shared/persona-names.ts). A persona takes its
 * name by writing the claim `attribute_not_exists` (or already its own) in the same transaction as
 * the persona itself, so of two members claiming one name at once exactly one wins; the user item
 * keeps the key it holds (`nameClaim`), so a rename and an erasure release it without a read.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { NAME_TAKEN, NAME_TAKEN_CODE, nameKey } from '#shared/persona-names.ts';
import { db, tableName } from '../../lib/db/client.ts';
import { ITEM_ABSENT, type TableKey } from '../../lib/db/keys.ts';
import type { TransactItem } from '../../lib/db/transact.ts';
import { conflict } from '../../lib/errors.ts';

export const nameClaimKey = (key: string): TableKey => ({ pk: `NAME#${key}`, sk: 'CLAIM' });

export interface NameClaimItem extends TableKey {
  userId: string;
}

/** Who holds a name's claim, if anyone (read consistently: it decides a refusal). */
async function holderOf(key: string): Promise<string | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: nameClaimKey(key), ConsistentRead: true }));
  return (Item as NameClaimItem | undefined)?.userId;
}

/** The claim of a name for `userId`, written only while no one else holds it. */
export const claimWrite = (key: string, userId: string): TransactItem => ({
  Put: {
    Item: { ...nameClaimKey(key), userId } satisfies NameClaimItem,
    ConditionExpression: `${ITEM_ABSENT} OR userId = :me`,
    ExpressionAttributeValues: { ':me': userId },
  },
});

/** Giving a held name back: only the holder's claim is removed. */
export const releaseWrite = (key: string, userId: string): TransactItem => ({
  Delete: { Key: nameClaimKey(key), ConditionExpression: 'userId = :me', ExpressionAttributeValues: { ':me': userId } },
});

export interface NameChange {
  /** The key the persona holds after the change (the user item's `nameClaim`). */
  nameClaim: string;
  /** The claim written, and the old one released, in the persona's own transaction. */
  writes: TransactItem[];
}

/**
 * What taking `name` means for a persona that holds `held` (none before its first name, or when an
 * earlier holder of a duplicate kept the claim, docs/decisions.md): a 409 when another member holds
 * it, otherwise the claim to write in the persona's transaction and the old one to release. Should
 * a concurrent claim win between this read and that transaction, its condition fails, the persona's
 * write is tried again, and this read then refuses.
 */
export async function nameChange(userId: string, name: string, held: string | undefined): Promise<NameChange> {
  const key = nameKey(name);
  const holder = await holderOf(key);
  if (holder !== undefined && holder !== userId) throw conflict(NAME_TAKEN, NAME_TAKEN_CODE);
  return {
    nameClaim: key,
    writes: [claimWrite(key, userId), ...(held !== undefined && held !== key ? [releaseWrite(held, userId)] : [])],
  };
}
