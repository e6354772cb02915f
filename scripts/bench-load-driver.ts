/**
 * The load of `npm run bench:load` and of its CI smoke (functions/lib/load.test.ts): members made
 * through the real sign-in and approval, an open-loop mix of writes at a fixed rate, duplicate
 * retries of a sample of creates, and an audit read straight from the table that every counter
 * equals its items. Reads the table through the functions' own client, so TABLE_NAME and
 * DYNAMODB_ENDPOINT must name the stack's before this module loads.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { IDEMPOTENCY_HEADER } from '#shared/idempotency.ts';
import { REACTION_TYPES } from '#shared/types/post.ts';
import { db, tableName } from '../functions/lib/db/client.ts';
import { keyCondition } from '../functions/lib/db/keys.ts';
import { queryAll } from '../functions/lib/db/query.ts';
import { INDEXES, KEY } from '../functions/lib/db/schema.ts';
import { circlePk } from '../functions/circles/items/circle.ts';
import { authorPk, countsOnProfile, postKey, repliesPk } from '../functions/posts/items/post.ts';
import { REACTION_PREFIX } from '../functions/posts/items/reaction.ts';
import { userKey } from '../functions/lib/account.ts';
import { RATE_LIMITS } from '../functions/lib/route-limits.ts';
import { TestClient } from '../functions/testing/api-client.ts';
import { percentile } from './bench-stats.ts';

export interface Member {
  id: string;
  client: TestClient;
}

/** Runs `work` over `items`, `width` at a time. */
async function eachLimited<T, R>(items: readonly T[], width: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

async function expectStatus<T>(what: string, answer: Promise<{ status: number; text: string; json: T }>, status: number): Promise<T> {
  const { status: got, text, json } = await answer;
  if (got !== status) throw new Error(`${what}: ${got} ${text.slice(0, 200)}`);
  return json;
}

/**
 * `count` members, each signed in through the provider, given a persona and approved by the admin
 * through the admin route. Like the test personas, they do not hear of every new post: with 200
 * members that would be 199 notifications per post, the fan-out's own benchmark (`bench:fanout`).
 */
export async function signUpMembers(origin: string, count: number, label: string): Promise<Member[]> {
  const admin = new TestClient(origin);
  await admin.signIn('admin@example.com');
  const me = await expectStatus('admin', admin.get<{ hasCompletedOnboarding: boolean }>('/api/auth/user'), 200);
  const persona = (name: string) => ({ anonymousName: name, avatar: 'earth', spiritualJourney: 'Holding steady under load.' });
  if (!me.hasCompletedOnboarding) await expectStatus('admin persona', admin.send('POST', '/api/user/persona', persona('Load Keeper')), 200);
  const run = randomUUID().slice(0, 8);
  return eachLimited(Array.from({ length: count }, (_, i) => i), 8, async (i) => {
    const client = new TestClient(origin);
    await client.signIn(`load-${label}-${run}-${i}@example.com`);
    const { id } = await expectStatus('persona', client.send<{ id: string }>('POST', '/api/user/persona', persona(`Load ${label} ${run} ${i}`)), 200);
    await expectStatus('approve', admin.send('POST', `/api/admin/users/${id}/approve`), 200);
    await expectStatus('preferences', client.send('PATCH', '/api/user/notification-preferences', { notifyAllPosts: false, notifyMainFeedPosts: false }), 200);
    return { id, client };
  });
}

/** Shares of the writes, in percent: per member over 300 s each stays far under its hourly limit (docs/limits.md). */
const MIX = { post: 10, reply: 14, reaction: 30, message: 20, circle: 12, notificationsRead: 14 } as const;
type Kind = keyof typeof MIX;

const WORDS = 'breath silence river light grief gratitude morning prayer stillness wonder patience compassion trust dawn'.split(' ');

interface Request {
  label: string;
  /** The rate limit's route key it counts against. */
  route: string;
  path: string;
  body: unknown;
  /** Creates carry an Idempotency-Key; reactions and joins are guarded by their own marker items. */
  create: 'post' | 'message' | null;
}

interface Answered extends Request {
  member: Member;
  key: string | undefined;
  status: number;
  /** The created item's id, for a 2xx create. */
  id: string | undefined;
}

export interface RouteFigures {
  latencies: number[];
  ok: number;
  limited: number;
  otherClient: number;
  server: number;
  /** No answer at all (connection refused or reset). */
  failed: number;
  /** Each 5xx's status and code, counted. */
  serverErrors: Map<string, number>;
}

export interface LoadResult {
  members: Member[];
  circles: string[];
  scheduled: number;
  seconds: number;
  /** From the first request sent to the last one sent (the schedule held if this is `seconds`), and to the last answer. */
  sendingSeconds: number;
  elapsedSeconds: number;
  figures: Map<string, RouteFigures>;
  creates: Answered[];
  /** Requests sent per member and rate-limit route key. */
  used: Map<string, number>;
}

const figuresOf = (figures: Map<string, RouteFigures>, label: string) => {
  let entry = figures.get(label);
  if (!entry) figures.set(label, (entry = { latencies: [], ok: 0, limited: 0, otherClient: 0, server: 0, failed: 0, serverErrors: new Map() }));
  return entry;
};

/** Sends one request, counts its answer under `label`, and answers its status and JSON (status 0: no answer). */
async function send(member: Member, request: Request, key: string | undefined, figures: Map<string, RouteFigures>, since = performance.now()) {
  const entry = figuresOf(figures, request.label);
  try {
    const answer = await member.client.request<{ id?: string; message?: { id: string }; conversationId?: string; code?: string }>(request.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
      body: JSON.stringify(request.body ?? {}),
    });
    entry.latencies.push(performance.now() - since);
    const { status } = answer;
    if (status < 300) entry.ok++;
    else if (status === 429) entry.limited++;
    else if (status < 500) entry.otherClient++;
    else {
      entry.server++;
      const error = `${status} ${answer.json?.code ?? answer.text.slice(0, 60)}`;
      entry.serverErrors.set(error, (entry.serverErrors.get(error) ?? 0) + 1);
    }
    return answer;
  } catch {
    entry.failed++;
    return { status: 0, json: undefined, text: '', headers: new Headers() };
  }
}

