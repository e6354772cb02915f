/**
 * The whole product in one stack. Stateful constructs (table, media bucket, user pool) are
 * RETAINed; stateless ones (API, functions, web hosting, monitoring) are rebuilt freely.
 * One stack rather than two because CloudFront and the buckets refer to each other (origin
 * access control writes the distribution into the bucket policy), which two stacks would turn
 * into a cross-stack cycle.
 */
import { join } from 'node:path';
import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { routes, type RouteGroup } from '#shared/routes.ts';
import { Api } from './api.ts';
import { UserDirectory } from './auth.ts';
import type { DeploymentConfig } from './config.ts';
import { DataStore } from './data.ts';
import { groupNeeds as projectGroupNeeds, type GroupNeedsMap } from './group-needs.ts';
import { MailIdentity } from './mail.ts';
import { MediaSigning } from './media-signing.ts';
import { Monitoring } from './monitoring.ts';
import { OriginVerify } from './origin-verify.ts';
import { repoRoot } from './paths.ts';
import { RouteFunctions } from './route-functions.ts';
import { StreamingApi } from './streaming-api.ts';
import { StreamWorker } from './stream-worker.ts';
import { webPushSettings } from './web-push.ts';
import { RateLimitedWebAcl } from './waf.ts';
import { WebHosting } from './web.ts';

/** What every synth and deploy without `grievanceOfficerName`/`grievanceOfficerEmail` prints. */
export const GRIEVANCE_CONTACT_MISSING =
  'No grievance contact: the Community Guidelines page will say that the people running this community have not named one. ' +
  'Set grievanceOfficerName and grievanceOfficerEmail (docs/deploying.md); India\'s IT Rules 2021 require one.';

export interface SeekersCircleStackProps extends StackProps {
  readonly config: DeploymentConfig;
  /** Default: web/dist. */
  readonly webDistDir?: string;
  /** Default: infra/lib/group-needs.ts. */
  readonly groupNeeds?: GroupNeedsMap;
}

