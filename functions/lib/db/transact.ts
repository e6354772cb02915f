/**
 * TransactWriteItems with the cancellation folded into the answer: `null` when the transaction
 * committed, or the per-item cancellation codes when a condition (or a concurrent transaction)
 * stopped it. Any other failure still throws. Every item gets the table name here.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';

type Item = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type WithoutTable<T> = T extends object ? { [K in keyof T]: Omit<NonNullable<T[K]>, 'TableName'> } : never;
export type TransactItem = WithoutTable<Item>;

/** The cancellation code of each item, in order ('None' for items that were fine). */
export type Cancellation = string[];

export async function transact(items: readonly (TransactItem | null)[]): Promise<Cancellation | null> {
  const TransactItems = items
    .filter((item): item is TransactItem => item !== null)
    .map((item) => Object.fromEntries(Object.entries(item).map(([op, body]) => [op, { TableName: tableName, ...body }])) as Item);
  try {
    await db.send(new TransactWriteCommand({ TransactItems }));
    return null;
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    return (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
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
