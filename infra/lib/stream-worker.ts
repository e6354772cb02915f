/**
 * The stream worker (functions/streams/handler.ts): the table's stream feeds it the new items that
 * set work going after their request (a new post's announcement pages, new notifications), chosen
 * by the same filter the local poller applies (functions/streams/filter.ts), so Lambda is not
 * invoked for the rest of the table's writes. A batch that keeps failing goes to a dead-letter
 * queue, whose arrival raises an alarm (monitoring.ts).
 */
import { Duration } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { STREAM_FILTER } from '../../functions/streams/filter.ts';
import { ApiFunction } from './api-function.ts';
import { grantWebPush, type WebPushSettings } from './web-push.ts';

export interface StreamWorkerProps {
  readonly table: Table;
  /** New notifications are pushed to members' browsers when the deployment has Web Push keys. */
  readonly webPush?: WebPushSettings;
}

/** A page of an announcement is 500 members; a minute leaves room for a slow table. */
const TIMEOUT_SECONDS = 60;

export class StreamWorker extends Construct {
  readonly fn: ApiFunction;
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: StreamWorkerProps) {
    super(scope, id);
    this.fn = new ApiFunction(this, 'Function', {
      group: 'streams',
      invokedBy: 'table-stream',
      table: props.table,
      tableAccess: 'read-write',
      timeoutSeconds: TIMEOUT_SECONDS,
      memoryMb: 512,
      // The table's name comes with it; Web Push's settings with their grant, below.
      environment: {},
    });
    if (props.webPush) grantWebPush(this.fn, props.webPush);
    this.deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    NagSuppressions.addResourceSuppressions(this.deadLetters, [
      { id: 'AwsSolutions-SQS3', reason: 'This queue is itself the dead-letter destination of the stream worker: it holds only the stream positions of failed batches.' },
    ]);
    this.fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.LATEST,
        filters: [FilterCriteria.filter(STREAM_FILTER)],
        batchSize: 10,
        // Records of different members' partitions run side by side; one partition's stay in order.
        parallelizationFactor: 4,
        // The handler reports the first record that failed: Lambda retries from it, never skipping the rest.
        reportBatchItemFailures: true,
        bisectBatchOnError: true,
        retryAttempts: 5,
        maxRecordAge: Duration.days(1),
        onFailure: new SqsDlq(this.deadLetters),
      }),
    );
    NagSuppressions.addResourceSuppressions(
      this.fn.role!,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason: 'The event source grants dynamodb:ListStreams, an action that takes no resource (AWS requires "*"); reading records (DescribeStream, GetRecords, GetShardIterator) is granted on this table\'s stream only.',
          appliesTo: ['Resource::*'],
        },
      ],
      true,
    );
  }
}
