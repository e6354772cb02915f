/** A member's notifications as their list shows them: in their circles, the hidden posts' left out. */
import { NOTIFICATIONS_PER_PAGE } from '#shared/limits.ts';
import type { Notification } from '#shared/types/notification.ts';
import { keyCondition } from '../../lib/db/keys.ts';
import { batchLookup, queryPage, type Cursor } from '../../lib/db/query.ts';
import { KEY } from '../../lib/db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { circleIdsOf } from '../../circles/items/circle.ts';
import { hiddenFrom, postKey } from '../../posts/items/post.ts';
import { userKey } from '../../lib/account.ts';
import { HIDDEN_SLACK, NOTIFICATION_CURSOR, toNotifications } from '../../lib/notifications.ts';
import { NOTIFICATION_PREFIX, notificationKey, type NotificationItem } from '../../lib/notification-writes.ts';

/**
 * A page of a member's notifications, newest first: `limit` of them, after `before` (the id of the
 * last one shown). One about a circle's content shows only while they are in that circle: a member
 * who leaves loses its posts at once, notifications included. The member's circles are read beside
 * the page; a page still short of what it hid reads on, so a short page is always the last.
 */
export async function listNotifications(
  userId: string,
  { before, limit = NOTIFICATIONS_PER_PAGE }: { before?: string; limit?: number } = {},
): Promise<Notification[]> {
  if (before !== undefined && !NOTIFICATION_CURSOR.test(before)) throw badRequest('Invalid cursor', 'invalid_cursor');
  const condition = { ...keyCondition(KEY, userKey(userId).pk, { beginsWith: NOTIFICATION_PREFIX }), ScanIndexForward: false };
  const read = (from: Cursor | null) => queryPage<NotificationItem>(condition, limit + HIDDEN_SLACK, from);
  const [first, inCircles] = await Promise.all([read(before === undefined ? null : notificationKey(userId, before)), circleIdsOf(userId)]);
  const shown: NotificationItem[] = [];
  for (let page = first; ; page = await read(page.next)) {
    const inView = page.items.filter((n) => !n.circleId || inCircles.has(n.circleId));
    shown.push(...(await withoutHiddenPosts(inView, userId)));
    if (!page.next || shown.length >= limit) break;
  }
  return toNotifications(shown.slice(0, limit));
}

/**
 * A new post's or a reply's notification quotes its words: while that post or reply is hidden for
 * review (issue 31 §3) the notification is left out, as the words are everywhere else, and back once
 * they are shown again. Older new-post notifications, stored before `quotesPostId`, quote their
 * related post.
 */
const quotedPostId = (n: NotificationItem) => n.quotesPostId ?? (n.type === 'new_post' ? (n.relatedPostId ?? undefined) : undefined);

async function withoutHiddenPosts(items: NotificationItem[], viewerId: string): Promise<NotificationItem[]> {
  const quoted = [...new Set(items.map(quotedPostId).filter((id): id is string => !!id))];
  if (!quoted.length) return items;
  const get = await batchLookup(quoted.map(postKey));
  return items.filter((n) => {
    const id = quotedPostId(n);
    if (!id) return true;
    const post = get<{ authorId: string; quarantinedAt?: string }>(postKey(id));
    return !post || !hiddenFrom(post, viewerId);
  });
}
