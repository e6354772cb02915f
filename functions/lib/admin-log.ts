/**
 * The admin log: one item per admin action, `ADMINLOG` / `<at>#<id>`, read newest first a page at a
 * time. Append-only: entries are only ever Put (never over an existing one) and no route updates or
 * deletes them; in AWS the functions' role is denied UpdateItem and DeleteItem on this partition
 * (infra), so not even a faulty handler can rewrite what an admin did.
 *
 * An action that is one transaction writes its entry inside it (`adminLogPut`), so the two happen
 * together or not at all; an action made of several steps records it once it succeeded
 * (`recordAdminAction`).
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminAction, AdminLogEntry, AdminLogPage, AdminLogTargetType } from '#shared/types/admin.ts';
import { db, tableName } from './db/client.ts';
import { newId } from './db/ids.ts';
import { createdSk, ITEM_ABSENT, keyCondition } from './db/keys.ts';
import { batchLookup, queryPage } from './db/query.ts';
import { ADMIN_LOG_PK, KEY } from './db/schema.ts';
import type { TransactItem } from './db/transact.ts';
import { FORMER_MEMBER } from '#shared/types/post.ts';
import { isErased } from './persona.ts';
import { userKey, type UserItem } from './account.ts';

const PAGE_SIZE = 25;

export interface AdminLogInput {
  action: AdminAction;
  target: { type: AdminLogTargetType; id: string; label?: string | null };
  detail?: string | null;
}

type AdminLogItem = AdminLogEntry & { pk: string; sk: string };

/** How an admin is named in the log: the persona if they have one, else the name they gave, else the address. */
const adminName = (admin: UserItem) =>
  admin.anonymousName || [admin.firstName, admin.lastName].filter(Boolean).join(' ') || admin.email || admin.id;

/** Who did it: an admin, the member themselves (an erasure), or auto-moderation (issue 31 §3). */
type Actor = AdminLogEntry['admin'];
const adminActor = (admin: UserItem): Actor => ({ id: admin.id, name: adminName(admin) });
/** Auto-moderation's own entries: no admin, no reporter, only what it did and why. */
const AUTO_MODERATION: Actor = { id: '', name: 'Auto-moderation' };

function entryItem(actor: Actor, input: AdminLogInput, now: Date): AdminLogItem {
  const id = newId(now.getTime());
  const at = now.toISOString();
  return {
    pk: ADMIN_LOG_PK,
    sk: createdSk(at, id),
    id,
    at,
    admin: actor,
    action: input.action,
    target: { type: input.target.type, id: input.target.id, label: input.target.label ?? null },
    detail: input.detail ?? null,
  };
}

const entryPut = (actor: Actor, input: AdminLogInput, now: Date): TransactItem => ({
  Put: { Item: entryItem(actor, input, now), ConditionExpression: ITEM_ABSENT },
});

/** The entry as a TransactWriteItems element, for an action that is one transaction. */
export const adminLogPut = (admin: UserItem, input: AdminLogInput, now = new Date()) => entryPut(adminActor(admin), input, now);

/** Auto-moderation's entry as a TransactWriteItems element: quarantining a post goes with its entry. */
export const automaticLogPut = (input: AdminLogInput, now = new Date()) => entryPut(AUTO_MODERATION, input, now);

/**
 * A member erased their account (issue 15 §2): the entry, in the erasure's first transaction, says
 * that an account was erased, when, and what became of its posts, and nothing of whose it was.
 */
export const erasureLogPut = (postsKept: boolean, now = new Date()) =>
  entryPut(
    { id: '', name: 'the member themselves' },
    { action: 'erase_account', target: { type: 'user', id: '', label: null }, detail: postsKept ? 'posts kept as Former member' : 'posts deleted' },
    now,
  );

const recordEntry = async (actor: Actor, input: AdminLogInput, now: Date) => {
  await db.send(new PutCommand({ TableName: tableName, Item: entryItem(actor, input, now), ConditionExpression: ITEM_ABSENT }));
};

/** Records an action of auto-moderation's that has already happened (an automatic deletion, a flag). */
export const recordAutomaticAction = (input: AdminLogInput, now = new Date()) => recordEntry(AUTO_MODERATION, input, now);

/** Records an action that has already happened. */
export const recordAdminAction = (admin: UserItem, input: AdminLogInput, now = new Date()) => recordEntry(adminActor(admin), input, now);

/**
 * An entry as admins read it. People are named as they are now, read with the page: an account that
 * was erased (or is being erased) is "Former member", whatever an older entry stored for it, so the
 * log never shows who an erased member was (docs/erasure.md).
 */
const toEntry = ({ id, at, admin, action, target, detail }: AdminLogItem, person: (id: string) => UserItem | undefined): AdminLogEntry => {
  const adminNow = admin.id ? person(admin.id) : undefined;
  const targetNow = target.type === 'user' && target.id ? person(target.id) : undefined;
  return {
    id,
    at,
    admin: admin.id ? { id: admin.id, name: isErased(adminNow) ? FORMER_MEMBER.anonymousName : adminName(adminNow!) } : admin,
    action,
    target:
      target.type === 'user' && target.id
        ? { ...target, label: isErased(targetNow) ? FORMER_MEMBER.anonymousName : targetNow!.anonymousName || targetNow!.email || null }
        : target,
    detail,
  };
};

/** A page of the log, newest first, starting after the entry whose sort key is `before`. */
export async function readAdminLog(before: string | null): Promise<AdminLogPage> {
  const { items, next } = await queryPage<AdminLogItem>(
    { ...keyCondition(KEY, ADMIN_LOG_PK), ScanIndexForward: false },
    PAGE_SIZE,
    before ? { [KEY.pk]: ADMIN_LOG_PK, [KEY.sk]: before } : null,
  );
  const people = new Set(items.flatMap((item) => [item.admin.id, item.target.type === 'user' ? item.target.id : '']).filter(Boolean));
  const person = await batchLookup([...people].map((userId) => userKey(userId)));
  return { entries: items.map((item) => toEntry(item, (userId) => person<UserItem>(userKey(userId)))), next: next ? String(next[KEY.sk]) : null };
}
