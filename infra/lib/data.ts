/**
 * Stateful resources that hold members' data: the one DynamoDB table, the media bucket, the KMS
 * key that wraps direct messages' data keys, plus the bucket that receives access logs. All of them survive `cdk destroy` (RETAIN): deleting a
 * stack must never delete a community.
 */
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AttributeType, BillingMode, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Key } from 'aws-cdk-lib/aws-kms';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { indexList, KEY, TTL_ATTRIBUTE } from '../../functions/lib/db/schema.ts';
import { ARCHIVE_PREFIX } from '../../functions/lib/archive-keys.ts';
import { ARCHIVE_DAYS, RAW_UPLOAD_DAYS, UNUSED_MEDIA_DAYS, UNUSED_MEDIA_TAG } from '../../functions/lib/retention.ts';

export interface DataStoreProps {
  /**
   * Origins allowed to POST presigned uploads straight to the media bucket. CORS is no security
   * boundary here (the presigned policy is): it only lets the browser read the answer.
   */
  readonly uploadOrigins: readonly string[];
}

const privateBucket = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  enforceSSL: true,
  encryption: BucketEncryption.S3_MANAGED,
} as const;

export class DataStore extends Construct {
  readonly table: Table;
  readonly mediaBucket: Bucket;
  readonly logBucket: Bucket;
  /** Wraps each conversation's data key (functions/lib/sealing.ts): without it no message opens. */
  readonly messageKey: Key;

  constructor(scope: Construct, id: string, props: DataStoreProps) {
    super(scope, id);

    this.table = new Table(this, 'Table', {
      partitionKey: { name: KEY.pk, type: AttributeType.STRING },
      sortKey: { name: KEY.sk, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      // Sessions (functions/lib/auth/session.ts) carry their end; DynamoDB removes them after it.
      timeToLiveAttribute: TTL_ATTRIBUTE,
      // New items that set work going reach the stream worker (infra/lib/stream-worker.ts).
      stream: StreamViewType.NEW_IMAGE,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of indexList) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.pk, type: AttributeType.STRING },
        sortKey: { name: index.sk, type: index.skType === 'N' ? AttributeType.NUMBER : AttributeType.STRING },
      });
    }

    this.messageKey = new Key(this, 'MessageKey', {
      description: 'Wraps the data keys that seal direct messages at rest',
      alias: `alias/${Stack.of(this).stackName}/messages`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.logBucket = new Bucket(this, 'AccessLogs', {
      ...privateBucket,
      // CloudFront's standard logs are delivered with an ACL, so ACLs must stay enabled here.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.mediaBucket = new Bucket(this, 'Media', {
      ...privateBucket,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/media/',
      lifecycleRules: [
        // Versioning makes a deletion undoable for a month, without keeping every old copy forever.
        { noncurrentVersionExpiration: Duration.days(30) },
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Raw uploads wait only for the finalize call that checks and cleans them into media/.
        { prefix: 'uploads/', expiration: Duration.days(RAW_UPLOAD_DAYS) },
        // Checked media no post has taken (docs/retention.md): its tag goes when a post uses it.
        { prefix: 'media/', tagFilters: { [UNUSED_MEDIA_TAG.Key]: UNUSED_MEDIA_TAG.Value }, expiration: Duration.days(UNUSED_MEDIA_DAYS) },
        // "Download my data" archives (docs/archive.md): offered for a day, then gone, and the copy
        // versioning keeps of them a day after that (not the month other objects' copies are kept).
        { prefix: ARCHIVE_PREFIX, expiration: Duration.days(ARCHIVE_DAYS), noncurrentVersionExpiration: Duration.days(ARCHIVE_DAYS) },
      ],
      cors: [
        {
          allowedMethods: [HttpMethods.POST],
          allowedOrigins: [...props.uploadOrigins],
          maxAge: 3600,
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
