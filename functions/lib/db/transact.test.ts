/**
 * A named transaction answers by name which conditions failed, whatever `null`s (entries left out)
 * and the idempotency mark do to the positions of the items sent; a single write's failed condition
 * is an answer too (`ifCondition`). Against DynamoDB Local, as every write of ours.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from './client.ts';
import { ITEM_ABSENT, ITEM_EXISTS, type TableKey } from './keys.ts';
import { createClaims, ifCondition, transact, type TransactItem } from './transact.ts';

const key = (): TableKey => ({ pk: `TRANSACT_TEST#${randomUUID()}`, sk: 'ITEM' });
const put = (at: TableKey): TransactItem => ({ Put: { Item: { ...at, written: true }, ConditionExpression: ITEM_ABSENT } });
const mustExist = (at: TableKey): TransactItem => ({ ConditionCheck: { Key: at, ConditionExpression: ITEM_EXISTS } });
const stored = async (at: TableKey) => (await db.send(new GetCommand({ TableName: tableName, Key: at, ConsistentRead: true }))).Item;

describe('transact with named entries', () => {
  it('names the failed condition among nulls, wherever it lands in the items sent', async () => {
    const written = key();
    const cancelled = await transact({ first: null, post: put(written), second: null, member: mustExist(key()), day: null, last: put(key()) });
    expect(cancelled?.failed).toEqual(new Set(['member']));
    expect(await stored(written)).toBeUndefined();
  });

  it('names each failed condition, and a group by its one name', async () => {
    const taken = key();
    await db.send(new PutCommand({ TableName: tableName, Item: taken }));
    const cancelled = await transact({ gone: null, notices: [put(key()), null, put(taken)], member: mustExist(key()), fine: put(key()) });
    expect(cancelled?.failed).toEqual(new Set(['notices', 'member']));
  });

  it('answers null when it committed, every entry written', async () => {
    const [a, b] = [key(), key()];
    expect(await transact({ a: put(a), skipped: null, b: [put(b)] })).toBeNull();
    expect(await stored(a)).toMatchObject({ written: true });
    expect(await stored(b)).toMatchObject({ written: true });
  });

  it('under an Idempotency-Key claim, names the failed condition and leaves the claim mark out', async () => {
    const record = key();
    await db.send(new PutCommand({ TableName: tableName, Item: { ...record, claim: 'mine' } }));
    const cancelled = await createClaims.run({ record, claim: 'mine' }, () =>
      transact({ skipped: null, post: put(key()), member: mustExist(key()) }),
    );
    expect(cancelled?.failed).toEqual(new Set(['member']));
    expect(cancelled?.reasons).toHaveLength(2);
    expect(await stored(record)).not.toHaveProperty('applied');
  });
});

describe('ifCondition', () => {
  it("answers null for a failed condition and the write's answer for a write made", async () => {
    const at = key();
    const write = () => db.send(new PutCommand({ TableName: tableName, Item: at, ConditionExpression: ITEM_ABSENT }));
    expect(await ifCondition(write())).toHaveProperty('$metadata');
    expect(await ifCondition(write())).toBeNull();
  });

  it('answers what `otherwise` makes of the item as it was, when the write asked for it', async () => {
    const at = key();
    await db.send(new PutCommand({ TableName: tableName, Item: { ...at, state: 'first' } }));
    const asItWas = await ifCondition(
      db.send(new PutCommand({ TableName: tableName, Item: { ...at, state: 'second' }, ConditionExpression: ITEM_ABSENT, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' })),
      (item) => item?.state,
    );
    expect(asItWas).toBe('first');
    expect(await stored(at)).toMatchObject({ state: 'first' });
  });
});