export class SeekersCircleStack extends Stack {
  constructor(scope: Construct, id: string, props: SeekersCircleStackProps) {
    super(scope, id, props);
    const { config } = props;
    const domain = config.customDomain?.domainName;
    if (!config.grievanceContact) {
      // A warning, not a failure: every setting is optional, so a first trial deploys with none
      // (docs/decisions.md "Someone to write to"). `cdk deploy --strict` makes it one.
      Annotations.of(this).addWarningV2('seekers:grievance-contact', GRIEVANCE_CONTACT_MISSING);
    }

    // Stateful.
    const data = new DataStore(this, 'Data', {
      // Without a custom domain the site's *.cloudfront.net name is only known after the
      // distribution exists, which itself points at this bucket.
      uploadOrigins: domain ? [`https://${domain}`] : ['https://*.cloudfront.net'],
    });

    // Stateless, except for the user pool, which needs the site's address.
    const api = new Api(this, 'Api', { rateLimit: config.apiRateLimit, burstLimit: config.apiBurstLimit });
    const needs = props.groupNeeds ?? projectGroupNeeds;
    const streamedRoutes = routes.filter((route) => needs[route.group]?.streamed);
    const streamingApi = streamedRoutes.length
      ? new StreamingApi(this, 'StreamingApi', { rateLimit: config.apiRateLimit, burstLimit: config.apiBurstLimit })
      : undefined;
    const originVerify = new OriginVerify(this, 'OriginVerify');
    const mediaSigning = new MediaSigning(this, 'MediaSigning', { generation: config.mediaSigningKeyGeneration });
    const web = new WebHosting(this, 'Web', {
      apiDomain: api.domain,
      streamingApi: streamingApi && { domain: streamingApi.domain, stage: StreamingApi.STAGE, paths: streamedRoutes.map((route) => route.path) },
      apiOriginHeaders: originVerify.originHeaders,
      mediaBucket: data.mediaBucket,
      mediaKeyGroup: mediaSigning.keyGroup,
      logBucket: data.logBucket,
      webDistDir: props.webDistDir ?? join(repoRoot, 'web', 'dist'),
      customDomain: config.customDomain,
      priceClass: config.priceClass,
      webAclArn:
        config.webAclArn ??
        (config.webAclRateLimit ? new RateLimitedWebAcl(this, 'WebAcl', { apiRequestsPerFiveMinutes: config.webAclRateLimit }).arn : undefined),
    });
    const users = new UserDirectory(this, 'Users', {
      domainPrefix: config.authDomainPrefix ?? UserDirectory.defaultDomainPrefix(config.stackName),
      siteOrigin: web.siteOrigin,
    });
    const { client } = users;

    const webPush = webPushSettings(this, config);
    const functions = new RouteFunctions(this, 'Functions', {
      table: data.table,
      mediaBucket: data.mediaBucket,
      userPool: users.userPool,
      needs,
      originVerifySecret: originVerify.secret,
      environment: {
        OIDC_ISSUER: users.issuer,
        OIDC_CLIENT_ID: client.userPoolClientId,
        COGNITO_USER_POOL_ID: users.userPool.userPoolId,
        ADMIN_EMAILS: config.adminEmails.join(','),
        // Without a custom domain the functions read the site's host from x-app-host.
        ...(domain && { APP_ORIGIN: `https://${domain}` }),
      },
      openAi: config.openAiSecretName
        ? {
            secret: Secret.fromSecretNameV2(this, 'OpenAiKey', config.openAiSecretName),
            model: config.openAiModel,
          }
        : undefined,
      guide: {
        dailyQuestions: config.aiGuideDailyQuestions,
        timeoutMs: config.openAiTimeoutMs,
        careHelplines: config.careHelplines,
        careEmergencyNumber: config.careEmergencyNumber,
      },
      grievanceContact: config.grievanceContact,
      messageKey: data.messageKey,
      webPush,
      mediaSigning,
    });
    const handlerFor = (group: RouteGroup) => {
      const fn = functions.byGroup.get(group);
      if (!fn) throw new Error(`No Lambda for route group ${group}`);
      return fn;
    };
    api.addRoutes(routes.filter((route) => !streamedRoutes.includes(route)), handlerFor);
    streamingApi?.addRoutes(streamedRoutes, handlerFor);

    const streamWorker = new StreamWorker(this, 'StreamWorker', {
      table: data.table,
      mediaBucket: data.mediaBucket,
      messageKey: data.messageKey,
      webPush,
      userPool: users.userPool,
      mail: config.mailSender && new MailIdentity(this, 'Mail', config.mailSender),
    });

    const monitoring = new Monitoring(this, 'Monitoring', {
      httpApi: api.httpApi,
      functions: [...functions.byGroup.values(), streamWorker.fn],
      deadLetterQueues: [streamWorker.deadLetters],
      table: data.table,
      alarmEmail: config.alarmEmail,
    });

    const output = (id: string, value: string, description: string) => new CfnOutput(this, id, { value, description });
    output('SiteUrl', web.siteOrigin, 'The site');
    output('DistributionDomainName', web.distribution.distributionDomainName, 'Point the custom domain (CNAME/alias) here');
    output('UserPoolId', users.userPool.userPoolId, 'Cognito user pool');
    output('UserPoolClientId', client.userPoolClientId, 'Cognito app client (public, PKCE)');
    output('SignInDomain', users.domain.baseUrl(), 'Cognito managed login');
    output('TableName', data.table.tableName, 'DynamoDB table');
    output('MediaBucketName', data.mediaBucket.bucketName, 'Uploaded images and audio');
    output('AlarmTopicArn', monitoring.topic.topicArn, 'Subscribe to receive alarms');
    output('DashboardName', monitoring.dashboard.dashboardName, 'CloudWatch dashboard');
  }
}
