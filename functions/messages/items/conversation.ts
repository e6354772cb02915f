/**
 * Direct messages. A conversation between two members has one id, derived from their two ids, so
 * two first messages sent at once cannot start two conversations. In its partition:
 *   `CONV#<id>` / `CONV`                          the participants and the conversation's wrapped data key
 *   `CONV#<id>` / `MSG#<createdAt>#<messageId>`   a message, its body sealed (lib/sealing.ts)
 * and for each participant an inbox entry, `USER#<userId>` / `CONV#<id>`, on byOwner as
 * `CONVS#<userId>` by last activity: the other participant, the sealed preview, the unread count.
 * A message and both inbox entries are written in one transaction.
 */
import { createHash } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CONVERSATIONS_PER_PAGE } from '#shared/limits.ts';
import type { Conversation, Message, MessagePage, Participant, SentMessage } from '#shared/types/message.ts';
import { FORMER_MEMBER } from '#shared/types/post.ts';
import { db, tableName } from '../../lib/db/client.ts';
import { newId } from '../../lib/db/ids.ts';
import { createdSk, ITEM_ABSENT, ITEM_EXISTS, keyCondition, type IndexKeys, type TableKey } from '../../lib/db/keys.ts';
import { batchDelete, batchLookup, queryAll } from '../../lib/db/query.ts';
import { INDEXES, KEY } from '../../lib/db/schema.ts';
import { backOff, conditionFailed, putUnlessTheirs, transact, TransactionCancelled, updateIf } from '../../lib/db/transact.ts';
import { updateOf } from '../../lib/db/update.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import { shownMember } from '../../lib/persona.ts';
import { logger } from '../../lib/logger.ts';
import { keyWrapperFromEnv, open, seal } from '../../lib/sealing.ts';
import { userKey, getUserItem, statusOf, type UserItem } from '../../lib/account.ts';

const keyWrapper = keyWrapperFromEnv('conversationId');

const conversationIdOf = (a: string, b: string): string =>
  createHash('sha256').update([a, b].sort().join('\n')).digest('base64url').slice(0, 32);

const conversationPk = (id: string) => `CONV#${id}`;
const conversationKey = (id: string): TableKey => ({ pk: conversationPk(id), sk: 'CONV' });
const MESSAGE_PREFIX = 'MSG#';
const inboxKey = (userId: string, conversationId: string): TableKey => ({ pk: userKey(userId).pk, sk: `CONV#${conversationId}` });
const inboxPk = (userId: string) => `CONVS#${userId}`;

interface ConversationItem extends TableKey {
  id: string;
  /** Sorted: participants[0] is participant1. */
  participants: [string, string];
  wrappedKey: string;
  createdAt: string;
}

interface MessageItem extends TableKey {
  id: string;
  conversationId: string;
  senderId: string;
  encryptedContent: string;
  createdAt: string;
}

interface InboxItem extends TableKey, IndexKeys<typeof INDEXES.byOwner> {
  conversationId: string;
  participants: [string, string];
  otherUserId: string;
  wrappedKey: string;
  unreadCount: number;
  lastActivity: string;
  lastMessage: string;
}

/** Unwrapped data keys by conversation, for the life of the function instance (one KMS call each). */
const dataKeys = new Map<string, Promise<Buffer>>();
const DATA_KEYS_CACHED = 1000;

function dataKeyOf(conversation: Pick<ConversationItem, 'id' | 'wrappedKey'>): Promise<Buffer> {
  let key = dataKeys.get(conversation.id);
  if (!key) {
    key = keyWrapper.unwrap(conversation.wrappedKey, conversation.id);
    // A failed unwrap must not stay cached: the next request asks again.
    key.catch(() => dataKeys.delete(conversation.id));
    if (dataKeys.size >= DATA_KEYS_CACHED) dataKeys.delete(dataKeys.keys().next().value!);
    dataKeys.set(conversation.id, key);
  }
  return key;
}

