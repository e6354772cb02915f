/**
 * Circles: `CIRCLE#<id>` / `CIRCLE`, listed newest first on byKind `CIRCLE`. A circle's posts use
 * the same partition value on the feed indexes (posts/items/post.ts). Post answers read the circle
 * item for its name only.
 *
 * Members: `CIRCLE#<id>` / `MEMBER#<userId>` (the circle's member list is one Query), listed per
 * member on byOwner `CIRCLES#<userId>` by joining time. Joining and leaving write the member item
 * and move `memberCount` in one transaction whose conditions make the count exact.
 *
 * Posts of a UTC day: `CIRCLE#<id>` / `POSTS#<yyyy-mm-dd>`, moved in the transaction that creates
 * or deletes a top-level circle post: `count`, the day's, and `q<n>`, the post's quarter hour of it
 * (0 to 95), so that a member's own day (lib/member-day.ts) is counted from the UTC days it
 * overlaps; gone (time to live) a few days later.
 *
 * An admin deletes a circle in circle-deletion.ts: the circle item goes at once, and every read here
 * that answers about a circle's content checks that item, since the rest goes in the background.
 *
 * Requests to join: `CIRCLE#<id>` / `REQUEST#<userId>` while the request waits for the creator
 * (circles/workflows/circle-join-request.ts); whoever comes in, by an invitation or by being admitted, has
 * theirs removed in the transaction that adds them.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CreateCircleInput } from '#shared/circle-schemas.ts';
import type { AdminCirclePage } from '#shared/types/admin.ts';
import { CIRCLE_PAGES } from '#shared/limits.ts';
import type { Circle, CircleMember, CirclePage } from '#shared/types/circle.ts';
import { db, tableName } from '../../lib/db/client.ts';
import { newId } from '../../lib/db/ids.ts';
import { createdSk, idOfCreatedSk, indexKeys, ITEM_ABSENT, ITEM_EXISTS, keyCondition, startKeyAfter, type IndexKeys, type TableKey } from '../../lib/db/keys.ts';
import { batchGet, batchLookup, queryAll, queryPage } from '../../lib/db/query.ts';
import { INDEXES, KEY, TTL_ATTRIBUTE } from '../../lib/db/schema.ts';
import { type Entries, transact, TransactionCancelled, type TransactItem, transactRetrying } from '../../lib/db/transact.ts';
import { updateOf } from '../../lib/db/update.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import { isErased, personaOf, publicName } from '../../lib/persona.ts';
import { statsDelta } from '../../lib/stats.ts';
import { userKey, type UserItem } from '../../lib/account.ts';
import { memberDay, quarterOf, quartersWithin, utcDateOf, utcDatesOf } from '../../lib/member-day.ts';

export const circlePk = (circleId: string) => `CIRCLE#${circleId}`;
export const circleKey = (circleId: string): TableKey => ({ pk: circlePk(circleId), sk: 'CIRCLE' });

const MEMBER_PREFIX = 'MEMBER#';
export const memberKey = (circleId: string, userId: string): TableKey => ({ pk: circlePk(circleId), sk: `${MEMBER_PREFIX}${userId}` });
const CIRCLES_KIND = 'CIRCLE';
const memberOfPk = (userId: string) => `CIRCLES#${userId}`;
const REQUEST_PREFIX = 'REQUEST#';
export const joinRequestKey = (circleId: string, userId: string): TableKey => ({ pk: circlePk(circleId), sk: `${REQUEST_PREFIX}${userId}` });
/** The sort keys of a circle's waiting requests to join. */
export const joinRequestsCondition = (circleId: string) => keyCondition(KEY, circlePk(circleId), { beginsWith: REQUEST_PREFIX });

/**
 * Circle ids come from paths and query strings; one far longer than ours is no circle, answered
 * before DynamoDB refuses its key with an error.
 */
