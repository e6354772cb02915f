/**
 * The media bucket's grants, each on the prefixes its holder needs and nothing else of the bucket
 * (issue 30 §6): uploads/ (raw uploads), media/ (checked images and recordings), archives/
 * ("Download my data"). A statement's wildcard is a prefix's objects, whose keys are made per
 * upload or per archive, so each grant carries its cdk-nag exemption with the reason.
 */
import { Stack } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { ARCHIVE_PREFIX } from '../../functions/lib/archive-keys.ts';
import { nagArn } from './nag.ts';

export const MEDIA_PREFIXES = { uploads: 'uploads/', media: 'media/', archives: ARCHIVE_PREFIX } as const;
export type MediaPrefix = (typeof MEDIA_PREFIXES)[keyof typeof MEDIA_PREFIXES];

export interface Holder {
  readonly grantable: IGrantable & { addToRolePolicy(statement: PolicyStatement): void };
  /** The role its exemptions are written on. */
  readonly role: IConstruct;
  /** Who it is, for the exemption's reason. */
  readonly name: string;
}

/** `actions` on the objects under `prefixes`, with the exemption for their wildcard. */
export function grantOnObjects(holder: Holder, bucket: IBucket, actions: string[], prefixes: MediaPrefix[], why: string): void {
  holder.grantable.addToRolePolicy(new PolicyStatement({ actions, resources: prefixes.map((prefix) => bucket.arnForObjects(`${prefix}*`)) }));
  NagSuppressions.addResourceSuppressions(
    holder.role,
    [
      {
        id: 'AwsSolutions-IAM5',
        reason: `${holder.name} ${why}: ${actions.join(', ')} on the bucket's ${prefixes.join(' and ')} objects only, whose keys are made per upload or per archive.`,
        appliesTo: prefixes.map((prefix) => `Resource::${nagArn(bucket)}/${prefix}*`),
      },
    ],
    true,
  );
}

/**
 * Deleting objects for good (functions/lib/s3.ts deleteObjectForGood): the object, each version
 * versioning keeps of it, and listing those versions, all under `prefixes` alone.
 */
export function grantDeletingForGood(holder: Holder, bucket: IBucket, prefixes: MediaPrefix[], why: string): void {
  grantOnObjects(holder, bucket, ['s3:DeleteObject', 's3:DeleteObjectVersion'], prefixes, why);
  holder.grantable.addToRolePolicy(
    new PolicyStatement({
      actions: ['s3:ListBucketVersions'],
      resources: [bucket.bucketArn],
      conditions: { StringLike: { 's3:prefix': prefixes.map((prefix) => `${prefix}*`) } },
    }),
  );
}

/**
 * Using the KMS key through S3 for archives/ objects alone (SSE-KMS, functions/privacy/archive/bucket.ts):
 * S3 asks KMS on the caller's behalf with the object's ARN as the encryption context.
 */
export function grantArchiveEncryption(holder: Holder, bucket: IBucket, key: IKey, actions: string[]): void {
  holder.grantable.addToRolePolicy(
    new PolicyStatement({
      actions,
      resources: [key.keyArn],
      conditions: {
        StringEquals: { 'kms:ViaService': `s3.${Stack.of(bucket).region}.amazonaws.com` },
        StringLike: { 'kms:EncryptionContext:aws:s3:arn': bucket.arnForObjects(`${ARCHIVE_PREFIX}*`) },
      },
    }),
  );
}