/**
 * A sealed body opened for its participants, or null when it will not open (damaged, or moved from
 * another conversation): one bad message is shown as unreadable, and the rest of its thread reads on.
 */
function openText(key: Buffer, sealed: string, conversationId: string): string | null {
  try {
    return open(key, sealed, conversationId).toString('utf8');
  } catch (error) {
    logger.error('a sealed message did not open', { errorName: error instanceof Error ? error.name : 'unknown' });
    return null;
  }
}

async function getConversation(id: string): Promise<ConversationItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: conversationKey(id), ConsistentRead: true }));
  return Item as ConversationItem | undefined;
}

/** The conversation, if the caller is one of its two participants; to anyone else it does not exist. */
async function conversationOf(id: string, userId: string): Promise<ConversationItem> {
  const conversation = await getConversation(id);
  if (!conversation?.participants.includes(userId)) throw notFound('Conversation not found');
  return conversation;
}

/** The one conversation of two members, created with its data key by whichever first send wins. */
async function conversationBetween(a: string, b: string): Promise<ConversationItem> {
  const id = conversationIdOf(a, b);
  const existing = await getConversation(id);
  if (existing) return existing;
  const { key, wrapped } = await keyWrapper.newDataKey(id);
  const item: ConversationItem = {
    ...conversationKey(id),
    id,
    participants: [a, b].sort() as [string, string],
    wrappedKey: wrapped,
    createdAt: new Date().toISOString(),
  };
  const theirs = await putUnlessTheirs(item, () => getConversation(id), 'A conversation');
  if (theirs) return theirs;
  dataKeys.set(id, Promise.resolve(key));
  return item;
}

const MAX_ATTEMPTS = 12;

/**
 * Seals and stores a message, moving both inbox entries with it: the recipient's unread count up
 * by one, the sender's by none. Each attempt takes a fresh time and may only move an entry's last
 * activity forward, so the newest message is always the preview and the list's order is exact.
 */
async function deliver(conversation: ConversationItem, senderId: string, content: string): Promise<SentMessage> {
  const key = await dataKeyOf(conversation);
  const recipientId = conversation.participants.find((id) => id !== senderId)!;
  const id = newId();
  const encryptedContent = seal(key, content, conversation.id);
  const inboxUpdate = (owner: string, other: string, unread: number, now: string) => ({
    Update: updateOf(
      inboxKey(owner, conversation.id),
      {
        set: {
          conversationId: conversation.id,
          participants: conversation.participants,
          otherUserId: other,
          wrappedKey: conversation.wrappedKey,
          lastActivity: now,
          // The preview is sealed on its own (a fresh IV), never a copy of the message's ciphertext.
          lastMessage: seal(key, content, conversation.id),
          [INDEXES.byOwner.pk]: inboxPk(owner),
          [INDEXES.byOwner.sk]: createdSk(now, conversation.id),
        },
        add: { unreadCount: unread },
      },
      { if: 'attribute_not_exists(lastActivity) OR lastActivity < :now', values: { ':now': now } },
    ),
  });
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (attempt) await backOff(attempt);
    const now = new Date().toISOString();
    const message: MessageItem = {
      pk: conversationPk(conversation.id),
      sk: `${MESSAGE_PREFIX}${createdSk(now, id)}`,
      id,
      conversationId: conversation.id,
      senderId,
      encryptedContent,
      createdAt: now,
    };
    const cancelled = await transact([
      { Put: { Item: message, ConditionExpression: ITEM_ABSENT } },
      inboxUpdate(senderId, recipientId, 0, now),
      inboxUpdate(recipientId, senderId, 1, now),
    ]);
    if (!cancelled) return { conversationId: conversation.id, message: { id, senderId, content, createdAt: now } };
    // A send a moment later committed first (its time is ahead of ours), or one held the entries: again.
    if (!conditionFailed(cancelled) && !cancelled.includes('TransactionConflict')) {
      throw new TransactionCancelled('message', cancelled);
    }
  }
  throw new HttpError(503, 'busy', 'Too many messages at once. Please try again.');
}

