/**
 * One Lambda per route group, each with the access its entry in group-needs.ts grants.
 */
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { routeGroups, type RouteGroup } from '#shared/routes.ts';
import { ARCHIVE_PREFIX } from '../../functions/lib/archive/object-keys.ts';
import { GUIDE_DAILY_QUESTIONS_ENV, OPENAI_ENV, ORIGIN_VERIFY } from '../../functions/lib/config.ts';
import { MESSAGE_KEY_ENV } from '../../functions/lib/sealing.ts';
import { ApiFunction } from './api-function.ts';
import { DEFAULT_NEEDS, type GroupNeedsMap } from './group-needs.ts';
import { nagArn, S3_OBJECT_ACTIONS } from './nag.ts';
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
  /** The origin header's secret, which every group reads (functions/lib/origin-verify.ts). */
  readonly originVerifySecret: ISecret;
  /** Only groups whose needs say `sealsMessages` may use it. */
  readonly messageKey: IKey;
  /** Only groups whose needs say `webPush` read it, and only when one is configured. */
  readonly webPush?: WebPushSettings;
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
          ...(needs.sealsMessages && { [MESSAGE_KEY_ENV.kmsKeyId]: props.messageKey.keyArn }),
        },
      });
      if (needs.keepsMedia) {
        const media = props.mediaBucket.arnForObjects('media/*');
        fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:PutObjectTagging'], resources: [media] }));
        NagSuppressions.addResourceSuppressions(
          fn.role!,
          [
            {
              id: 'AwsSolutions-IAM5',
              reason: `Route group ${group} takes the "unused" tag off the media a new post attaches (docs/retention.md): s3:PutObjectTagging only, on the bucket's media/ objects, whose keys are generated per upload.`,
              appliesTo: [`Resource::${nagArn(props.mediaBucket)}/media/*`],
            },
          ],
          true,
        );
      }
      if (needs.presignsArchives) {
        // A presigned GET acts as this role: it may read members' archives and nothing else of the bucket.
        fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: [props.mediaBucket.arnForObjects(`${ARCHIVE_PREFIX}*`)] }));
        NagSuppressions.addResourceSuppressions(
          fn.role!,
          [
            {
              id: 'AwsSolutions-IAM5',
              reason: `Route group ${group} presigns downloads of a member's own archive (docs/archive.md): s3:GetObject only, on the bucket's ${ARCHIVE_PREFIX} objects, one key per archive; which one a member may have is decided by the route.`,
              appliesTo: [`Resource::${nagArn(props.mediaBucket)}/${ARCHIVE_PREFIX}*`],
            },
          ],
          true,
        );
      }
      if (needs.media) {
        if (needs.media === 'read-write') props.mediaBucket.grantReadWrite(fn);
        else props.mediaBucket.grantRead(fn);
        NagSuppressions.addResourceSuppressions(
          fn.role!,
          [
            {
              id: 'AwsSolutions-IAM5',
              reason: `Route group ${group} handles uploaded media: object-level actions (s3:GetObject*, s3:List*, and for writers s3:DeleteObject*, s3:Abort*) on the objects of the media bucket only, whose keys are generated per upload.`,
              appliesTo: [
                ...S3_OBJECT_ACTIONS,
                `Resource::${nagArn(props.mediaBucket)}/*`,
              ],
            },
          ],
          true,
        );
      }
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
