/**
 * What the route benchmarks (bench-feed.ts, bench-inbox.ts) share: DynamoDB Local with the one
 * table, the functions' own client with a call counter attached, bulk loading, timing and the table
 * they print. Each script loads its data at growing sizes and times the routes' own work in process.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { freePort } from '../local/ports.ts';
import { ensureTable, startDynamo } from '../local/dynamo.ts';
import { percentile } from './bench-stats.ts';
import { callsBetween, countDynamoCalls } from '../functions/testing/dynamo-calls.ts';
import type { IdClaims } from '../functions/lib/auth/tokens.ts';
import type { UserItem } from '../functions/lib/account.ts';
import type { Caller } from '../functions/lib/caller.ts';
import type { RouteRequest } from '../functions/lib/handler.ts';
import type { ApiEvent } from '../functions/lib/http.ts';
import { NOTIFICATION_FLAGS, type NotificationFlags } from '#shared/types/user.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

export const dynamoLocal = await startDynamo({ port: await freePort(), dataDir: null });
Object.assign(process.env, {
  TABLE_NAME: 'bench',
  DYNAMODB_ENDPOINT: dynamoLocal.endpoint,
  AWS_REGION: 'us-east-1',
  // A route module loads the gate's token verifier and the media bucket's client, which read their
  // settings at load; no request here is verified or attaches media (requestFrom calls the route's work).
  OIDC_ISSUER: 'http://127.0.0.1:9/bench',
  OIDC_CLIENT_ID: 'bench',
  MEDIA_BUCKET: 'bench-media',
});
await ensureTable(dynamoLocal.client, 'bench');

const { MEDIA_SIGNING_ENV } = await import('../functions/lib/config.ts');
const { MESSAGE_KEY_ENV } = await import('../functions/lib/sealing.ts');
// Local key files in place of Secrets Manager and KMS (media URLs signed, conversations sealed), set
// before the modules that read them load; made in a folder of the run's own.
const keyDir = await mkdtemp(join(tmpdir(), 'bench-keys-'));
delete process.env[MEDIA_SIGNING_ENV.secretId];
delete process.env[MESSAGE_KEY_ENV.kmsKeyId];
Object.assign(process.env, {
  [MEDIA_SIGNING_ENV.keyFile]: join(keyDir, 'media-signing.pem'),
  [MESSAGE_KEY_ENV.keyFile]: join(keyDir, 'messages.key'),
});

const { db, dynamo, tableName } = await import('../functions/lib/db/client.ts');
// Every call the script makes through the functions' client: what a case spends is read around it (measure).
const dynamoCalls = countDynamoCalls(dynamo);
const { userKey, userKindPk } = await import('../functions/lib/account.ts');
const { createdSk, indexKeys } = await import('../functions/lib/db/keys.ts');
const { INDEXES } = await import('../functions/lib/db/schema.ts');

/** An approved, onboarded member who wants every notification, as the user entity stores one. */
export const benchUser = (id: string, anonymousName: string): UserItem => ({
  ...userKey(id),
  id,
  anonymousName,
  avatar: 'earth',
  status: 'approved',
  ...indexKeys(INDEXES.byKind, userKindPk('approved'), createdSk('2026-01-01T00:00:00.000Z', id)),
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  email: `${id}@example.com`,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  spiritualJourney: 'Benchmarking the path.',
  hasCompletedOnboarding: true,
  isApproved: true,
  isAdmin: false,
  isSuspended: false,
  ...(Object.fromEntries(NOTIFICATION_FLAGS.map((flag) => [flag, true])) as unknown as NotificationFlags),
});

/** A request to a route from `user`, as the gate hands it over: its implementation is called directly. */
export const requestFrom = (user: UserItem, body: unknown): RouteRequest<Caller> => ({
  caller: { claims: {} as IdClaims, user, session: { userId: user.id, secret: '' } },
  body,
  event: {} as ApiEvent,
  params: {},
});

/** Puts items in batches of 25, eight batches in flight, retrying what DynamoDB leaves unprocessed. */
export async function writeAll(items: object[]) {
  const chunks: object[][] = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < chunks.length) {
        let request: Record<string, { PutRequest: { Item: Record<string, unknown> } }[]> | undefined = {
          [tableName]: chunks[next++]!.map((Item) => ({ PutRequest: { Item: Item as Record<string, unknown> } })),
        };
        while (request && Object.keys(request).length) {
          const result = await db.send(new BatchWriteCommand({ RequestItems: request }));
          request = result.UnprocessedItems as typeof request;
        }
      }
    }),
  );
}

export interface Figure {
  p50: number;
  p95: number;
  calls: number;
  trips: number;
}

/** Ten warm-ups, then REQUESTS timed runs one after another. */
export async function measure(run: (i: number) => Promise<unknown>): Promise<Figure> {
  for (let i = 0; i < 10; i++) await run(i);
  const times: number[] = [];
  const before = dynamoCalls();
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  const spent = callsBetween(before, dynamoCalls());
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), calls: spent.calls / REQUESTS, trips: spent.trips / REQUESTS };
}

/**
 * Prints each case's figures at every size, the p50 ratio of the largest size to the smallest and
 * the calls at the largest; then the Scans of the whole run (target 0), and stops DynamoDB Local
 * and removes the key files.
 */
export async function report(
  results: Map<string, Figure[]>,
  sizes: number[],
  sizeLabel: (size: number) => string,
  targetOf: (name: string) => string,
) {
  const ms = (n: number) => n.toFixed(2).padStart(8);
  console.log(
    `\n${REQUESTS} requests per case; times in ms; calls = DynamoDB calls per request, trips = those made one after another ` +
      `(route work only; the gate adds one BatchGetItem), at the largest size\n`,
  );
  console.log(
    'case'.padEnd(18) +
      sizes.map((s) => `p50@${sizeLabel(s)}`.padStart(10) + `p95@${sizeLabel(s)}`.padStart(10)).join('') +
      'ratio p50'.padStart(11) +
      'calls'.padStart(7) +
      'trips'.padStart(7) +
      'target'.padStart(8),
  );
  for (const [name, figures] of results) {
    const ratio = figures.at(-1)!.p50 / figures[0]!.p50;
    console.log(
      name.padEnd(18) +
        figures.map((f) => ms(f.p50).padStart(10) + ms(f.p95).padStart(10)).join('') +
        ratio.toFixed(2).padStart(11) +
        figures.at(-1)!.calls.toFixed(1).padStart(7) +
        figures.at(-1)!.trips.toFixed(1).padStart(7) +
        targetOf(name).padStart(8),
    );
  }
  const { byCommand } = dynamoCalls();
  console.log(`\nScans issued during the whole run: ${byCommand.ScanCommand ?? 0}`);
  console.log(`Calls by command: ${JSON.stringify(byCommand)}`);
  await dynamoLocal.stop();
  await rm(keyDir, { recursive: true });
}