/** Who may be sent a message: another member, approved and active. */
async function requireRecipient(sender: UserItem, recipientId: string): Promise<void> {
  if (recipientId === sender.id) throw badRequest('You cannot send a message to yourself.', 'self_message');
  const recipient = await getUserItem(recipientId);
  if (!recipient || statusOf(recipient) !== 'approved') throw notFound('Member not found');
}

/** Starts or continues the one conversation between the sender and an approved, active member. */
export async function sendTo(sender: UserItem, recipientId: string, content: string): Promise<SentMessage> {
  await requireRecipient(sender, recipientId);
  return deliver(await conversationBetween(sender.id, recipientId), sender.id, content);
}

/**
 * Sends in a conversation the caller belongs to, under the same rules as a first message. The
 * conversation read here is the one between the two (its id is theirs), so it is delivered in as read.
 */
export async function sendIn(sender: UserItem, conversationId: string, content: string): Promise<SentMessage> {
  const conversation = await conversationOf(conversationId, sender.id);
  await requireRecipient(sender, conversation.participants.find((id) => id !== sender.id)!);
  return deliver(conversation, sender.id, content);
}

const MESSAGES_PER_PAGE = 30;
/** A cursor is the oldest message's `<createdAt>#<id>` of the page before. */
const CURSOR = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z#[\w-]{1,40}$/;

/**
 * A page of the thread, newest page first, each page oldest to newest. Reading changes nothing:
 * marking the conversation read is its own POST (markConversationRead).
 */
export async function readMessages(userId: string, conversationId: string, cursor: string | undefined): Promise<MessagePage> {
  if (cursor !== undefined && !CURSOR.test(cursor)) throw badRequest('Invalid cursor', 'invalid_cursor');
  const conversation = await conversationOf(conversationId, userId);
  const pk = conversationPk(conversationId);
  const [page, key] = await Promise.all([
    db.send(
      new QueryCommand({
        TableName: tableName,
        ...keyCondition(KEY, pk, { beginsWith: MESSAGE_PREFIX }),
        ScanIndexForward: false,
        Limit: MESSAGES_PER_PAGE,
        ...(cursor && { ExclusiveStartKey: { pk, sk: `${MESSAGE_PREFIX}${cursor}` } }),
      }),
    ),
    dataKeyOf(conversation),
  ]);
  const items = (page.Items ?? []) as MessageItem[];
  const messages: Message[] = items.reverse().map((item) => ({
    id: item.id,
    senderId: item.senderId,
    content: openText(key, item.encryptedContent, conversationId),
    createdAt: item.createdAt,
  }));
  const oldest = items[0];
  return { messages, nextCursor: page.LastEvaluatedKey && oldest ? createdSk(oldest.createdAt, oldest.id) : null };
}

/**
 * The caller has seen the conversation: their unread count back to 0. A POST of its own (reading is
 * pure), so a cross-site GET cannot move a member's unread counts; anyone but a participant: 404.
 */
export async function markConversationRead(userId: string, conversationId: string): Promise<void> {
  await conversationOf(conversationId, userId);
  // False for a conversation whose first message is still being written: it has no inbox entry yet.
  await updateIf(updateOf(inboxKey(userId, conversationId), { set: { unreadCount: 0 } }, ITEM_EXISTS));
}

/** Where the list resumes: after the conversation whose `<lastActivity>#<id>` this is (its place on byOwner). */
const LIST_CURSOR = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z#([\w-]{32})$/;

/**
 * A page of the caller's conversations, latest activity first: one Query on byOwner, one BatchGet
 * of personas. `before` (conversationCursor of the last one shown) fetches the page after it.
 */