const idOf = (create: Request['create'], json: { id?: string; message?: { id: string } } | undefined) =>
  create === 'message' ? json?.message?.id : json?.id;

/**
 * Sends `rate` writes a second for `seconds`, open loop: request i leaves at start + i / rate
 * whatever the answers before it, and its latency counts from that moment, so a slow server shows
 * as latency instead of as a lower rate. Each kind of write goes to the members in turn, so every
 * member makes the same number of each. The first quarter of the members (at most 20) each start a
 * circle first; the others join and leave them.
 */
export async function driveLoad(members: Member[], rate: number, seconds: number): Promise<LoadResult> {
  const figures = new Map<string, RouteFigures>();
  const used = new Map<string, number>();
  const creates: Answered[] = [];
  const circleOwners = members.slice(0, Math.min(20, Math.ceil(members.length / 4)));
  const circleOf = new Map<string, string>();
  await Promise.all(
    circleOwners.map(async (owner, i) => {
      const request: Request = {
        label: 'setup: circle',
        route: 'POST /api/circles',
        path: '/api/circles',
        body: { name: `Load circle ${i}`, description: 'Sitting with the numbers.', isPrivate: false },
        create: null,
      };
      const answer = await send(owner, request, randomUUID(), figures);
      if (answer.status !== 201 || !answer.json?.id) throw new Error(`circle: ${answer.status} ${answer.text.slice(0, 200)}`);
      circleOf.set(owner.id, answer.json.id);
    }),
  );
  const circles = [...circleOf.values()];

  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  let sequence = 0;
  /** Words ending in a tag no other request carries: the audit finds a post written twice by its words. */
  const words = (n: number) => `${Array.from({ length: n }, () => pick(WORDS)).join(' ')} ${`load${sequence++}`}`;
  const turns = new Map<Kind, number>();
  const nextMember = (kind: Kind) => {
    const turn = turns.get(kind) ?? 0;
    turns.set(kind, turn + 1);
    return { member: members[turn % members.length]!, turn: Math.floor(turn / members.length) };
  };
  const mainPosts: string[] = [];
  const reactable: string[] = [];
  const conversations = new Map<string, string>();
  const joined = new Set<string>();
  const kinds = Object.entries(MIX) as [Kind, number][];
  const totalWeight = kinds.reduce((sum, [, weight]) => sum + weight, 0);
  const kindAt = () => {
    let roll = random() * totalWeight;
    for (const [kind, weight] of kinds) if ((roll -= weight) < 0) return kind;
    return kinds[0]![0];
  };

  /** The next write of `kind`; a reply or reaction before any post exists is a post. */
  const plan = (wanted: Kind): { member: Member; request: Request } => {
    const kind = (wanted === 'reply' && !mainPosts.length) || (wanted === 'reaction' && !reactable.length) ? 'post' : wanted;
    const { member, turn } = nextMember(kind);
    switch (kind) {
      case 'post': {
        // A circle's creator writes every other post in it.
        const circleId = turn % 2 ? circleOf.get(member.id) : undefined;
        const body = { content: `${words(12)}.`, type: pick(['question', 'reflection']), ...(circleId ? { circleId } : {}) };
        return { member, request: { label: circleId ? 'post (circle)' : 'post', route: 'POST /api/posts', path: '/api/posts', body, create: 'post' } };
      }
      case 'reply': {
        const body = { content: `${words(8)}.`, type: 'reply', parentId: pick(mainPosts) };
        return { member, request: { label: 'reply', route: 'POST /api/posts', path: '/api/posts', body, create: 'post' } };
      }
      case 'reaction': {
        const body = { postId: pick(reactable), type: pick(REACTION_TYPES), value: 1 + Math.floor(random() * 100) };
        return { member, request: { label: 'reaction', route: 'POST /api/reactions', path: '/api/reactions', body, create: null } };
      }
      case 'message': {
        const index = members.indexOf(member);
        const other = members[(index + 1 + (turn % 3)) % members.length]!;
        const conversation = conversations.get([member.id, other.id].sort().join(' '));
        const content = `${words(10)}.`;
        const request: Request = conversation
          ? { label: 'message', route: 'POST /api/conversations/{id}/messages', path: `/api/conversations/${conversation}/messages`, body: { content }, create: 'message' }
          : { label: 'message (first)', route: 'POST /api/messages', path: '/api/messages', body: { recipientId: other.id, content }, create: 'message' };
        return { member, request };
      }
      case 'circle': {
        const circleId = pick(circles.filter((id) => id !== circleOf.get(member.id)));
        const membership = `${member.id} ${circleId}`;
        const leaving = joined.has(membership);
        if (leaving) joined.delete(membership);
        else joined.add(membership);
        const action = leaving ? 'leave' : 'join';
        return { member, request: { label: `circle ${action}`, route: `POST /api/circles/{id}/${action}`, path: `/api/circles/${circleId}/${action}`, body: {}, create: null } };
      }
      case 'notificationsRead':
        return {
          member,
          request: { label: 'notifications read', route: 'POST /api/notifications/mark-all-read', path: '/api/notifications/mark-all-read', body: {}, create: null },
        };
    }
  };

  const fire = async (member: Member, request: Request, due: number) => {
    const usedKey = `${member.id} ${request.route}`;
    used.set(usedKey, (used.get(usedKey) ?? 0) + 1);
    const key = request.create ? randomUUID() : undefined;
    const answer = await send(member, request, key, figures, due);
    const id = answer.status < 300 ? idOf(request.create, answer.json) : undefined;
    if (!request.create) return;
    creates.push({ ...request, member, key, status: answer.status, id });
    if (!id) return;
    if (request.label === 'post') mainPosts.push(id);
    if (request.label === 'post' || request.label === 'reply') reactable.push(id);
    if (answer.json?.conversationId) {
      const { recipientId } = request.body as { recipientId?: string };
      if (recipientId) conversations.set([member.id, recipientId].sort().join(' '), answer.json.conversationId);
    }
  };

  const scheduled = Math.round(rate * seconds);
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < scheduled; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const { member, request } = plan(kindAt());
    inFlight.push(fire(member, request, due));
  }
  const sendingSeconds = (performance.now() - start) / 1000;
  await Promise.all(inFlight);
  figures.delete('setup: circle');
  return { members, circles, scheduled, seconds, sendingSeconds, elapsedSeconds: (performance.now() - start) / 1000, figures, creates, used };
}

