/**
 * The item that stands for one page of a new post's announcement (post-announcement.ts), apart so
 * that the post's transaction can write the first page without importing the delivery.
 */
import type { Cursor } from '../../lib/db/query.ts';
import { ITEM_ABSENT, type TableKey } from '../../lib/db/keys.ts';
import { STREAM_EVENT_ATTRIBUTE, STREAM_EVENTS, TTL_ATTRIBUTE } from '../../lib/db/schema.ts';
import type { TransactItem } from '../../lib/db/transact.ts';

/** A page item is work in progress; time to live clears it a week later. */
const PAGE_LIFETIME_SECONDS = 7 * 24 * 3600;

export interface AnnouncePageItem extends TableKey {
  [STREAM_EVENT_ATTRIBUTE]: typeof STREAM_EVENTS.announcePage;
  postId: string;
  page: number;
  /** Where this page's members start (the Query's ExclusiveStartKey); null on the first page. */
  cursor: Cursor | null;
  [TTL_ATTRIBUTE]: number;
}

/** The partition of a post's announcement pages (a deleted circle's clean-up removes them with the post). */
export const announcePk = (postId: string) => `ANNOUNCE#${postId}`;
const pageKey = (postId: string, page: number): TableKey => ({ pk: announcePk(postId), sk: `PAGE#${String(page).padStart(5, '0')}` });

/**
 * The write of a page's item. Only if absent: a page run twice (a retried stream batch) finds the
 * next one written already, and the condition keeps it single.
 */
export const announcePageWrite = (postId: string, page: number, cursor: Cursor | null, now: Date): TransactItem => ({
  Put: {
    Item: {
      ...pageKey(postId, page),
      [STREAM_EVENT_ATTRIBUTE]: STREAM_EVENTS.announcePage,
      postId,
      page,
      cursor,
      [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + PAGE_LIFETIME_SECONDS,
    } satisfies AnnouncePageItem,
    ConditionExpression: ITEM_ABSENT,
  },
});
