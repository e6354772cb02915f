/**
 * The AI guide's items. In the asker's partition, `USER#<userId>`:
 *   `GUIDE#<id>`            an exchange: question, answer, language, topics, sharedAsPostId
 *   `GUIDANCE#<day>`        the day's personal guidance (expires)
 *   `GUIDEQUOTA#<day>`      how many questions the member asked that UTC day (expires)
 * and for everyone, `GUIDE#DAILY` / `<day>`: the day's wisdom. Ids are time-ordered, so an
 * exchange's key sorts by creation and the history is one Query, newest first.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { GuideLanguage } from '#shared/ai-guru-schemas.ts';
import type { GuideConversation, GuideSource } from '#shared/types/ai-guru.ts';
import { db, tableName } from '../../lib/db/client.ts';
import { newId } from '../../lib/db/ids.ts';
import { ITEM_EXISTS, keyCondition, type TableKey } from '../../lib/db/keys.ts';
import { queryAll } from '../../lib/db/query.ts';
import { putNew, putUnlessTheirs, updateIf } from '../../lib/db/transact.ts';
import { countWithin, update, updateOf } from '../../lib/db/update.ts';
import { KEY, TTL_ATTRIBUTE } from '../../lib/db/schema.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { userKey } from '../../lib/account.ts';

const EXCHANGE_PREFIX = 'GUIDE#';
const exchangeKey = (userId: string, id: string): TableKey => ({ pk: userKey(userId).pk, sk: `${EXCHANGE_PREFIX}${id}` });
const dailyKey = (day: string): TableKey => ({ pk: 'GUIDE#DAILY', sk: day });
const guidanceKey = (userId: string, day: string): TableKey => ({ pk: userKey(userId).pk, sk: `GUIDANCE#${day}` });
const quotaKey = (userId: string, day: string): TableKey => ({ pk: userKey(userId).pk, sk: `GUIDEQUOTA#${day}` });

/** A day's items outlive it by a day, for callers whose clock is a little behind. */
const expiresAfter = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + 2 * 24 * 60 * 60;

export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

interface ExchangeItem extends TableKey, Omit<GuideConversation, 'audioUrl' | 'audioDuration'> {
  source: GuideSource;
  /** The recorded question; the demo seed's exchanges, like any stored before questions carried one, have neither field. */
  audioUrl?: string | null;
  audioDuration?: number | null;
  /** While a share is being made: when it began (a share that died midway is taken over later). */
  shareClaimedAt?: number;
}

export interface NewExchange {
  question: string;
  response: string;
  language: GuideLanguage;
  topics: string[];
  source: GuideSource;
  /** The recorded question, already checked as the asker's own. */
  audioUrl?: string | null;
  audioDuration?: number | null;
}

const conversationOf = ({ id, question, response, topics, language, createdAt, sharedAsPostId, audioUrl, audioDuration }: ExchangeItem): GuideConversation => ({
  id,
  question,
  response,
  topics,
  language,
  createdAt,
  sharedAsPostId,
  audioUrl: audioUrl ?? null,
  audioDuration: audioDuration ?? null,
});

export async function storeExchange(userId: string, exchange: NewExchange, now = new Date()): Promise<GuideConversation> {
  const id = newId(now.getTime());
  const item: ExchangeItem = { ...exchangeKey(userId, id), id, ...exchange, createdAt: now.toISOString(), sharedAsPostId: null };
  await putNew(item);
  return conversationOf(item);
}

/** The member's exchanges, newest first; `limit` caps the history's list, the export takes all. */
export async function listExchanges(userId: string, limit?: number): Promise<GuideConversation[]> {
  const items = await queryAll<ExchangeItem>(
    { ...keyCondition(KEY, userKey(userId).pk, { beginsWith: EXCHANGE_PREFIX }), ScanIndexForward: false },
    limit,
  );
  return items.map(conversationOf);
}

/** The caller's own exchange; anyone else's id is answered as a missing one. */
export async function getExchange(userId: string, id: string): Promise<GuideConversation> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: exchangeKey(userId, id) }));
  if (!Item) throw notFound('Conversation not found', 'conversation_not_found');
  return conversationOf(Item as ExchangeItem);
}

/** A share that has not finished in this long is taken to have died (a function's timeout is shorter). */
const SHARE_CLAIM_MS = 60_000;
const SHARE_WAIT_MS = 250;
const SHARE_WAITS = 20;

/**
 * Shares an exchange once: the first caller claims it (a conditional update), makes the post with
 * `makePost` and records its id; a concurrent caller waits for that id. So two presses, or a
 * retried request, make one post, and each is answered with it.
 */
export async function shareExchangeOnce(userId: string, id: string, makePost: (exchange: GuideConversation) => Promise<string>): Promise<string> {
  for (let wait = 0; wait <= SHARE_WAITS; wait++) {
    const exchange = await getExchange(userId, id);
    if (exchange.sharedAsPostId) return exchange.sharedAsPostId;
    const now = Date.now();
    const claimed = await updateIf(
      updateOf(
        exchangeKey(userId, id),
        { set: { shareClaimedAt: now } },
        {
          if: `${ITEM_EXISTS} AND sharedAsPostId = :none AND (attribute_not_exists(shareClaimedAt) OR shareClaimedAt < :stale)`,
          values: { ':none': null, ':stale': now - SHARE_CLAIM_MS },
        },
      ),
    );
    if (!claimed) {
      await new Promise((resolve) => setTimeout(resolve, SHARE_WAIT_MS));
      continue;
    }
    const postId = await makePost(exchange);
    await update(updateOf(exchangeKey(userId, id), { set: { sharedAsPostId: postId }, remove: ['shareClaimedAt'] }));
    return postId;
  }
  throw new HttpError(503, 'busy', 'This conversation is being shared. Please try again.');
}

/**
 * The text kept for a day (the community's wisdom, a member's guidance): the stored one, or
 * `generate()`'s, kept with a conditional Put so that two first requests at once keep one, and
 * both answer with it.
 */
async function keptForDay<T extends object>(key: TableKey, day: string, generate: () => Promise<T>): Promise<T> {
  const read = async () => (await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item as (T & TableKey) | undefined;
  const stored = await read();
  if (stored) return valueOf(stored);
  const value = await generate();
  const theirs = await putUnlessTheirs({ ...key, ...value, [TTL_ATTRIBUTE]: expiresAfter(day) }, read, "A day's text");
  return theirs ? valueOf(theirs) : value;
}

function valueOf<T extends object>(item: T & TableKey): T {
  const { pk: _pk, sk: _sk, [TTL_ATTRIBUTE]: _expires, ...value } = item as T & TableKey & { [TTL_ATTRIBUTE]?: number };
  return value as unknown as T;
}

export const dailyWisdom = <T extends object>(day: string, generate: () => Promise<T>) => keptForDay(dailyKey(day), day, generate);

export const dailyGuidance = <T extends object>(userId: string, day: string, generate: () => Promise<T>) =>
  keptForDay(guidanceKey(userId, day), day, generate);

/**
 * Counts one question against the member's daily allowance, or refuses it with a 429 once the
 * allowance is spent. The count is taken before the provider is called, so a failed answer still
 * counts: the provider was asked.
 */
export async function countQuestion(userId: string, allowance: number, day = utcDay()): Promise<void> {
  const counted = await updateIf(
    countWithin(quotaKey(userId, day), 'asked', allowance, expiresAfter(day)),
  );
  if (!counted) {
    throw new HttpError(
      429,
      'guide_quota',
      `You have asked the guide ${allowance} questions today, the most for one day. Please come back tomorrow.`,
    );
  }
}
