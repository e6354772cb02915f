/**
 * TransactWriteItems with the cancellation folded into the answer: `null` when the transaction
 * committed, or the per-item cancellation codes when a condition (or a concurrent transaction)
 * stopped it. Any other failure still throws. Every item gets the table name here.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { PutCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { IDEMPOTENCY_ERRORS } from '#shared/idempotency.ts';
import { HttpError } from '../errors.ts';
import { db, tableName } from './client.ts';
import { ITEM_ABSENT, type TableKey } from './keys.ts';

type Item = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type WithoutTable<T> = T extends object ? { [K in keyof T]: Omit<NonNullable<T[K]>, 'TableName'> } : never;
export type TransactItem = WithoutTable<Item>;

/** The cancellation code of each item, in order ('None' for items that were fine). */
export type Cancellation = string[];

/**
 * Inside a create run under an Idempotency-Key (lib/idempotency.ts): the key's record and the claim
 * this run holds on it. Every transaction of the run then also marks the record `applied`, on the
 * condition that the claim is still this run's: a transaction that lands late, after its run gave
 * up and another took the key over, writes nothing; and a record marked applied is never run again.
 */
export interface CreateClaim {
  record: TableKey;
  claim: string;
}
export const createClaims = new AsyncLocalStorage<CreateClaim>();

function claimMark({ record, claim }: CreateClaim): Item {
  return {
    Update: {
      TableName: tableName,
      Key: record,
      UpdateExpression: 'SET applied = :applied',
      ConditionExpression: 'claim = :claim',
      ExpressionAttributeValues: { ':applied': true, ':claim': claim },
    },
  };
}

export async function transact(items: readonly (TransactItem | null)[]): Promise<Cancellation | null> {
  const TransactItems = items
    .filter((item): item is TransactItem => item !== null)
    .map((item) => Object.fromEntries(Object.entries(item).map(([op, body]) => [op, { TableName: tableName, ...body }])) as Item);
  const claim = createClaims.getStore();
  if (claim) TransactItems.push(claimMark(claim));
  try {
    await db.send(new TransactWriteCommand({ TransactItems }));
    return null;
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
    if (!claim) return reasons;
    // The key was taken over: the run that holds it now answers the client.
    if (reasons.at(-1) === 'ConditionalCheckFailed') throw new HttpError(409, IDEMPOTENCY_ERRORS.inFlight.code, IDEMPOTENCY_ERRORS.inFlight.message);
    return reasons.slice(0, -1);
  }
}

/**
 * A cancellation its caller has no answer of its own for. When every reason is a concurrent
 * transaction or throttling, the request is answered 503 busy (dependency-failure.ts); otherwise
 * it is a fault of ours, a 500.
 */
export class TransactionCancelled extends Error {
  readonly reasons: Cancellation;
  constructor(what: string, reasons: Cancellation) {
    super(`${what} cancelled: ${reasons.join(',')}`);
    this.name = 'TransactionCancelled';
    this.reasons = reasons;
  }
}

/**
 * A new item, written only when absent. Inside a create under an Idempotency-Key it is written in a
 * transaction with the key's mark (above), like every write of that run; elsewhere as a plain put.
 */
export async function putNew(item: TableKey & object): Promise<void> {
  if (!createClaims.getStore()) {
    await db.send(new PutCommand({ TableName: tableName, Item: item, ConditionExpression: ITEM_ABSENT }));
    return;
  }
  const cancelled = await transact([{ Put: { Item: item, ConditionExpression: ITEM_ABSENT } }]);
  if (cancelled) throw new TransactionCancelled('put', cancelled);
}

export const conditionFailed = (cancellation: Cancellation, index?: number) =>
  index === undefined ? cancellation.includes('ConditionalCheckFailed') : cancellation[index] === 'ConditionalCheckFailed';

/** A random pause that grows with each attempt (up to about 1.3 s), so writers that collided spread out. */
export const backOff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** Math.min(attempt, 6)));

/**
 * Runs a transaction of fixed writes until no concurrent transaction stands in its way: answers null
 * when it committed, the cancellation when one of its own conditions failed, and throws `busy()`
 * after `attempts` collisions.
 */
export async function transactRetrying(items: readonly (TransactItem | null)[], attempts: number, busy: () => Error): Promise<Cancellation | null> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt) await backOff(attempt);
    const cancelled = await transact(items);
    if (!cancelled || conditionFailed(cancelled)) return cancelled;
    if (!cancelled.includes('TransactionConflict')) throw new TransactionCancelled('transaction', cancelled);
  }
  throw busy();
}

/**
 * One conditional UpdateItem whose failed condition is an answer, not an error: true when it was
 * written, false when the item was not as the condition wanted (gone, already done, moved on).
 */
export async function updateIf(input: Omit<UpdateCommandInput, 'TableName'>): Promise<boolean> {
  try {
    await db.send(new UpdateCommand({ TableName: tableName, ...input }));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