export interface RetryResult {
  keys: number;
  retries: number;
  /** Retries whose answer was the first one: its status and the same id. */
  same: number;
  figures: Map<string, RouteFigures>;
}

/**
 * Sends each of `keys` 2xx creates again `retries` times at once, with its key and body. A retry is
 * counted by the rate limit as any request is, so the sample takes creates of distinct members
 * whose limit on that route still has room for every retry.
 */
export async function retryDuplicates(load: LoadResult, keys: number, retries: number): Promise<RetryResult> {
  const limitOf = (route: string) => Math.min(...(RATE_LIMITS[route as keyof typeof RATE_LIMITS] ?? []).map((limit) => limit.max));
  const eligible = new Map<string, Answered[]>();
  for (const create of load.creates) {
    const roomy = (load.used.get(`${create.member.id} ${create.route}`) ?? 0) + retries <= limitOf(create.route);
    if (create.id && roomy) eligible.set(create.label, [...(eligible.get(create.label) ?? []), create]);
  }
  // Taken in turn from each kind (post, reply, message…), one per member, so the sample holds every kind of create.
  const queues = [...eligible.values()];
  const taken = new Set<string>();
  const sample: Answered[] = [];
  for (let i = 0; sample.length < keys && queues.some((queue) => queue.length); i++) {
    const next = queues[i % queues.length]!.shift();
    if (next && !taken.has(next.member.id)) {
      taken.add(next.member.id);
      sample.push(next);
    }
  }
  const figures = new Map<string, RouteFigures>();
  let same = 0;
  await Promise.all(
    sample.flatMap((create) =>
      Array.from({ length: retries }, async () => {
        const answer = await send(create.member, { ...create, label: `retry: ${create.label}` }, create.key, figures);
        if (answer.status === create.status && idOf(create.create, answer.json) === create.id) same++;
      }),
    ),
  );
  return { keys: sample.length, retries: sample.length * retries, same, figures };
}

