/**
 * One Lambda per route group, each with the access its entry in group-needs.ts grants.
 */
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { routeGroups, type RouteGroup } from '#shared/routes.ts';
import { CARE_ENV, GRIEVANCE_CONTACT_ENV, GUIDE_DAILY_QUESTIONS_ENV, OPENAI_ENV, ORIGIN_VERIFY } from '../../functions/lib/config.ts';
import { MESSAGE_KEY_ENV } from '../../functions/lib/sealing.ts';
import type { GrievanceContact } from '#shared/types/community.ts';
import { ApiFunction } from './api-function.ts';
import { DEFAULT_NEEDS, type GroupNeedsMap } from './group-needs.ts';
import { grantArchiveEncryption, grantDeletingForGood, grantOnObjects, MEDIA_PREFIXES } from './media-grants.ts';
import type { MediaSigning } from './media-signing.ts';
import { grantSealing } from './sealing-grant.ts';
import { grantWebPush, type WebPushSettings } from './web-push.ts';

export interface OpenAiSettings {
  readonly secret: ISecret;
  readonly model?: string;
}

/** The guide's limits, for every group whose needs say `openAi`, with or without a key (the offline guide counts questions too). */
export interface GuideSettings {
  readonly dailyQuestions?: number;
  readonly timeoutMs?: number;
  readonly careHelplines?: string;
  readonly careEmergencyNumber?: string;
}

export interface RouteFunctionsProps {
  readonly table: ITable;
  readonly mediaBucket: IBucket;
  readonly userPool: IUserPool;
  readonly needs: GroupNeedsMap;
  /** Environment every group receives. */
  readonly environment: Readonly<Record<string, string>>;
  /** Only groups whose needs say `openAi` see the secret, and only when one is configured. */
  readonly openAi?: OpenAiSettings;
  readonly guide?: GuideSettings;
  /** Only groups whose needs say `publishesContact` get it (with the guide's help lines); none where the deployment names no one. */
  readonly grievanceContact?: GrievanceContact;
  /** The origin header's secret, which every group reads (functions/lib/origin-verify.ts). */
  readonly originVerifySecret: ISecret;
  /** Only groups whose needs say `sealsMessages` may use it. */
  readonly messageKey: IKey;
  /** Only groups whose needs say `webPush` read it, and only when one is configured. */
  readonly webPush?: WebPushSettings;
  /** Only groups whose needs say `signsMedia` read its key. */
  readonly mediaSigning: MediaSigning;
}

export class RouteFunctions extends Construct {
  readonly byGroup: ReadonlyMap<RouteGroup, ApiFunction>;

  constructor(scope: Construct, id: string, props: RouteFunctionsProps) {
    super(scope, id);
    const unknown = Object.keys(props.needs).filter((g) => !(routeGroups as readonly string[]).includes(g));
    if (unknown.length > 0) throw new Error(`group-needs.ts names groups the route table does not have: ${unknown.join(', ')}`);

    const byGroup = new Map<RouteGroup, ApiFunction>();
    for (const group of routeGroups) {
      const needs = { ...DEFAULT_NEEDS, ...props.needs[group] };
      const openAi = needs.openAi ? props.openAi : undefined;
      const careLines = needs.openAi || needs.publishesContact;
      const fn = new ApiFunction(this, pascal(group), {
        group,
        invokedBy: needs.streamed ? 'streaming-api' : 'api-gateway',
        table: props.table,
        tableAccess: needs.table,
        timeoutSeconds: needs.timeoutSeconds,
        memoryMb: needs.memoryMb,
        environment: {
          ...props.environment,
          MEDIA_BUCKET: props.mediaBucket.bucketName,
          [ORIGIN_VERIFY.secretArnEnv]: props.originVerifySecret.secretArn,
          // The secret's name, never its value: the function reads the key at run time.
          ...(openAi && { OPENAI_API_KEY_SECRET: openAi.secret.secretName }),
          ...(openAi?.model && { OPENAI_MODEL: openAi.model }),
          ...(needs.openAi && props.guide?.dailyQuestions && { [GUIDE_DAILY_QUESTIONS_ENV]: String(props.guide.dailyQuestions) }),
          ...(needs.openAi && props.guide?.timeoutMs && { [OPENAI_ENV.timeoutMs]: String(props.guide.timeoutMs) }),
          ...(careLines && props.guide?.careHelplines && { [CARE_ENV.helplines]: props.guide.careHelplines }),
          ...(careLines && props.guide?.careEmergencyNumber && { [CARE_ENV.emergencyNumber]: props.guide.careEmergencyNumber }),
          ...(needs.publishesContact && props.grievanceContact && { [GRIEVANCE_CONTACT_ENV]: JSON.stringify(props.grievanceContact) }),
          ...(needs.sealsMessages && { [MESSAGE_KEY_ENV.kmsKeyId]: props.messageKey.keyArn }),
        },
      });
      const holder = { grantable: fn, role: fn.role!, name: `Route group ${group}` };
      const bucket = props.mediaBucket;
      if (needs.takesUploads) {
        grantOnObjects(holder, bucket, ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'], [MEDIA_PREFIXES.uploads], 'presigns raw uploads, reads them back to check them and deletes them');
      }
      if (needs.storesMedia || needs.keepsMedia) {
        const actions = [...(needs.storesMedia ? ['s3:PutObject'] : []), 's3:PutObjectTagging'];
        grantOnObjects(holder, bucket, actions, [MEDIA_PREFIXES.media], 'writes checked media and its "unused" tag, which comes off when a post takes it (docs/retention.md)');
      }
      if (needs.deletesMedia) grantDeletingForGood(holder, bucket, [MEDIA_PREFIXES.media], "deletes a deleted post's media with every version of it");
      if (needs.presignsArchives) {
        // A presigned GET acts as this role: it may read members' archives and nothing else of the bucket.
        grantOnObjects(holder, bucket, ['s3:GetObject'], [MEDIA_PREFIXES.archives], "presigns downloads of a member's own archive (docs/archive.md), which the route decides");
        grantArchiveEncryption(holder, bucket, props.messageKey, ['kms:Decrypt']);
      }
      if (needs.signsMedia) props.mediaSigning.grantSigning(fn);
      props.originVerifySecret.grantRead(fn);
      openAi?.secret.grantRead(fn);
      if (needs.sealsMessages) grantSealing(fn, props.messageKey, needs.sealsMessages, ['kms:GenerateDataKey', 'kms:Decrypt']);
      if (needs.createsLogins) props.userPool.grant(fn, 'cognito-idp:AdminCreateUser');
      if (needs.webPush && props.webPush) grantWebPush(fn, props.webPush);
      byGroup.set(group, fn);
    }
    this.byGroup = byGroup;
  }
}

const pascal = (name: string) =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
