/**
 * The private journal. Everything lives in its author's partition:
 *   `USER#<id>` / `JOURNALKEY`              the member's journal data key, wrapped (lib/sealing.ts)
 *   `USER#<id>` / `JOURNAL#<time-ordered id>` an entry, its title and content sealed under that key
 * so a caller can only ever reach their own entries: someone else's id is simply not in the
 * caller's partition (404, admins included). Bodies are bound to their entry and field by the
 * associated data, never logged and never indexed for search.
 */
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CreateJournalEntryInput } from '#shared/journal-schemas.ts';
import type { JournalEntry } from '#shared/types/journal.ts';
import { db, tableName } from '../../lib/db/client.ts';
import { newId } from '../../lib/db/ids.ts';
import { ITEM_EXISTS, keyCondition, type TableKey } from '../../lib/db/keys.ts';
import { queryAll } from '../../lib/db/query.ts';
import { ifCondition, putNew, putUnlessTheirs } from '../../lib/db/transact.ts';
import { update, updateOf } from '../../lib/db/update.ts';
import { KEY } from '../../lib/db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { keyWrapperFromEnv, open, seal } from '../../lib/sealing.ts';
import { userKey } from '../../lib/account.ts';

const keyWrapper = keyWrapperFromEnv('journalOwner');

const ENTRY_PREFIX = 'JOURNAL#';
const journalKeyKey = (userId: string): TableKey => ({ pk: userKey(userId).pk, sk: 'JOURNALKEY' });
const entryKey = (userId: string, id: string): TableKey => ({ pk: userKey(userId).pk, sk: `${ENTRY_PREFIX}${id}` });
/** Never a conversation id (those have no colon): the local key file wraps both kinds. */
const keyContext = (userId: string) => `journal:${userId}`;
const fieldContext = (userId: string, id: string, field: 'title' | 'content') => `journal:${userId}:${id}:${field}`;

interface JournalKeyItem extends TableKey {
  wrappedKey: string;
}

interface EntryItem extends TableKey {
  id: string;
  /** Absent when the entry has no title. */
  sealedTitle?: string;
  sealedContent: string;
  createdAt: string;
  updatedAt: string;
}

const notFoundEntry = () => notFound('Journal entry not found');

/** Unwrapped data keys by member, for the life of the function instance (one KMS call each). */
const dataKeys = new Map<string, Promise<Buffer>>();
const DATA_KEYS_CACHED = 1000;

function cacheKey(userId: string, key: Promise<Buffer>): Promise<Buffer> {
  // A failed unwrap must not stay cached: the next request asks again.
  key.catch(() => dataKeys.delete(userId));
  if (dataKeys.size >= DATA_KEYS_CACHED) dataKeys.delete(dataKeys.keys().next().value!);
  dataKeys.set(userId, key);
  return key;
}

async function readWrappedKey(userId: string): Promise<string | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: journalKeyKey(userId), ConsistentRead: true }));
  return (Item as JournalKeyItem | undefined)?.wrappedKey;
}

/** The member's data key, made (and stored wrapped) by whichever of two first writes wins. */
async function makeOrReadKey(userId: string): Promise<Buffer> {
  const existing = await readWrappedKey(userId);
  if (existing) return keyWrapper.unwrap(existing, keyContext(userId));
  const { key, wrapped } = await keyWrapper.newDataKey(keyContext(userId));
  const item: JournalKeyItem = { ...journalKeyKey(userId), wrappedKey: wrapped };
  const theirs = await putUnlessTheirs(item, () => readWrappedKey(userId), 'The journal key');
  return theirs ? keyWrapper.unwrap(theirs, keyContext(userId)) : key;
}

/** For writing: the key, created on a member's first entry. */
const writingKey = (userId: string) => dataKeys.get(userId) ?? cacheKey(userId, makeOrReadKey(userId));

/** For reading: the key, or none for a member who never wrote (nothing to open, nothing to make). */
async function readingKey(userId: string): Promise<Buffer | undefined> {
  const cached = dataKeys.get(userId);
  if (cached) return cached;
  const wrapped = await readWrappedKey(userId);
  return wrapped ? cacheKey(userId, keyWrapper.unwrap(wrapped, keyContext(userId))) : undefined;
}

function entryOf(userId: string, key: Buffer, item: EntryItem): JournalEntry {
  const opened = (sealed: string, field: 'title' | 'content') => open(key, sealed, fieldContext(userId, item.id, field)).toString('utf8');
  return {
    id: item.id,
    title: item.sealedTitle === undefined ? null : opened(item.sealedTitle, 'title'),
    content: opened(item.sealedContent, 'content'),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

/**
 * The member's entries, newest first (ids are time-ordered). An entry that will not open (damaged,
 * or moved from another entry) is left out and logged without its words: the rest still read.
 */
export async function listJournal(userId: string): Promise<JournalEntry[]> {
  const key = await readingKey(userId);
  if (!key) return [];
  const items = await queryAll<EntryItem>({ ...keyCondition(KEY, userKey(userId).pk, { beginsWith: ENTRY_PREFIX }), ScanIndexForward: false });
  return items.flatMap((item) => {
    try {
      return [entryOf(userId, key, item)];
    } catch (error) {
      logger.error('a sealed journal entry did not open', { errorName: error instanceof Error ? error.name : 'unknown' });
      return [];
    }
  });
}

export async function createJournalEntry(userId: string, input: CreateJournalEntryInput): Promise<JournalEntry> {
  const key = await writingKey(userId);
  const id = newId();
  const now = new Date().toISOString();
  const item: EntryItem = {
    ...entryKey(userId, id),
    id,
    ...(input.title && { sealedTitle: seal(key, input.title, fieldContext(userId, id, 'title')) }),
    sealedContent: seal(key, input.content, fieldContext(userId, id, 'content')),
    createdAt: now,
    updatedAt: now,
  };
  await putNew(item);
  return entryOf(userId, key, item);
}

/** One of the caller's own entries, opened; an id outside the caller's partition is not found. */
export async function getJournalEntry(userId: string, id: string): Promise<JournalEntry> {
  const key = await readingKey(userId);
  if (!key) throw notFoundEntry();
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: entryKey(userId, id) }));
  if (!Item) throw notFoundEntry();
  return entryOf(userId, key, Item as EntryItem);
}

/** Replaces the content (the title stays); an id outside the caller's partition is not found. */
export async function updateJournalEntry(userId: string, id: string, content: string): Promise<JournalEntry> {
  const key = await readingKey(userId);
  if (!key) throw notFoundEntry();
  const written = await ifCondition(
    update(
      updateOf(entryKey(userId, id), { set: { sealedContent: seal(key, content, fieldContext(userId, id, 'content')), updatedAt: new Date().toISOString() } }, ITEM_EXISTS),
      'ALL_NEW',
    ),
  );
  if (!written) throw notFoundEntry();
  return entryOf(userId, key, written.Attributes as EntryItem);
}

export async function deleteJournalEntry(userId: string, id: string): Promise<void> {
  if (!(await ifCondition(db.send(new DeleteCommand({ TableName: tableName, Key: entryKey(userId, id), ConditionExpression: ITEM_EXISTS }))))) throw notFoundEntry();
}