export function totals(figures: Iterable<RouteFigures>) {
  const sum = { requests: 0, ok: 0, limited: 0, otherClient: 0, server: 0, failed: 0 };
  for (const f of figures) {
    sum.requests += f.ok + f.limited + f.otherClient + f.server + f.failed;
    sum.ok += f.ok;
    sum.limited += f.limited;
    sum.otherClient += f.otherClient;
    sum.server += f.server;
    sum.failed += f.failed;
  }
  return sum;
}

export function printFigures(figures: Map<string, RouteFigures>) {
  const ms = (n: number) => n.toFixed(0).padStart(8);
  console.log(`${'route'.padEnd(26)}${'sent'.padStart(7)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'2xx'.padStart(7)}${'429'.padStart(6)}${'4xx'.padStart(6)}${'5xx'.padStart(6)}${'none'.padStart(6)}`);
  for (const [label, f] of [...figures].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...f.latencies].sort((a, b) => a - b);
    const sent = f.ok + f.limited + f.otherClient + f.server + f.failed;
    console.log(
      label.padEnd(26) +
        String(sent).padStart(7) +
        ms(percentile(sorted, 50)) +
        ms(percentile(sorted, 95)) +
        ms(percentile(sorted, 99)) +
        [f.ok, f.limited, f.otherClient, f.server, f.failed].map((n) => String(n).padStart(n === f.ok ? 7 : 6)).join(''),
    );
  }
  for (const [label, f] of figures) for (const [error, count] of f.serverErrors) console.log(`  ${label}: ${count} × ${error}`);
}

export interface AuditLine {
  check: string;
  checked: number;
  /** What differs, a few examples. */
  wrong: string[];
}

type Item = Record<string, unknown> & { pk: string; sk: string };
const num = (value: unknown) => Number(value ?? 0);
const partition = (pk: string) => queryAll<Item>(keyCondition(KEY, pk));

/**
 * Reads the items of the load's members, their posts, circles and conversations straight from the
 * table and checks every counter against its items, and every 2xx create against the items: each
 * is there once. With `community`, the community counters too, against a Scan of the whole table
 * (only meaningful when nothing else writes to it: the benchmark's own stack).
 */