const MAX_CIRCLE_ID_LENGTH = 100;
const isPossibleCircleId = (id: string) => id.length > 0 && id.length <= MAX_CIRCLE_ID_LENGTH;

export interface CircleItem extends TableKey, IndexKeys<typeof INDEXES.byKind> {
  id: string;
  name: string;
  description: string;
  isPrivate: boolean;
  creatorId: string;
  memberCount: number;
  createdAt: string;
}

interface MemberItem extends TableKey, IndexKeys<typeof INDEXES.byOwner> {
  circleId: string;
  userId: string;
  joinedAt: string;
}

export const CIRCLE_NOT_FOUND = 'Circle not found';
/** Mentions the private circle, which is what the web's 'Private Circle' toast looks for (spec §8). */
export const PRIVATE_CIRCLE_MESSAGE = 'This is a private circle. You need an invitation to join.';

const DAY_POSTS_PREFIX = 'POSTS#';
export const dayPostsKey = (circleId: string, date: string): TableKey => ({ pk: circlePk(circleId), sk: `${DAY_POSTS_PREFIX}${date}` });
/** The circle and UTC day of a day's posts item. */
export const dayPostsOf = (key: TableKey) => ({ circleId: key.pk.slice(circlePk('').length), date: key.sk.slice(DAY_POSTS_PREFIX.length) });
/** A quarter hour's counter on a day's posts item. */
export const quarterAttribute = (quarter: number) => `q${quarter}`;
/** A day's counter outlives its day by this much, for posts deleted shortly after. */
const DAY_POSTS_KEPT_SECONDS = 3 * 24 * 60 * 60;

/**
 * Adds `delta` to the count of circle posts of the UTC day and quarter hour `createdAt` falls in,
 * a deleted post to its own quarter (docs/decisions.md "The member's own day").
 */
export function circleDayPostsWrite(circleId: string, createdAt: string, delta: 1 | -1): TransactItem {
  const at = Date.parse(createdAt);
  return {
    Update: updateOf(dayPostsKey(circleId, utcDateOf(at)), {
      add: { count: delta, [quarterAttribute(quarterOf(at))]: delta },
      set: { [TTL_ATTRIBUTE]: Math.floor(at / 1000) + DAY_POSTS_KEPT_SECONDS },
    }),
  };
}

/** The day's posts items that hold a circle's count of the member's day [start, end): one per UTC day it overlaps. */
const memberDayKeys = (circleId: string, day: { start: number; end: number }) => utcDatesOf(day).map((date) => dayPostsKey(circleId, date));

/** A circle's posts of the member's day, from the items `memberDayKeys` names, as one batch read found them. */
function memberDayCount(circleId: string, day: { start: number; end: number }, get: <T>(key: TableKey) => T | undefined): number {
  let count = 0;
  for (const key of memberDayKeys(circleId, day)) {
    const item = get<Record<string, unknown>>(key);
    if (item) for (const quarter of quartersWithin(dayPostsOf(key).date, day)) count += Number(item[quarterAttribute(quarter)] ?? 0);
  }
  return Math.max(0, count);
}

/** A transaction element that holds only while `userId` is in the circle. */
export const circleMemberCheck = (circleId: string, userId: string): TransactItem => ({
  ConditionCheck: { Key: memberKey(circleId, userId), ConditionExpression: ITEM_EXISTS },
});

/** A transaction element that holds only while `userId` is not in the circle. */
export const circleNonMemberCheck = (circleId: string, userId: string): TransactItem => ({
  ConditionCheck: { Key: memberKey(circleId, userId), ConditionExpression: ITEM_ABSENT },
});

export const NOT_A_MEMBER_MESSAGE = 'This circle is for its members only.';
export const notACircleMember = () => forbidden(NOT_A_MEMBER_MESSAGE, 'not_a_member');

