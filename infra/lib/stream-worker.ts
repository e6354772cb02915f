/**
 * The stream worker (functions/streams/handler.ts): the table's stream feeds it the new items that
 * set work going after their request (a new post's announcement pages, new notifications, the steps
 * of a member's archive, invitations by address and their mail), chosen by the same filter the local poller applies
 * (functions/streams/filter.ts), so Lambda is not invoked for the rest of the table's writes. A
 * batch that keeps failing goes to a dead-letter queue, whose arrival raises an alarm (monitoring.ts).
 */
import { Duration } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { ARCHIVE_PREFIX } from '../../functions/lib/archive-keys.ts';
import { ARCHIVE_KMS_KEY_ENV } from '../../functions/lib/config.ts';
import { MESSAGE_KEY_ENV } from '../../functions/lib/sealing.ts';
import { STREAM_FILTER } from '../../functions/streams/filter.ts';
import { ApiFunction } from './api-function.ts';
import type { MailIdentity } from './mail.ts';
import { grantArchiveEncryption, grantDeletingForGood, grantOnObjects, MEDIA_PREFIXES, type Holder } from './media-grants.ts';
import { grantSealing } from './sealing-grant.ts';
import { grantWebPush, type WebPushSettings } from './web-push.ts';

export interface StreamWorkerProps {
  readonly table: Table;
  /** An archive's steps read the member's media/ and write the zip under archives/ (docs/archive.md). */
  readonly mediaBucket: IBucket;
  /** An archive's last step opens the member's journal and messages for them: kms:Decrypt alone. */
  readonly messageKey: IKey;
  /** New notifications are pushed to members' browsers when the deployment has Web Push keys. */
  readonly webPush?: WebPushSettings;
  /** An erasure's first step deletes the member's sign-in account here (docs/erasure.md). */
  readonly userPool: IUserPool;
  /** Invitations by address are mailed from here (the only sender), when the deployment has a sending address. */
  readonly mail?: MailIdentity;
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
      environment: {
        MEDIA_BUCKET: props.mediaBucket.bucketName,
        [MESSAGE_KEY_ENV.kmsKeyId]: props.messageKey.keyArn,
        [ARCHIVE_KMS_KEY_ENV]: props.messageKey.keyArn,
        COGNITO_USER_POOL_ID: props.userPool.userPoolId,
        ...(props.mail && { MAIL_FROM: props.mail.address }),
      },
    });
    props.mail?.grantSend(this.fn);
    if (props.webPush) grantWebPush(this.fn, props.webPush);
    const holder = { grantable: this.fn, role: this.fn.role!, name: 'The stream worker' };
    this.grantArchiving(holder, props.mediaBucket, props.messageKey);
    this.grantErasing(holder, props.mediaBucket, props.userPool);
    grantOnObjects(holder, props.mediaBucket, ['s3:PutObject'], [MEDIA_PREFIXES.media], "stores a link preview's image, fetched, checked and stripped like an upload (issue 33 §2)");
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

  /**
   * An archive step (functions/privacy/archive/build.ts) reads media files and writes its part of the
   * zip: the multipart upload's calls all authorize as s3:PutObject, and the sizes are HEADs
   * (s3:GetObject); the zip is SSE-KMS, so S3 makes and opens its data keys with the KMS key, for
   * archives/ objects alone. It opens sealed journal entries and messages for their owner (and an
   * erasure re-seals a conversation's preview under its existing key), and never makes a data key of
   * its own nor opens a session's refresh token.
   */
  private grantArchiving(holder: Holder, bucket: IBucket, messageKey: IKey): void {
    grantOnObjects(holder, bucket, ['s3:GetObject'], [MEDIA_PREFIXES.media, MEDIA_PREFIXES.archives], 'reads the member\'s pictures and recordings into their archive ("Download my data")');
    grantOnObjects(holder, bucket, ['s3:PutObject'], [MEDIA_PREFIXES.archives], 'writes the member\'s archive');
    grantArchiveEncryption(holder, bucket, messageKey, ['kms:GenerateDataKey', 'kms:Decrypt']);
    grantSealing(this.fn, messageKey, ['conversationId', 'journalOwner'], ['kms:Decrypt']);
  }

  /**
   * An erasure's steps (functions/privacy/workflows/erasure.ts) delete the member's sign-in account, the
   * files they uploaded (media/) and their archives (listed under archives/<id>/), each with every
   * version of it; a deleted circle's posts take their media with them. Opening their conversations
   * to re-seal the other's preview is the archive's kms:Decrypt, above.
   */
  private grantErasing(holder: Holder, bucket: IBucket, userPool: IUserPool): void {
    userPool.grant(this.fn, 'cognito-idp:AdminDeleteUser');
    grantDeletingForGood(holder, bucket, [MEDIA_PREFIXES.media, MEDIA_PREFIXES.archives], 'deletes an erased member\'s files and archives, and a deleted post\'s media');
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [bucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': [`${ARCHIVE_PREFIX}*`] } },
      }),
    );
  }
}