export async function audit(load: LoadResult, community: boolean): Promise<AuditLine[]> {
  const lines: AuditLine[] = [];
  const line = (check: string) => {
    const entry: AuditLine = { check, checked: 0, wrong: [] };
    lines.push(entry);
    return (ok: boolean, what: string) => {
      entry.checked++;
      if (!ok) entry.wrong.push(what);
    };
  };
  const memberItems = await eachLimited(load.members, 16, (m) => partition(userKey(m.id).pk));
  const authored = (await eachLimited(load.members, 16, (m) => queryAll<Item>(keyCondition(INDEXES.byOwner, authorPk(m.id))))).flat();
  const posts = await eachLimited(authored, 16, async (post) => {
    const id = post.id as string;
    const [items, replies] = await Promise.all([partition(postKey(id).pk), post.parentId ? [] : queryAll<Item>(keyCondition(INDEXES.feedByTime, repliesPk(id)))]);
    return { id, post: items.find((i) => i.sk === 'POST')!, reactions: items.filter((i) => i.sk.startsWith(REACTION_PREFIX)), replies };
  });
  const circles = await eachLimited(load.circles, 16, (id) => partition(circlePk(id)));
  const conversationIds = [...new Set(memberItems.flat().filter((i) => i.sk.startsWith('CONV#')).map((i) => i.conversationId as string))];
  const conversations = new Map(await eachLimited(conversationIds, 16, async (id) => [id, await partition(`CONV#${id}`)] as const));

  const replyCount = line('post replyCount = its reply items');
  const reactionCounts = line('post reaction counts, totals, impact = its reaction items');
  for (const { id, post, reactions, replies } of posts) {
    if (!post.parentId) replyCount(num(post.replyCount) === replies.length, `${id}: ${num(post.replyCount)} vs ${replies.length}`);
    let impact = 0;
    const differs = REACTION_TYPES.filter((type) => {
      const ofType = reactions.filter((r) => r.type === type);
      const total = ofType.reduce((sum, r) => sum + num(r.value), 0);
      impact += total;
      return num(post[`r_${type}_count`]) !== ofType.length || num(post[`r_${type}_total`]) !== total;
    });
    reactionCounts(!differs.length && num(post.impact) === impact, `${id}: ${differs.join(',') || `impact ${num(post.impact)} vs ${impact}`}`);
  }

  const profileCounts = line('member postCount, replyCount, impactTotal = their main-feed posts, replies, reactions');
  const unread = line('member unreadNotificationCount = unread notification items');
  const inbox = line('conversation unreadCount = messages from the other member (threads never opened)');
  load.members.forEach((member, i) => {
    const items = memberItems[i]!;
    const profile = items.find((item) => item.sk === 'PROFILE')!;
    const own = posts.filter(({ post }) => post.authorId === member.id && countsOnProfile({ circleId: (post.circleId as string | null | undefined) ?? null, authorId: member.id }));
    const expected = {
      postCount: own.filter(({ post }) => !post.parentId).length,
      replyCount: own.filter(({ post }) => post.parentId).length,
      impactTotal: own.reduce((sum, { post }) => sum + num(post.impact), 0),
    };
    const off = Object.entries(expected).filter(([name, value]) => num(profile[name]) !== value);
    profileCounts(!off.length, `${member.id}: ${off.map(([name, value]) => `${name} ${num(profile[name])} vs ${value}`).join(', ')}`);
    const unreadItems = items.filter((item) => item.sk.startsWith('NOTIF#') && item.isRead === false).length;
    unread(num(profile.unreadNotificationCount) === unreadItems, `${member.id}: ${num(profile.unreadNotificationCount)} vs ${unreadItems}`);
    for (const entry of items.filter((item) => item.sk.startsWith('CONV#'))) {
      const fromOther = (conversations.get(entry.conversationId as string) ?? []).filter((m) => m.sk.startsWith('MSG#') && m.senderId !== member.id).length;
      inbox(num(entry.unreadCount) === fromOther, `${member.id} in ${String(entry.conversationId)}: ${num(entry.unreadCount)} vs ${fromOther}`);
    }
  });

  const memberCount = line('circle memberCount = its member items');
  load.circles.forEach((id, i) => {
    const items = circles[i]!;
    const circle = items.find((item) => item.sk === 'CIRCLE')!;
    const members = items.filter((item) => item.sk.startsWith('MEMBER#')).length;
    memberCount(num(circle.memberCount) === members, `${id}: ${num(circle.memberCount)} vs ${members}`);
  });

  // Every 2xx create is there (none lost); no post is there twice (each request's words are its own); and
  // beyond the 2xx creates, what else is there was written for a request answered with an error.
  const createdIds = (kind: Request['create']) => new Set(load.creates.filter((c) => c.create === kind && c.id).map((c) => c.id!));
  const stored = {
    post: authored.map((item) => item.id as string),
    message: [...conversations.values()].flat().filter((m) => m.sk.startsWith('MSG#')).map((m) => m.id as string),
  };
  for (const kind of ['post', 'message'] as const) {
    const ids = createdIds(kind);
    const have = new Set(stored[kind]);
    const lost = line(`every 2xx ${kind} create is in the table`);
    for (const id of ids) lost(have.has(id), `${id} missing`);
    const extra = line(`${kind} items = 2xx creates (nothing written for an error answer)`);
    extra(stored[kind].length === ids.size, `${stored[kind].length - ids.size} items beyond the ${ids.size} 2xx creates`);
  }
  const twice = line('no post written twice (same words)');
  const byWords = new Map<string, number>();
  for (const item of authored) byWords.set(item.content as string, (byWords.get(item.content as string) ?? 0) + 1);
  for (const [words, count] of byWords) twice(count === 1, `${count} × "${words.slice(-20)}"`);

  if (community) lines.push(...(await auditCommunity()));
  return lines;
}