function memberItem(circleId: string, userId: string, now: Date): MemberItem {
  const joinedAt = now.toISOString();
  return {
    ...memberKey(circleId, userId),
    ...indexKeys(INDEXES.byOwner, memberOfPk(userId), createdSk(joinedAt, circleId)),
    circleId,
    userId,
    joinedAt,
  };
}

export async function getCircleItem(id: string): Promise<CircleItem | undefined> {
  if (!isPossibleCircleId(id)) return undefined;
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: circleKey(id) }));
  return Item as CircleItem | undefined;
}

export async function isCircleMember(circleId: string, userId: string): Promise<boolean> {
  if (!isPossibleCircleId(circleId)) return false;
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: memberKey(circleId, userId) }));
  return Item !== undefined;
}

/** Who is looking at circles: their id, and the zone their "today" is counted in (none: UTC). */
export interface CircleViewer {
  id: string;
  timeZone?: string | null;
}

/**
 * Answers for circle items as `viewer` sees them, with their creators' current persona names and
 * the posts of the viewer's day in one BatchGetItem. Lists carry no request to join (the circle page reads it).
 */
async function toCircles(items: CircleItem[], viewer: CircleViewer, isMember: (circle: CircleItem) => boolean, now = new Date()): Promise<Circle[]> {
  if (!items.length) return [];
  const viewerId = viewer.id;
  const today = memberDay(now, viewer.timeZone);
  const get = await batchLookup([...items.map((c) => userKey(c.creatorId)), ...items.flatMap((c) => memberDayKeys(c.id, today))]);
  return items.map((c) => {
    const creator = get<UserItem>(userKey(c.creatorId));
    return {
      id: c.id,
      name: c.name,
      description: c.description,
      isPrivate: c.isPrivate,
      memberCount: c.memberCount,
      recentPostCount: memberDayCount(c.id, today, get),
      isMember: isMember(c),
      creator: { anonymousName: personaOf(creator).anonymousName },
      isCreator: c.creatorId === viewerId,
      joinRequest: null,
      createdAt: c.createdAt,
    };
  });
}

/**
 * The circle page's header: any member may see a circle exists, private ones included (Discover
 * marks them). The circle, the viewer's member item and their request to join come in one BatchGetItem.
 */
export async function getCircleView(id: string, viewer: CircleViewer, now = new Date()): Promise<Circle> {
  const viewerId = viewer.id;
  if (!isPossibleCircleId(id)) throw notFound(CIRCLE_NOT_FOUND);
  const get = await batchLookup([circleKey(id), memberKey(id, viewerId), joinRequestKey(id, viewerId)]);
  const circle = get<CircleItem>(circleKey(id));
  if (!circle) throw notFound(CIRCLE_NOT_FOUND);
  const isMember = get(memberKey(id, viewerId)) !== undefined;
  const [view] = await toCircles([circle], viewer, () => isMember, now);
  return { ...view!, joinRequest: !isMember && get(joinRequestKey(id, viewerId)) ? 'pending' : null };
}

/** Creates a circle whose first member is its creator. */
export async function createCircle(creatorId: string, input: CreateCircleInput, now = new Date()): Promise<Circle> {
  const id = newId(now.getTime());
  const createdAt = now.toISOString();
  const item: CircleItem = {
    ...circleKey(id),
    ...indexKeys(INDEXES.byKind, CIRCLES_KIND, createdSk(createdAt, id)),
    id,
    name: input.name,
    description: input.description,
    isPrivate: input.isPrivate,
    creatorId,
    memberCount: 1,
    createdAt,
  };
  const cancelled = await transact([
    { Put: { Item: item, ConditionExpression: ITEM_ABSENT } },
    { Put: { Item: memberItem(id, creatorId, now) } },
    statsDelta({ circles: 1 }),
  ]);
  if (cancelled) throw new TransactionCancelled('circle creation', cancelled);
  // A circle just made has no posts, in anyone's day.
  const [view] = await toCircles([item], { id: creatorId }, () => true, now);
  return view!;
}

