/**
 * Idempotent creates (docs/decisions.md, "Retried creates"): a create sent with an `Idempotency-Key`
 * header runs once per caller, route and key for 24 hours; a repeat gets the first answer and writes
 * nothing. One item in the caller's partition holds the key's state: claimed by a conditional put
 * while the first request runs, then the answer it gave.
 *
 * The stored answer is sealed under a key derived from the Idempotency-Key, which only the client
 * holds (the item keeps a hash of it): a message's or journal entry's words in an answer stay as
 * unreadable at rest as the sealed items themselves, and nobody without the key can replay it.
 */
import { createHash, createHmac, hkdfSync, randomUUID } from 'node:crypto';
import { pipeline, Readable, Transform } from 'node:stream';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { GuideStreamEvent } from '#shared/guide-stream.ts';
import { IDEMPOTENCY_ERRORS, IDEMPOTENCY_HEADER, REPLAYED_HEADER } from '#shared/idempotency.ts';
import { routeKey, type Route } from '#shared/routes.ts';
import { db, tableName } from './db/client.ts';
import { ITEM_ABSENT } from './db/keys.ts';
import { createClaims, ifCondition } from './db/transact.ts';
import { update, updateOf } from './db/update.ts';
import { TTL_ATTRIBUTE } from './db/schema.ts';
import { badRequest, HttpError } from './errors.ts';
import { type ApiEvent, type ApiResult, header } from './http.ts';
import { logger } from './logger.ts';
import { clientAddress } from './route-limits.ts';
import { open, seal } from './sealing.ts';

type RouteKey = `${Route['method']} ${Route['path']}`;

/** The creates a retry could make twice. Reactions, joins and shares are guarded by their own marker items. */
const CREATES: ReadonlySet<string> = new Set<RouteKey>([
  'POST /api/posts',
  'POST /api/circles',
  'POST /api/messages',
  'POST /api/conversations/{id}/messages',
  'POST /api/circles/{id}/invite',
  'POST /api/circles/{id}/invite-user',
  'POST /api/pre-registration',
  'POST /api/journal',
  'POST /api/ai-guru/question',
]);

const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

/** At least 16 characters: the key is also what the stored answer is sealed under (a UUID has 36). */
const KEY_SHAPE = /^[\w-]{16,128}$/;

type Streamed = Omit<ApiResult, 'body' | 'isBase64Encoded'> & { body: Readable };
type Answer = ApiResult | Streamed;

interface StoredAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

interface IdempotencyItem {
  pk: string;
  sk: string;
  state: 'in-flight' | 'done';
  /** Which run holds an in-flight claim: only it may complete or release it. */
  claim: string;
  /** HMAC of the path and body under the key: a repeat must match it. */
  fingerprint: string;
  /** Epoch ms after which an in-flight claim is abandoned (the function's time ran out) and may be taken over. */
  claimedUntil: number;
  /** Set by the run's own transactions (db/transact.ts): its writes were made, so it is never run again. */
  applied?: boolean;
  answer?: string;
  [TTL_ATTRIBUTE]: number;
}

