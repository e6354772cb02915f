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
  /**
   * Entities of one kind in one state, oldest first: `USER#approved`, `PREREG#referrer_approved`,
   * `MEDITATION`… (`kindSk` = `<createdAt>#<id>`).
   */
  byKind: { name: 'byKind', pk: 'kindPk', sk: 'kindSk' },
  /**
   * Items that belong to or are addressed to one member, by time: the join requests that name a
   * referrer (`REFERRER#<userId>`), a member's posts (`AUTHOR#<userId>`).
   */
  byOwner: { name: 'byOwner', pk: 'ownerPk', sk: 'ownerSk' },
} as const satisfies Record<string, IndexDef>;

export const indexList: readonly IndexDef[] = Object.values(INDEXES);
