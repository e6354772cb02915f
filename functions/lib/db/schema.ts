/**
 * Attribute and index names of the one table. The CDK stack imports this module to build the
 * table, and the local stack to create it in DynamoDB Local, so the names exist once.
 * docs/access-patterns.md says which pattern each index serves.
 */

export const KEY = { pk: 'pk', sk: 'sk' } as const;

export interface IndexDef {
  readonly name: string;
  readonly pk: string;
  readonly sk: string;
}

/** Global secondary indexes, named after the access pattern they serve. */
export const INDEXES = {
  /** Lists of one kind of entity in creation order (e.g. all users for the admin panel). */
  byKind: { name: 'byKind', pk: 'kindPk', sk: 'kindSk' },
} as const satisfies Record<string, IndexDef>;

export const indexList: readonly IndexDef[] = Object.values(INDEXES);
