/**
 * `npm run bench:circle-deletion`: an admin deletes a circle of BENCH_POSTS posts (default 2,000)
 * whose member heard of every one. The scale that functions/admin/circles.test.ts leaves to this
 * script (its test deletes 200, with the same checks): on DynamoDB Local with the stream poller
 * npm start runs (local/streams.ts, calling the stream worker's own handler), this prints how long
 * writing the posts took, how long until every announcement was delivered, the DELETE itself, and
 * the clean-up until its chain of pages ended; then checks that nothing in the table names the
 * circle or a post, that the posts counter dropped by exactly the posts and the member's unread
 * count is back where it was.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { UserItem } from '../functions/lib/account.ts';
import { startStreamPoller } from '../local/streams.ts';
import { benchUser, dynamoLocal, writeAll } from './bench-kit.ts';

const POSTS = Number(process.env.BENCH_POSTS ?? 2000);

// What the stream worker's modules read at load. The posts here carry no media and nobody subscribed
// to pushes, so the clean-up never calls S3 nor a push service: addresses nobody answers say so if it did.
const keyDir = await mkdtemp(join(tmpdir(), 'bench-circle-deletion-'));
const [{ MESSAGE_KEY_ENV }, { WEB_PUSH_ENV, MEDIA_SIGNING_ENV }] = await Promise.all([import('../functions/lib/sealing.ts'), import('../functions/lib/config.ts')]);
delete process.env[MESSAGE_KEY_ENV.kmsKeyId];
Object.assign(process.env, {
  [MESSAGE_KEY_ENV.keyFile]: join(keyDir, 'messages.key'),
  [WEB_PUSH_ENV.keyFile]: join(keyDir, 'web-push-vapid.json'),
  [MEDIA_SIGNING_ENV.keyFile]: join(keyDir, 'media-signing.pem'),
  MEDIA_BUCKET: 'bench-media',
  S3_ENDPOINT: 'http://127.0.0.1:9',
});
// The worker's line per page would bury the figures.
(await import('../functions/lib/logger.ts')).logger.setLogLevel('WARN');
const { handler: streamWorker } = await import('../functions/streams/handler.ts');
const { createCircle, joinCircle } = await import('../functions/circles/items/circle.ts');
const { deleteCircle } = await import('../functions/admin/workflows/circle-deletion.ts');
const { cleanupPageKey } = await import('../functions/lib/cleanup-page.ts');
const { createPost } = await import('../functions/posts/workflows/posting.ts');
const { readStats } = await import('../functions/lib/stats.ts');
const { getUserItem } = await import('../functions/lib/account.ts');
const { keyCondition } = await import('../functions/lib/db/keys.ts');
const { queryAll } = await import('../functions/lib/db/query.ts');
const { ADMIN_LOG_PK, KEY } = await import('../functions/lib/db/schema.ts');
const { db, tableName } = await import('../functions/lib/db/client.ts');

const creator = benchUser('circle-creator', 'Seeker Creator');
const member = benchUser('circle-member', 'Seeker Member');
const admin: UserItem = { ...benchUser('circle-admin', 'Seeker Admin'), isAdmin: true };
await writeAll([creator, member, admin]);
const unread = async () => ((await getUserItem(member.id)) as UserItem & { unreadNotificationCount?: number }).unreadNotificationCount ?? 0;

const poller = await startStreamPoller({ dynamo: dynamoLocal, tableName, handler: streamWorker, log: () => undefined });
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const circle = await createCircle(creator.id, { name: 'Two thousand breaths', description: 'Sitting together.', isPrivate: false });
await joinCircle(circle.id, member.id);
await poller.drained();
const unreadBefore = await unread();

// Through the real create path, twenty at a time, as the test writes them.
let started = performance.now();
const postIds: string[] = [];
for (let i = 0; i < POSTS; i += 20) {
  const made = await Promise.all(
    Array.from({ length: Math.min(20, POSTS - i) }, (_, j) => createPost({ author: creator, type: 'reflection', content: `Stillness ${i + j}.`, circleId: circle.id })),
  );
  postIds.push(...made.map((p) => p.id));
}
const written = seconds(started);
started = performance.now();
await poller.drained();
const announced = seconds(started);
if ((await unread()) !== unreadBefore + POSTS) throw new Error(`the member heard of ${(await unread()) - unreadBefore} of ${POSTS} posts`);

const totalPostsBefore = (await readStats()).totals.posts;
started = performance.now();
await deleteCircle(admin, circle.id);
const deleted = seconds(started);

// Each page of the clean-up writes the next: drained until the chain has removed itself.
started = performance.now();
const chain = () => queryAll(keyCondition(KEY, cleanupPageKey('circle', circle.id, 0).pk));
while ((await chain()).length) await poller.drained();
const cleaned = seconds(started);
await poller.stop();

const ids = [circle.id, ...postIds];
let left = 0;
let ExclusiveStartKey: Record<string, unknown> | undefined;
do {
  const page = await db.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey }));
  // The admin log keeps what was deleted, by design.
  left += (page.Items ?? []).filter((item) => item.pk !== ADMIN_LOG_PK && ids.some((id) => JSON.stringify(item).includes(id))).length;
  ExclusiveStartKey = page.LastEvaluatedKey;
} while (ExclusiveStartKey);
const postsDropped = totalPostsBefore - (await readStats()).totals.posts;
const unreadAfter = await unread();
await dynamoLocal.stop();
await rm(keyDir, { recursive: true, force: true });

console.log(`\nA circle of ${POSTS} posts, its member notified of each, deleted by an admin (DynamoDB Local, the stream poller):`);
console.log(`  posts written (20 at a time)       ${written.padStart(7)} s`);
console.log(`  every announcement delivered        ${announced.padStart(7)} s after the last post`);
console.log(`  DELETE (the one transaction)        ${deleted.padStart(7)} s`);
console.log(`  clean-up to the end of its chain    ${cleaned.padStart(7)} s after the DELETE`);
console.log(`  items left naming the circle/posts  ${String(left).padStart(7)}`);
console.log(`  posts counter dropped by            ${String(postsDropped).padStart(7)} (of ${POSTS})`);
console.log(`  member's unread count               ${String(unreadAfter).padStart(7)} (was ${unreadBefore})`);
if (left || postsDropped !== POSTS || unreadAfter !== unreadBefore) process.exitCode = 1;
