/**
 * The item that puts a post under Needs care (care.ts), apart so that the post's transaction
 * (post.ts) can write it without importing the list and the alerts.
 */
import { createdSk, indexKeys, ITEM_ABSENT, type TableKey } from '../../lib/db/keys.ts';
import { INDEXES, STREAM_EVENT_ATTRIBUTE, STREAM_EVENTS } from '../../lib/db/schema.ts';
import type { TransactItem } from '../../lib/db/transact.ts';

/** Its sort key in the post's partition, and the list's partition on byKind. */
export const CARE_SK = 'CARE';
export const NEEDS_CARE_PK = 'CARE';

export interface CareItem extends TableKey {
  [STREAM_EVENT_ATTRIBUTE]: typeof STREAM_EVENTS.care;
  postId: string;
  createdAt: string;
}

/** The write that puts a new post (as it is stored, with its key) under Needs care. */
export const careItemWrite = (post: TableKey & { id: string; createdAt: string }): TransactItem => ({
  Put: {
    Item: {
      pk: post.pk,
      sk: CARE_SK,
      [STREAM_EVENT_ATTRIBUTE]: STREAM_EVENTS.care,
      postId: post.id,
      createdAt: post.createdAt,
      ...indexKeys(INDEXES.byKind, NEEDS_CARE_PK, createdSk(post.createdAt, post.id)),
    } satisfies CareItem,
    ConditionExpression: ITEM_ABSENT,
  },
});