/** How often a membership change is retried while other joins and leaves hold the circle item. */
const MEMBERSHIP_ATTEMPTS = 12;

/**
 * Runs a transaction about who is in a circle (joining, leaving, invitations, requests to join)
 * until no concurrent transaction stands in its way: joins and leaves of one circle all write its
 * counter, notices to one member their unread count. Answers the cancellation when a condition failed.
 */
export const changeMembership = <E extends Entries>(entries: E) =>
  transactRetrying(entries, MEMBERSHIP_ATTEMPTS, () => new HttpError(503, 'busy', 'Too many members are joining or leaving at once. Please try again.'));

/**
 * The two writes that make someone a member: the member item, only if absent (`member`), and the
 * circle's counter, only if the circle exists and, for `publicOnly`, is public (`circle`).
 */
function membershipWrites(circleId: string, userId: string, now: Date, publicOnly = false) {
  return {
    member: { Put: { Item: memberItem(circleId, userId, now), ConditionExpression: ITEM_ABSENT } },
    circle: {
      Update: updateOf(circleKey(circleId), { add: { memberCount: 1 } }, publicOnly ? { if: `${ITEM_EXISTS} AND isPrivate = :public`, values: { ':public': false } } : ITEM_EXISTS),
    },
  } satisfies Entries;
}

/**
 * Joins a public circle; joining one already joined changes nothing. `notice` (the creator's
 * notification, lib/notifications.ts) is written only with a join that happens.
 */
export async function joinCircle(circleId: string, userId: string, now = new Date(), notice: TransactItem[] = []): Promise<void> {
  const cancelled = await changeMembership({ ...membershipWrites(circleId, userId, now, true), notice });
  // Otherwise only the member item's condition failed: already a member.
  if (!cancelled?.failed.has('circle')) return;
  if (!(await getCircleItem(circleId))) throw notFound(CIRCLE_NOT_FOUND);
  // A member of a private circle (its creator, say) is simply already in.
  if (await isCircleMember(circleId, userId)) return;
  throw forbidden(PRIVATE_CIRCLE_MESSAGE, 'private_circle');
}

/**
 * Adds a member to a circle whatever its privacy, in one transaction with `settle`: the writes that
 * close what let them in (an accepted invitation; an admitted request, `via: 'request'`, whose
 * removal is then the condition). Any request to join they had is removed with it. Someone already
 * in stays as they are and only the rest is written (not `notice`, which, as for joinCircle, goes
 * only with a join that happens). Answers false when what let them in was already settled by
 * someone else (a second answer, or a decline that won).
 */
export async function addToCircle(
  circleId: string,
  userId: string,
  via: 'invitation' | 'request',
  settle: TransactItem[],
  now = new Date(),
  notice: TransactItem[] = [],
): Promise<boolean> {
  const closeRequest: TransactItem = {
    Delete: { Key: joinRequestKey(circleId, userId), ...(via === 'request' ? { ConditionExpression: ITEM_EXISTS } : {}) },
  };
  const cancelled = await changeMembership({ ...membershipWrites(circleId, userId, now), closeRequest, settle, notice });
  if (!cancelled) return true;
  if (cancelled.failed.has('circle')) throw notFound(CIRCLE_NOT_FOUND);
  if (!cancelled.failed.has('member')) return false;
  return !(await changeMembership({ closeRequest, settle }));
}

/** Leaves a circle; leaving one not joined changes nothing. The circle stays, even with no members. */
export async function leaveCircle(circleId: string, userId: string): Promise<void> {
  const cancelled = await changeMembership({
    member: { Delete: { Key: memberKey(circleId, userId), ConditionExpression: ITEM_EXISTS } },
    circle: { Update: updateOf(circleKey(circleId), { add: { memberCount: -1 } }, ITEM_EXISTS) },
  });
  if (cancelled?.failed.has('circle') && !(await getCircleItem(circleId))) throw notFound(CIRCLE_NOT_FOUND);
}

