/**
 * TransactWriteItems with the cancellation folded into the answer: `null` when the transaction
 * committed, or what stopped it (a condition, a concurrent transaction). Any other failure still
 * throws. Every item gets the table name here.
 *
 * A transaction whose caller asks which condition failed names its entries, and is answered by those
 * names: the order of the entries, which `null`s (entries left out) and the idempotency mark shift,
 * is never read. A list of entries is for callers that only ask whether any condition failed.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { PutCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { IDEMPOTENCY_ERRORS } from '#shared/idempotency.ts';
import { HttpError } from '../errors.ts';
import { db, tableName } from './client.ts';
import { ITEM_ABSENT, type TableKey } from './keys.ts';

type Item = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type WithoutTable<T> = T extends object ? { [K in keyof T]: Omit<NonNullable<T[K]>, 'TableName'> } : never;
export type TransactItem = WithoutTable<Item>;

/** The cancellation code of each item, in order ('None' for items that were fine). */
export type Cancellation = string[];

/** A named entry of a transaction: one item, several that answer to one name, or `null` for none. */
type Entry = TransactItem | List | null;
export type Entries = Readonly<Record<string, Entry>>;

/** A cancelled named transaction: the names whose condition failed, checked against the entries given. */
export class Cancelled<Name extends string> {
  readonly reasons: Cancellation;
  readonly failed: ReadonlySet<Name>;
  constructor(reasons: Cancellation, failed: ReadonlySet<Name>) {
    this.reasons = reasons;
    this.failed = failed;
  }

  /** A concurrent transaction stood in the way (the same writes may succeed when tried again). */
  get conflicted(): boolean {
    return this.reasons.includes('TransactionConflict');
  }
}

type NamesOf<E extends Entries> = Extract<keyof E, string>;
type List = readonly (TransactItem | null)[];
const present = (item: TransactItem | null): item is TransactItem => item !== null;
const isList = <T,>(value: readonly T[] | object | null): value is readonly T[] => Array.isArray(value);

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

async function send(items: readonly TransactItem[]): Promise<Cancellation | null> {
  const TransactItems = items.map(
    (item) => Object.fromEntries(Object.entries(item).map(([op, body]) => [op, { TableName: tableName, ...body }])) as Item,
  );
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

async function sendNamed<Name extends string>(entries: Readonly<Record<Name, Entry>>): Promise<Cancelled<Name> | null> {
  const named = (Object.entries(entries) as [Name, Entry][]).flatMap(([name, entry]) =>
    (isList(entry) ? entry : [entry]).filter(present).map((item) => ({ name, item })),
  );
  const reasons = await send(named.map(({ item }) => item));
  if (!reasons) return null;
  return new Cancelled(reasons, new Set(named.filter((_, index) => reasons[index] === 'ConditionalCheckFailed').map(({ name }) => name)));
}

const listed = (items: List) => sendNamed({ items });

export function transact(items: List): Promise<Cancellation | null>;
export function transact<E extends Entries>(entries: E): Promise<Cancelled<NamesOf<E>> | null>;
export async function transact(items: List | Entries): Promise<Cancellation | Cancelled<string> | null> {
  if (isList(items)) return (await listed(items))?.reasons ?? null;
  return sendNamed(items);
}

/**
 * A cancellation its caller has no answer of its own for. When every reason is a concurrent
 * transaction or throttling, the request is answered 503 busy (dependency-failure.ts); otherwise
 * it is a fault of ours, a 500.
 */
export class TransactionCancelled extends Error {
  readonly reasons: Cancellation;
  constructor(what: string, cancelled: Cancellation | Cancelled<string>) {
    const reasons = isList(cancelled) ? cancelled : cancelled.reasons;
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

/**
 * A first write that two requests may race to make (a member's journal key, a conversation, a day's
 * text): `item` is written unless one with its key exists. Answers null when this write stood, or
 * the item that another request wrote first, as `readTheirs` reads it back.
 */
export async function putUnlessTheirs<T>(item: TableKey & object, readTheirs: () => Promise<T | undefined>, what: string): Promise<T | null> {
  if (await ifCondition(db.send(new PutCommand({ TableName: tableName, Item: item, ConditionExpression: ITEM_ABSENT })))) return null;
  const theirs = await readTheirs();
  if (!theirs) throw new Error(`${what} another request wrote first was removed before it could be read`);
  return theirs;
}

/** Whether any condition of a transaction given as a list failed (a named one answers which: `failed`). */
export const conditionFailed = (cancellation: Cancellation) => cancellation.includes('ConditionalCheckFailed');

/** A random pause that grows with each attempt (up to about 1.3 s), so writers that collided spread out. */
export const backOff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** Math.min(attempt, 6)));

/**
 * Runs a transaction of fixed writes until no concurrent transaction stands in its way: answers null
 * when it committed, the cancellation when one of its own conditions failed, and throws `busy()`
 * after `attempts` collisions.
 */
export function transactRetrying(items: List, attempts: number, busy: () => Error): Promise<Cancellation | null>;
export function transactRetrying<E extends Entries>(entries: E, attempts: number, busy: () => Error): Promise<Cancelled<NamesOf<E>> | null>;
export async function transactRetrying(items: List | Entries, attempts: number, busy: () => Error): Promise<Cancellation | Cancelled<string> | null> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt) await backOff(attempt);
    const cancelled = isList(items) ? await listed(items) : await sendNamed(items);
    if (!cancelled || cancelled.failed.size > 0) return isList(items) ? (cancelled?.reasons ?? null) : cancelled;
    if (!cancelled.conflicted) throw new TransactionCancelled('transaction', cancelled);
  }
  throw busy();
}

/**
 * One conditional UpdateItem whose failed condition is an answer, not an error: true when it was
 * written, false when the item was not as the condition wanted (gone, already done, moved on).
 */
export const updateIf = async (input: Omit<UpdateCommandInput, 'TableName'>): Promise<boolean> =>
  (await ifCondition(db.send(new UpdateCommand({ TableName: tableName, ...input })))) !== null;

/**
 * The one catch of a single item's failed condition (a PutItem, UpdateItem or DeleteItem with a
 * ConditionExpression): the write's answer when it was made; when the item was not as the condition
 * wanted, null, or what `otherwise` makes of the item as it was (for a write that asked for it with
 * `ReturnValuesOnConditionCheckFailure: 'ALL_OLD'`; undefined when there was none). Any other
 * failure still throws.
 */
export async function ifCondition<T extends object>(write: Promise<T>): Promise<T | null>;
export async function ifCondition<T extends object, R>(write: Promise<T>, otherwise: (asItWas: Record<string, unknown> | undefined) => R | Promise<R>): Promise<T | R>;
export async function ifCondition<T extends object, R>(
  write: Promise<T>,
  otherwise?: (asItWas: Record<string, unknown> | undefined) => R | Promise<R>,
): Promise<T | R | null> {
  try {
    return await write;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return otherwise ? otherwise(error.Item ? unmarshall(error.Item) : undefined) : null;
  }
}
