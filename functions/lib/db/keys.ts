/**
 * Keys and key expressions made from the names in schema.ts, so that no entity spells an attribute
 * or index name of its own: the key condition of a Query, the existence conditions of a write, the
 * index keys an item carries, and the key a Query on an index resumes after.
 */
import { KEY, type IndexDef } from './schema.ts';

/** An item's primary key. */
export type TableKey = Record<(typeof KEY)[keyof typeof KEY], string>;

/** The attributes that place an item in an index whose keys are both strings. */
export type IndexKeys<I extends IndexDef> = Record<I['pk'] | I['sk'], string>;

export const indexKeys = <I extends IndexDef>(index: I, pk: string, sk: string) => ({ [index.pk]: pk, [index.sk]: sk }) as IndexKeys<I>;

/** The sort key of an index entry listed by creation; the id breaks ties between equal times. */
export const createdSk = (createdAt: string, id: string) => `${createdAt}#${id}`;

/**
 * The id in a page cursor that is a `createdSk` (a client sends it back as `?before=`), or null
 * when the text is not one: checked before it reaches DynamoDB.
 */
export const idOfCreatedSk = (cursor: string): string | null =>
  /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z#([\w-]{1,100})$/.exec(cursor)?.[1] ?? null;

export const ITEM_EXISTS = `attribute_exists(${KEY.pk})`;
export const ITEM_ABSENT = `attribute_not_exists(${KEY.pk})`;

type SortKeyCondition = { beginsWith: string } | { atMost: string };

/**
 * The key condition of a Query on one partition of the table (`on` = KEY) or of an index, with the
 * index's name: spread it into the Query's input.
 */
export function keyCondition(on: typeof KEY | IndexDef, pk: string, sort?: SortKeyCondition) {
  const sortClause = !sort ? '' : 'beginsWith' in sort ? ' AND begins_with(#sk, :sk)' : ' AND #sk <= :sk';
  return {
    ...('name' in on ? { IndexName: on.name } : {}),
    KeyConditionExpression: `#pk = :pk${sortClause}`,
    ExpressionAttributeNames: { '#pk': on.pk, ...(sort ? { '#sk': on.sk } : {}) },
    ExpressionAttributeValues: { ':pk': pk, ...(sort ? { ':sk': 'beginsWith' in sort ? sort.beginsWith : sort.atMost } : {}) },
  };
}

/** Where a Query on `index` resumes after `item`: the item's primary key and index key. */
export function startKeyAfter(index: IndexDef, item: object): Record<string, unknown> {
  const attributes = item as Record<string, unknown>;
  return Object.fromEntries([KEY.pk, KEY.sk, index.pk, index.sk].map((name) => [name, attributes[name]]));
}