/** The circles a member has joined, most recently joined first. */
export async function listMyCircles(viewer: CircleViewer, now = new Date()): Promise<Circle[]> {
  const userId = viewer.id;
  const memberships = await queryAll<MemberItem>({ ...keyCondition(INDEXES.byOwner, memberOfPk(userId)), ScanIndexForward: false });
  const circles = new Map((await batchGet<CircleItem>(memberships.map((m) => circleKey(m.circleId)))).map((c) => [c.id, c]));
  const joined = memberships.flatMap((m) => circles.get(m.circleId) ?? []);
  return toCircles(joined, viewer, () => true, now);
}

/** Circles on the admin's list per page. */
const ADMIN_CIRCLES_PAGE = 20;
/** A page of every circle, newest first, after the circle whose byKind sort key (`<createdAt>#<id>`) is `before`. */
export async function listCirclesForAdmin(before: string | null): Promise<AdminCirclePage> {
  const after = before === null ? null : idOfCreatedSk(before);
  if (before !== null && !after) throw badRequest('Invalid cursor', 'invalid_cursor');
  const cursor = after ? { ...circleKey(after), ...indexKeys(INDEXES.byKind, CIRCLES_KIND, before!) } : null;
  const { items, next } = await queryPage<CircleItem>({ ...keyCondition(INDEXES.byKind, CIRCLES_KIND), ScanIndexForward: false }, ADMIN_CIRCLES_PAGE, cursor);
  // Admins count the UTC day, as the rest of the admin panel does.
  const circles = await toCircles(items, { id: '' }, () => false);
  return {
    circles: circles.map(({ isMember: _member, isCreator: _creator, joinRequest: _request, ...circle }) => circle),
    next: next ? String(next[INDEXES.byKind.sk]) : null,
  };
}

/**
 * The first writes of a circle's deletion: the circle item goes (only if it is there, `circle`), so
 * every read answers as for a circle that never existed, and the circles counter drops with it.
 */
export const circleRemovalWrites = (circleId: string) =>
  ({
    circle: { Delete: { Key: circleKey(circleId), ConditionExpression: ITEM_EXISTS } },
    stats: statsDelta({ circles: -1 }),
  }) satisfies Entries;

/** A cursor of Discover's circles: the byKind sort key of the last circle answered, opaque as the feed's. */
const encodeCircleCursor = (sk: string) => Buffer.from(JSON.stringify({ k: sk }), 'utf8').toString('base64url');

function decodeCircleCursor(text: string): string {
  try {
    const { k } = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as { k?: unknown };
    if (typeof k === 'string' && idOfCreatedSk(k)) return k;
  } catch {
    // fall through
  }
  throw badRequest('Invalid cursor', 'invalid_cursor');
}

/**
 * A page of the circles the member has not joined, newest first, private ones marked for Invite
 * Only: Queries of byKind `CIRCLE` from the cursor, skipping the member's own circles, until the
 * page is full, the circles end, or CIRCLE_PAGES.maxScanned items were read (a member in very many
 * circles then gets a shorter page, never a dearer one). The cursor is the last answered circle's
 * sort key, so a page ends exactly where the next begins whatever the Queries read beyond it.
 */
