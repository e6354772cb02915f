/**
 * `npm run bench:fanout`: does creating a post cost more in a bigger community? new_post reaches
 * every member who wants it (functions/posts/workflows/post-announcement.ts), after the request, by the
 * stream worker. At 100 and then 10,000 approved members who all want every post, this
 * - times POST /api/posts's own work (the route called in process; the gate's one BatchGetItem is
 *   apart) over BENCH_REQUESTS posts, with its DynamoDB calls and round trips (target: ratio ≤ 1.2,
 *   the same calls at both sizes), while nothing reads the stream, so the figures are the request's;
 * - then starts the stream poller npm start runs (local/streams.ts, calling the stream worker's own
 *   handler), creates one more post and times until the stream is drained: the last member's
 *   notification; and checks that every member but the author holds it once and that every unread
 *   counter is exactly what that member was sent.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { UserItem } from '../functions/lib/account.ts';
import { startStreamPoller } from '../local/streams.ts';
import { benchUser, dynamoLocal, type Figure, measure, report, requestFrom, writeAll } from './bench-kit.ts';

const SIZES = (process.env.BENCH_SIZES ?? '100,10000').split(',').map(Number);

// The worker's line per page would bury the table.
(await import('../functions/lib/logger.ts')).logger.setLogLevel('WARN');
const { createPostRoute } = await import('../functions/posts/routes/create-post.ts');
const { handler: streamWorker } = await import('../functions/streams/handler.ts');
const { batchGet } = await import('../functions/lib/db/query.ts');
const { userKey } = await import('../functions/lib/account.ts');
const { db, tableName } = await import('../functions/lib/db/client.ts');

const members: UserItem[] = [];
const author = () => members[0]!;
const post = (content: string) => createPostRoute(requestFrom(author(), { type: 'question', content }));

/** What each member was sent: the notifications the announced posts owe them. */
const owed = new Map<string, number>();
const results = new Map<string, Figure[]>([['create post', []]]);
const fanOut: { size: number; ms: number; pages: number }[] = [];

for (const size of SIZES) {
  const added: UserItem[] = [];
  for (let i = members.length; i < size; i++) added.push(benchUser(`member-${String(i).padStart(6, '0')}`, `Seeker ${i}`));
  await writeAll(added);
  members.push(...added);
  for (const m of added) owed.set(m.id, 0);

  // Nothing reads the stream yet: these posts' announcements are never run (the poller starts at the end).
  results.get('create post')!.push(await measure((i) => post(`Question ${size}-${i}: what stays when everything moves?`)));

  const poller = await startStreamPoller({ dynamo: dynamoLocal, tableName, handler: streamWorker, log: () => undefined });
  const started = performance.now();
  const response = await post(`The one announced at ${size}: who hears?`);
  await poller.drained();
  const ms = performance.now() - started;
  await poller.stop();
  const announced = JSON.parse(String((response as { body: string }).body)) as { id: string };
  for (const m of members.slice(1)) owed.set(m.id, owed.get(m.id)! + 1);

  // Every member but the author holds it, once; every counter is what that member was sent.
  const pages = (await db.send(new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `ANNOUNCE#${announced.id}` } }))).Items ?? [];
  const held = await batchGet<{ pk: string }>(members.map((m) => ({ pk: userKey(m.id).pk, sk: `NOTIF#${announced.id}` })));
  const expected = members.length - 1;
  if (held.length !== expected) throw new Error(`${held.length} of ${expected} members hold the notification`);
  const counters = await batchGet<UserItem & { unreadNotificationCount?: number }>(members.map((m) => userKey(m.id)));
  const wrong = counters.filter((u) => (u.unreadNotificationCount ?? 0) !== owed.get(u.id));
  if (wrong.length) throw new Error(`${wrong.length} members' unread counts are not what they were sent`);
  fanOut.push({ size, ms, pages: pages.length });
}

console.log('\nUntil the last member holds the notification (stream poller → stream worker), and the check:');
for (const { size, ms, pages } of fanOut) {
  console.log(`  ${String(size).padStart(6)} members: ${(ms / 1000).toFixed(2)} s, ${pages} page(s); all ${size - 1} hold it once, every unread count exact`);
}
await report(results, SIZES, (s) => (s >= 1000 ? `${s / 1000}k` : String(s)), () => '≤1.2');