/** The community counters (STATS items) against a count of the whole table's items. */
async function auditCommunity(): Promise<AuditLine[]> {
  const items: Item[] = [];
  await Promise.all(
    Array.from({ length: 4 }, async (_, Segment) => {
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await db.send(new ScanCommand({ TableName: tableName, Segment, TotalSegments: 4, ExclusiveStartKey }));
        items.push(...((page.Items ?? []) as Item[]));
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
    }),
  );
  const stats = items.filter((item) => item.pk === 'STATS');
  const sum = (prefix: string, name: string) => stats.filter((s) => s.sk.startsWith(prefix)).reduce((total, s) => total + num(s[name]), 0);
  const users = items.filter((item) => item.pk.startsWith('USER#') && item.sk === 'PROFILE');
  const topPosts = items.filter((item) => item.pk.startsWith('POST#') && item.sk === 'POST' && !item.parentId).length;
  const circles = items.filter((item) => item.pk.startsWith('CIRCLE#') && item.sk === 'CIRCLE').length;
  const global = stats.find((s) => s.sk === 'GLOBAL') ?? {};
  const byStatus = new Map<string, number>();
  for (const user of users) byStatus.set(String(user.status), (byStatus.get(String(user.status)) ?? 0) + 1);
  const pairs: [string, number, number][] = [
    ...['onboarding', 'preapproved', 'pending', 'approved', 'suspended', 'rejected'].map(
      (status): [string, number, number] => [`users_${status}`, num((global as Record<string, unknown>)[`users_${status}`]), byStatus.get(status) ?? 0],
    ),
    ['posts (shards)', sum('SHARD#', 'posts'), topPosts],
    ['circles (shards)', sum('SHARD#', 'circles'), circles],
    ['posts (days)', sum('DAY#', 'posts'), topPosts],
    ['signups (days)', sum('DAY#', 'signups'), users.length],
  ];
  return [
    {
      check: `community counters = a count of the table's ${items.length} items`,
      checked: pairs.length,
      wrong: pairs.filter(([, counter, counted]) => counter !== counted).map(([name, counter, counted]) => `${name}: ${counter} vs ${counted}`),
    },
  ];
}

export function printAudit(lines: AuditLine[]) {
  for (const { check, checked, wrong } of lines) {
    console.log(`${wrong.length ? 'FAIL' : 'PASS'}  ${check} (${checked} checked${wrong.length ? `, ${wrong.length} wrong: ${wrong.slice(0, 3).join('; ')}` : ''})`);
  }
}