export async function listOtherCircles(viewer: CircleViewer, cursorText?: string): Promise<CirclePage> {
  const userId = viewer.id;
  const after = cursorText ? decodeCircleCursor(cursorText) : null;
  const joined = new Set(
    (await queryAll<MemberItem>({ ...keyCondition(INDEXES.byOwner, memberOfPk(userId)), ProjectionExpression: 'circleId' })).map((m) => m.circleId),
  );
  const found: CircleItem[] = [];
  let start: Record<string, unknown> | null = after ? { ...circleKey(idOfCreatedSk(after)!), ...indexKeys(INDEXES.byKind, CIRCLES_KIND, after) } : null;
  let scanned = 0;
  let more = true;
  reading: while (more && found.length < CIRCLE_PAGES.pageSize && scanned < CIRCLE_PAGES.maxScanned) {
    const { items, next } = await queryPage<CircleItem>({ ...keyCondition(INDEXES.byKind, CIRCLES_KIND), ScanIndexForward: false }, CIRCLE_PAGES.pageSize, start);
    scanned += items.length;
    more = next !== null;
    for (const circle of items) {
      if (found.length === CIRCLE_PAGES.pageSize) {
        more = true;
        break reading;
      }
      start = startKeyAfter(INDEXES.byKind, circle);
      if (!joined.has(circle.id)) found.push(circle);
    }
  }
  const last = start?.[INDEXES.byKind.sk];
  return { circles: await toCircles(found, viewer, () => false), nextCursor: more && typeof last === 'string' ? encodeCircleCursor(last) : null };
}

/**
 * A circle's content (feed, members, posting, invitations) is for its members: 404 for no circle,
 * 403 for an outsider. Answers the circle.
 */
export async function requireCircleMember(circleId: string, userId: string): Promise<CircleItem> {
  const [circle, member] = await Promise.all([getCircleItem(circleId), isCircleMember(circleId, userId)]);
  if (!circle) throw notFound(CIRCLE_NOT_FOUND);
  if (!member) throw notACircleMember();
  return circle;
}

/**
 * Whether a post may be read by this member: main-feed posts by all, circle posts by the circle's
 * members while the circle exists (a deleted circle's member items outlive it until the background
 * clean-up reaches them: circle-deletion.ts).
 */
export async function canReadPost(post: { circleId: string | null }, viewerId: string): Promise<boolean> {
  if (!post.circleId) return true;
  const get = await batchLookup([circleKey(post.circleId), memberKey(post.circleId, viewerId)]);
  return get(circleKey(post.circleId)) !== undefined && get(memberKey(post.circleId, viewerId)) !== undefined;
}

/** The ids of the circles a member is in (a deleted circle's member item, still there until clean-up, does not count). */
export async function circleIdsOf(userId: string): Promise<Set<string>> {
  const memberships = await queryAll<MemberItem>(keyCondition(INDEXES.byOwner, memberOfPk(userId)));
  const circles = await batchGet<CircleItem>(memberships.map((m) => circleKey(m.circleId)));
  return new Set(circles.map((c) => c.id));
}

/** A circle's member items (`userId`, `joinedAt`), for a read of them all or page by page. */
export const circleMembersCondition = (circleId: string) => keyCondition(KEY, circlePk(circleId), { beginsWith: MEMBER_PREFIX });
const memberItemsOf = (circleId: string) => queryAll<MemberItem>(circleMembersCondition(circleId));

/** The ids of a circle's members (the circle itself is the caller's to check). */
export async function circleMemberIds(circleId: string): Promise<Set<string>> {
  return new Set((await memberItemsOf(circleId)).map((m) => m.userId));
}

/** The member list, earliest first (the creator leads): for the circle's members only. */
export async function listCircleMembers(circleId: string, viewerId: string): Promise<CircleMember[]> {
  await requireCircleMember(circleId, viewerId);
  const members = await memberItemsOf(circleId);
  members.sort((a, b) => a.joinedAt.localeCompare(b.joinedAt));
  const users = new Map((await batchGet<UserItem>(members.map((m) => userKey(m.userId)))).map((u) => [u.id, u]));
  return members.flatMap((m) => {
    const user = users.get(m.userId);
    // Someone whose account is being erased leaves their circles in its background steps: not shown meanwhile.
    return user && !isErased(user) ? [{ id: user.id, anonymousName: publicName(user), avatar: user.avatar, joinedAt: m.joinedAt }] : [];
  });
}
