/**
 * Lambda's event source mapping for the table's stream, locally: reads DynamoDB Local's own stream
 * (the DynamoDB Streams API, the same protocol as in AWS), keeps the records the mapping's filter
 * keeps (functions/streams/filter.ts), and calls the stream worker's very handler with a
 * DynamoDBStreamEvent. As in AWS, a batch whose handler reports a failure is retried from that
 * record, a few times, and then given up on (AWS would send it to the dead-letter queue; here the
 * log says so).
 *
 * It starts at the stream's end (LATEST): what was written while nothing was running (the demo
 * seed, a previous run) is not replayed.
 */
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { matchesFilter, STREAM_FILTER } from '../functions/streams/filter.ts';
import type { LocalDynamo } from './dynamo.ts';

export type StreamHandler = (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;

/**
 * How often an idle stream is read; a busy one is read again at once, and a drain request (tests)
 * reads it at once too. Lambda reads a shard four times a second, but a chain of background steps
 * (a circle deleted → its posts → their media) waits once per step, and the tests that watch such a
 * chain end wait for it a second: at 250 ms one of them missed it in CI. Ten reads a second cost an
 * idle stack 0.057 of a core, four 0.036.
 */
const IDLE_POLL_MS = 100;
/** How often the stream's shards are listed, to find the ones DynamoDB opened since. */
const SHARD_LIST_MS = 2000;
/** As the event source mapping's retryAttempts (infra/lib/stream-worker.ts). */
const RETRY_ATTEMPTS = 3;

export interface StreamPoller {
  /** Resolves once every record written before the call has been handled (tests, benchmarks). */
  drained(): Promise<void>;
  stop(): Promise<void>;
}

type Image = Record<string, Record<string, unknown>>;

/**
 * The Streams client hands an empty map attribute back as `{}` (its type lost; an empty map inside
 * a map disappears altogether), where Lambda's event carries `{"M": {}}`. An attribute of no type is
 * one of those: given back as the empty map it was, so the worker reads what it would in AWS. (Empty
 * lists keep their type; the items the worker reads hold no map inside a map that can be empty.)
 */
const withEmptyMaps = (image: Image | undefined): Image | undefined =>
  image && Object.fromEntries(Object.entries(image).map(([name, value]) => [name, Object.keys(value).length ? value : { M: {} }]));

function lambdaRecord(record: StreamRecord, streamArn: string): DynamoDBRecord {
  const created = record.dynamodb?.ApproximateCreationDateTime;
  const image = withEmptyMaps(record.dynamodb?.NewImage as Image | undefined);
  return {
    eventID: record.eventID,
    eventName: record.eventName as DynamoDBRecord['eventName'],
    eventVersion: record.eventVersion,
    eventSource: 'aws:dynamodb',
    awsRegion: record.awsRegion,
    eventSourceARN: streamArn,
    dynamodb: {
      ...(record.dynamodb as DynamoDBRecord['dynamodb']),
      ...(image && { NewImage: image as NonNullable<DynamoDBRecord['dynamodb']>['NewImage'] }),
      ...(created && { ApproximateCreationDateTime: Math.floor(created.getTime() / 1000) }),
    },
  };
}

export async function startStreamPoller(options: {
  dynamo: LocalDynamo;
  tableName: string;
  handler: StreamHandler;
  log: (line: string) => void;
}): Promise<StreamPoller> {
  const { Table } = await options.dynamo.client.send(new DescribeTableCommand({ TableName: options.tableName }));
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${options.tableName} has no stream`);
  const streams = new DynamoDBStreamsClient({
    endpoint: options.dynamo.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

  /** Shard id → where to read next; a shard that ended and was read to its end is dropped. */
  const iterators = new Map<string, string>();
  const seen = new Set<string>();
  const listShards = async (from: 'LATEST' | 'TRIM_HORIZON') => {
    let ExclusiveStartShardId: string | undefined;
    do {
      const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId }));
      for (const shard of StreamDescription?.Shards ?? []) {
        const id = shard.ShardId!;
        if (seen.has(id)) continue;
        seen.add(id);
        // A shard that is already closed has nothing new for a poller that starts at the end.
        if (from === 'LATEST' && shard.SequenceNumberRange?.EndingSequenceNumber) continue;
        const { ShardIterator } = await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: id, ShardIteratorType: from }));
        if (ShardIterator) iterators.set(id, ShardIterator);
      }
      ExclusiveStartShardId = StreamDescription?.LastEvaluatedShardId;
    } while (ExclusiveStartShardId);
  };

  const invoke = async (records: DynamoDBRecord[]) => {
    let pending = records;
    for (let attempt = 0; pending.length > 0; attempt++) {
      let failedAt: string | undefined;
      try {
        failedAt = (await options.handler({ Records: pending })).batchItemFailures[0]?.itemIdentifier;
      } catch (error) {
        console.error(`Stream worker failed: ${error instanceof Error ? error.message : String(error)}`);
        failedAt = pending[0]!.dynamodb?.SequenceNumber;
      }
      if (failedAt === undefined) return;
      const from = pending.findIndex((r) => r.dynamodb?.SequenceNumber === failedAt);
      if (attempt >= RETRY_ATTEMPTS) {
        console.error(`Stream worker gave up on ${pending.length - Math.max(from, 0)} record(s) after ${RETRY_ATTEMPTS} retries`);
        return;
      }
      pending = pending.slice(Math.max(from, 0));
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
    }
  };

  let running = true;
  let waiters: (() => void)[] = [];
  /** Ends the idle wait early: set while the loop sleeps. */
  let wake: (() => void) | undefined;
  await listShards('LATEST');
  const loop = (async () => {
    let listedAt = Date.now();
    while (running) {
      let busy = false;
      const requested = waiters;
      waiters = [];
      try {
        if (Date.now() - listedAt > SHARD_LIST_MS || requested.length > 0) {
          await listShards('TRIM_HORIZON');
          listedAt = Date.now();
        }
        for (const [shardId, iterator] of [...iterators]) {
          const { Records = [], NextShardIterator } = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
          if (NextShardIterator) iterators.set(shardId, NextShardIterator);
          else iterators.delete(shardId);
          // Filtered as they come (the pattern reads fields the raw record has in the same shape), then shaped as Lambda gets them.
          const matched = Records.filter((r) => matchesFilter(r, STREAM_FILTER)).map((r) => lambdaRecord(r, streamArn));
          if (Records.length > 0) busy = true;
          if (matched.length > 0) await invoke(matched);
        }
      } catch (error) {
        if (!running) break;
        console.error(`Reading the table's stream failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      // A drain request is answered once a full pass found nothing new.
      if (busy) waiters.push(...requested);
      else for (const resolve of requested) resolve();
      if (!busy && waiters.length === 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, IDLE_POLL_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    }
    for (const resolve of waiters) resolve();
  })();

  return {
    drained: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        wake?.();
      }),
    stop: async () => {
      running = false;
      wake?.();
      await loop;
      streams.destroy();
    },
  };
}