export async function listConversations(caller: UserItem, before?: string): Promise<Conversation[]> {
  const resume = before === undefined ? undefined : LIST_CURSOR.exec(before);
  if (resume === null) throw badRequest('Invalid cursor', 'invalid_cursor');
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      ...keyCondition(INDEXES.byOwner, inboxPk(caller.id)),
      ScanIndexForward: false,
      Limit: CONVERSATIONS_PER_PAGE,
      ...(resume && {
        ExclusiveStartKey: { ...inboxKey(caller.id, resume[1]!), [INDEXES.byOwner.pk]: inboxPk(caller.id), [INDEXES.byOwner.sk]: before },
      }),
    }),
  );
  return conversationsOf(caller, Items as InboxItem[]);
}

/** The caller's conversation with one member, wherever it is in their list: none, or that one. */
export async function conversationWith(caller: UserItem, otherUserId: string): Promise<Conversation[]> {
  if (otherUserId === caller.id) return [];
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: inboxKey(caller.id, conversationIdOf(caller.id, otherUserId)) }));
  return conversationsOf(caller, Item ? [Item as InboxItem] : []);
}

async function conversationsOf(caller: UserItem, inbox: InboxItem[]): Promise<Conversation[]> {
  const userOf = await batchLookup(inbox.map((entry) => userKey(entry.otherUserId)));
  const personaOf = (id: string): Participant => shownMember(id, id === caller.id ? caller : userOf<UserItem>(userKey(id)));
  return Promise.all(
    inbox.map(async (entry) => {
      const key = await dataKeyOf({ id: entry.conversationId, wrappedKey: entry.wrappedKey });
      return {
        id: entry.conversationId,
        participant1: personaOf(entry.participants[0]),
        participant2: personaOf(entry.participants[1]),
        otherParticipant: personaOf(entry.otherUserId),
        unreadCount: entry.unreadCount,
        lastMessage: openText(key, entry.lastMessage, entry.conversationId),
        lastActivity: entry.lastActivity,
      };
    }),
  );
}

/**
 * Erasing an account (privacy/workflows/erasure.ts) takes the member's side of a conversation: the messages
 * they sent and their inbox entry. The other participant keeps their own messages, the preview
 * re-sealed from the latest of them and nothing unread, and the erased member's id gives way to
 * "Former member" in the conversation and the entry; with none of theirs left, the conversation
 * goes for both. Repeatable: a second run finds nothing more of the member's.
 */
export async function withdrawFromConversation(userId: string, conversationId: string): Promise<void> {
  const conversation = await getConversation(conversationId);
  // Not among its participants any more: an earlier run of this step withdrew them already.
  if (conversation?.participants.includes(userId)) {
    const otherId = conversation.participants.find((id) => id !== userId) ?? userId;
    const messages = await queryAll<MessageItem>(keyCondition(KEY, conversationPk(conversationId), { beginsWith: MESSAGE_PREFIX }));
    await batchDelete(messages.filter((m) => m.senderId === userId).map(({ pk, sk }) => ({ pk, sk })));
    const latest = messages.filter((m) => m.senderId !== userId).at(-1);
    if (!latest) {
      await batchDelete([inboxKey(otherId, conversationId), conversationKey(conversationId)]);
    } else {
      const key = await dataKeyOf(conversation);
      const text = openText(key, latest.encryptedContent, conversationId);
      const participants = [otherId, FORMER_MEMBER.id].sort();
      const cancelled = await transact([
        { Update: updateOf(conversationKey(conversationId), { set: { participants } }, ITEM_EXISTS) },
        {
          Update: updateOf(
            inboxKey(otherId, conversationId),
            { set: { lastMessage: seal(key, text ?? '', conversationId), unreadCount: 0, otherUserId: FORMER_MEMBER.id, participants } },
            ITEM_EXISTS,
          ),
        },
      ]);
      // Either is gone (the other participant erased theirs too): nothing left to show anyone.
      if (cancelled && !conditionFailed(cancelled)) throw new TransactionCancelled('conversation withdrawal', cancelled);
    }
  }
  await batchDelete([inboxKey(userId, conversationId)]);
}