export interface IdempotentCall {
  route: Route;
  event: ApiEvent;
  /** The member's id; null for a caller signed out on a public route, scoped by the client's address instead. */
  callerId: string | null;
  /** How long this invocation may still run: an in-flight claim lasts that long. */
  remainingMs: number;
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

export const idempotencyItemKey = (scope: string, route: Route, key: string) => ({
  pk: scope,
  sk: `IDEMPOTENCY#${routeKey(route)}#${digest(key)}`,
});

const scopeOf = ({ callerId, event }: IdempotentCall) => (callerId ? `USER#${callerId}` : `CLIENT#${digest(clientAddress(event))}`);

/**
 * Runs a create once for its Idempotency-Key: the first run's answer is kept and given to every
 * repeat. A run that throws (or answers 5xx) keeps nothing, so a retry runs afresh. Without the
 * header, or on a route that is no create, `run` simply runs.
 */
export async function once<A extends Answer>(call: IdempotentCall, run: () => Promise<A>): Promise<A | ApiResult> {
  const key = header(call.event, IDEMPOTENCY_HEADER);
  if (key === undefined || !CREATES.has(routeKey(call.route))) return run();
  if (!KEY_SHAPE.test(key)) throw badRequest(IDEMPOTENCY_ERRORS.badKey.message, IDEMPOTENCY_ERRORS.badKey.code);

  const scope = scopeOf(call);
  const secret = Buffer.from(hkdfSync('sha256', key, scope, 'idempotent answer', 32));
  const record = idempotencyItemKey(scope, call.route, key);
  const fingerprint = createHmac('sha256', secret).update(`${call.event.rawPath}\n${call.event.body ?? ''}`).digest('base64url');
  const claim = randomUUID();
  const now = new Date();

  const earlier = await claimOrRecall({
    ...record,
    state: 'in-flight',
    claim,
    fingerprint,
    claimedUntil: now.getTime() + call.remainingMs,
    [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + IDEMPOTENCY_TTL_SECONDS,
  }, now);
  if (earlier) {
    // Writes made, and the run that made them gone without keeping its answer (its time ran out,
    // or keeping it failed): running again would make them twice, so the repeat is told it is done.
    if (earlier.state === 'in-flight' && earlier.applied && earlier.claimedUntil < now.getTime()) {
      throw new HttpError(409, IDEMPOTENCY_ERRORS.applied.code, IDEMPOTENCY_ERRORS.applied.message);
    }
    // Answered at once rather than waited for: the first may run for minutes (a streamed answer),
    // and a client that retries can wait as well as a function can.
    if (earlier.state === 'in-flight' || !earlier.answer) throw new HttpError(409, IDEMPOTENCY_ERRORS.inFlight.code, IDEMPOTENCY_ERRORS.inFlight.message);
    if (earlier.fingerprint !== fingerprint) throw new HttpError(422, IDEMPOTENCY_ERRORS.reused.code, IDEMPOTENCY_ERRORS.reused.message);
    const stored = JSON.parse(open(secret, earlier.answer, record.sk).toString('utf8')) as StoredAnswer;
    return { ...stored, headers: { ...stored.headers, [REPLAYED_HEADER]: 'true' } };
  }

  // The answer stands whatever becomes of its record: a record not kept only lets a retry run again.
  const settle = async (answer: StoredAnswer | null) => {
    try {
      if (answer && answer.statusCode < 500) await keep(record, claim, seal(secret, JSON.stringify(answer), record.sk));
      else await release(record, claim);
    } catch (error) {
      logger.error('idempotency record not settled', { error: error instanceof Error ? error : String(error) });
    }
  };
  let answer: A;
  try {
    answer = await createClaims.run({ record, claim }, run);
  } catch (error) {
    await settle(null);
    throw error;
  }
  const { statusCode = 200, headers = {} } = answer;
  const stored = (body: string): StoredAnswer => ({ statusCode, headers: stringHeaders(headers), body });
  if (answer.body instanceof Readable) {
    return { ...answer, body: keptWhenWhole(answer.body, (text) => settle(text === null ? null : stored(text))) };
  }
  await settle(stored(typeof answer.body === 'string' ? answer.body : ''));
  return answer;
}

const stringHeaders = (headers: NonNullable<ApiResult['headers']>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));

/** Claims the key, or returns the live item that already holds it (a repeat). */
async function claimOrRecall(item: IdempotencyItem, now: Date): Promise<IdempotencyItem | null> {
  const answer = await ifCondition(
    db.send(
      new PutCommand({
        TableName: tableName,
        Item: item,
        // Deletion by TTL lags, so an expired item counts as no item, and so does an abandoned
        // claim — unless its run's writes were made (`applied`), which must not be made again.
        ConditionExpression: `${ITEM_ABSENT} OR #ttl < :nowSeconds OR (#state = :inFlight AND claimedUntil < :nowMs AND attribute_not_exists(applied))`,
        ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE, '#state': 'state' },
        ExpressionAttributeValues: { ':nowSeconds': Math.floor(now.getTime() / 1000), ':nowMs': now.getTime(), ':inFlight': 'in-flight' },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    ),
    (asItWas) => {
      // The condition fails only where an item holds the key, so DynamoDB always returns it.
      if (!asItWas) throw new Error('An idempotency claim was refused without the item that holds the key');
      return { held: asItWas as unknown as IdempotencyItem };
    },
  );
  return 'held' in answer ? answer.held : null;
}

async function keep(record: ReturnType<typeof idempotencyItemKey>, claim: string, answer: string): Promise<void> {
  await update(updateOf(record, { set: { state: 'done', answer } }, { if: 'claim = :claim', values: { ':claim': claim } }));
}

async function release(record: ReturnType<typeof idempotencyItemKey>, claim: string): Promise<void> {
  // A run that failed after its writes were made keeps the key: a retry must not make them again.
  // Null when another run took the claim over meanwhile, or this one's writes stand: nothing to undo.
  await ifCondition(
    db.send(
      new DeleteCommand({ TableName: tableName, Key: record, ConditionExpression: 'claim = :claim AND attribute_not_exists(applied)', ExpressionAttributeValues: { ':claim': claim } }),
    ),
  );
}

/**
 * A streamed answer passes through unchanged and is kept once it has ended whole, with the guide's
 * answer as its last event (shared/guide-stream.ts). One that ends in an error event, or that the
 * reader left, is released: a retry asks again. The keeping is awaited before the stream ends, so
 * the invocation does not end first.
 */
function keptWhenWhole(body: Readable, settle: (text: string | null) => Promise<void>): Readable {
  const chunks: Buffer[] = [];
  let settled = false;
  const settleOnce = async (text: string | null) => {
    if (settled) return;
    settled = true;
    await settle(text);
  };
  const tee = new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done(null, chunk);
    },
    flush(done) {
      const text = Buffer.concat(chunks).toString('utf8');
      void settleOnce(endsWithAnswer(text) ? text : null).then(() => done());
    },
  });
  tee.on('close', () => void settleOnce(null));
  return pipeline(body, tee, () => undefined);
}

function endsWithAnswer(ndjson: string): boolean {
  try {
    return (JSON.parse(ndjson.trimEnd().split('\n').at(-1) ?? '') as GuideStreamEvent).type === 'answer';
  } catch {
    return false;
  }
}
