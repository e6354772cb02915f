/**
 * Updates built from field values (`updateOf`): what they write, against DynamoDB Local, and the
 * caller's condition beside placeholders of their own.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from './client.ts';
import { ITEM_EXISTS, type TableKey } from './keys.ts';
import { ifCondition, transact } from './transact.ts';
import { fieldOf, update, updateOf } from './update.ts';

const key = (): TableKey => ({ pk: `UPDATE_TEST#${randomUUID()}`, sk: 'ITEM' });
const stored = async (at: TableKey) => (await db.send(new GetCommand({ TableName: tableName, Key: at, ConsistentRead: true }))).Item;

describe('updateOf', () => {
  it('sets, adds and removes by attribute name, reserved words and copies of another attribute included', async () => {
    const at = key();
    await db.send(new PutCommand({ TableName: tableName, Item: { ...at, status: 'open', count: 2, total: 7, gone: 'x', also: 'y' } }));
    await update(updateOf(at, { set: { status: 'closed', copied: fieldOf('total'), skipped: undefined }, add: { count: -1, fresh: 3 }, remove: ['gone', 'also'] }));
    expect(await stored(at)).toEqual({ ...at, status: 'closed', copied: 7, count: 1, fresh: 3, total: 7 });
  });

  it("holds to the caller's condition, whose placeholders sit beside the update's own", async () => {
    const at = key();
    const turn = () =>
      update(updateOf(at, { add: { count: 1 } }, { if: 'attribute_not_exists(#count) OR #count < :max', names: { '#count': 'count' }, values: { ':max': 2 } }));
    expect(await ifCondition(turn())).not.toBeNull();
    expect(await ifCondition(turn())).not.toBeNull();
    expect(await ifCondition(turn())).toBeNull();
    expect(await stored(at)).toMatchObject({ count: 2 });
  });

  it('serves as a transaction entry, its condition named there', async () => {
    const [here, absent] = [key(), key()];
    await db.send(new PutCommand({ TableName: tableName, Item: here }));
    const cancelled = await transact({ here: { Update: updateOf(here, { set: { seen: true } }, ITEM_EXISTS) }, absent: { Update: updateOf(absent, { set: { seen: true } }, ITEM_EXISTS) } });
    expect(cancelled?.failed).toEqual(new Set(['absent']));
    expect(await transact({ here: { Update: updateOf(here, { set: { seen: true } }, ITEM_EXISTS) } })).toBeNull();
    expect(await stored(here)).toMatchObject({ seen: true });
  });

  it('refuses an update with nothing to change, rather than send one DynamoDB refuses', () => {
    expect(() => updateOf(key(), { set: { nothing: undefined } })).toThrow('nothing to change');
  });

  it('writes each placeholder once and leaves out maps it does not need', () => {
    expect(updateOf({ pk: 'a', sk: 'b' }, { remove: ['x'] })).toEqual({ Key: { pk: 'a', sk: 'b' }, UpdateExpression: 'REMOVE #u0', ExpressionAttributeNames: { '#u0': 'x' } });
  });
});
