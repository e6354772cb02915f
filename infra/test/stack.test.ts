/**
 * The default deployment (no context at all), synthesized once with real esbuild bundling.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { CachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_KMS_KEY_ENV, MEDIA_SIGNING_ENV, ORIGIN_VERIFY } from '../../functions/lib/config.ts';
import { MEDIA_CACHE_CONTROL, MEDIA_URL_WINDOW_SECONDS } from '../../functions/lib/retention.ts';
import { MESSAGE_KEY_ENV } from '../../functions/lib/sealing.ts';
import { ARCHIVE_PREFIX } from '../../functions/lib/archive-keys.ts';
import { indexList, KEY } from '../../functions/lib/db/schema.ts';
import { STREAM_FILTER } from '../../functions/streams/filter.ts';
import { routeGroups, routes } from '#shared/routes.ts';
import { contentSecurityPolicy, securityHeaders } from '#shared/security-headers.ts';
import { APP_HOST_SOURCE, SPA_FALLBACK_SOURCE } from '../lib/cloudfront-functions.ts';
import { DEFAULT_NEEDS, groupNeeds } from '../lib/group-needs.ts';
import { GRIEVANCE_CONTACT_MISSING } from '../lib/stack.ts';
import { functionIdOf, type NagFinding, nagSuppressions, resourcesOf, synth } from './synth.ts';

let template: Template;
let outdir: string;
let nagFindings: NagFinding[];
let ownWarnings: string[];
let resources: Record<string, { Type: string; Properties: Record<string, any>; DeletionPolicy?: string }>;

beforeAll(() => {
  const webDist = mkdtempSync(join(tmpdir(), 'seekers-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><script src="/assets/app-1234abcd.js"></script>');
  writeFileSync(join(webDist, 'assets', 'app-1234abcd.js'), 'console.log(1)');
  ({ template, outdir, nagFindings, ownWarnings } = synth({ bundle: true, stackProps: { webDistDir: webDist } }));
  resources = template.toJSON().Resources;
  // esbuild bundles every Lambda: about 25 s on a quiet machine, over 120 s on one shared with other builds.
}, 300_000);

const ref = (id: string) => ({ Ref: id });
const getAtt = (id: string, attr: string) => ({ 'Fn::GetAtt': [id, attr] });
/** A KMS grant's condition: the encryption context carries this name, and no other. */
const onlyContext = (context: string) => ({
  StringLike: { [`kms:EncryptionContext:${context}`]: '*' },
  'ForAllValues:StringEquals': { 'kms:EncryptionContextKeys': [context] },
});
const only = <T>(items: T[], what: string): T => {
  expect(items, what).toHaveLength(1);
  return items[0]!;
};
const secretIdDescribed = (words: string) =>
  only(resourcesOf(template, 'AWS::SecretsManager::Secret').filter(([, r]) => String(r.Properties?.Description).includes(words)), words)[0];
const originSecretId = () => secretIdDescribed(ORIGIN_VERIFY.header);
const signingSecretId = () => secretIdDescribed('media URLs are signed with');
const policyStatementsOf = (roleId: string) =>
  resourcesOf(template, 'AWS::IAM::Policy')
    .filter(([, p]) => p.Properties!.Roles.some((r: { Ref: string }) => r.Ref === roleId))
    .flatMap(([, p]) => p.Properties!.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown; Condition?: Record<string, Record<string, string[]>> }[]);
const streamedRoutes = routes.filter((route) => groupNeeds[route.group]?.streamed);
const httpApiRoutes = routes.filter((route) => !streamedRoutes.includes(route));
const roleIdOf = (group: string) => resources[functionIdOf(template, group)]!.Properties.Role['Fn::GetAtt'][0] as string;
const distribution = () => only(resourcesOf(template, 'AWS::CloudFront::Distribution'), 'distributions')[1].Properties!.DistributionConfig;
const behaviour = (pattern: string) =>
  only<any>(distribution().CacheBehaviors.filter((b: { PathPattern: string }) => b.PathPattern === pattern), pattern);

describe('API: the route table, nothing else', () => {
  it('has exactly one Lambda per route group', () => {
    const fns = resourcesOf(template, 'AWS::Lambda::Function').filter(([, r]) =>
      String(r.Properties?.Description).startsWith('Route group: '),
    );
    expect(fns.map(([, r]) => r.Properties!.Description).sort()).toEqual(routeGroups.map((g) => `Route group: ${g}`).sort());
  });

  it('has one route per table entry, pointing at its group\'s Lambda', () => {
    const apiRoutes = resourcesOf(template, 'AWS::ApiGatewayV2::Route');
    expect(apiRoutes.map(([, r]) => r.Properties!.RouteKey).sort()).toEqual(httpApiRoutes.map((r) => `${r.method} ${r.path}`).sort());
    for (const route of httpApiRoutes) {
      const [, apiRoute] = only(
        apiRoutes.filter(([, r]) => r.Properties!.RouteKey === `${route.method} ${route.path}`),
        `${route.method} ${route.path}`,
      );
      const integrationId = apiRoute.Properties!.Target['Fn::Join'][1][1].Ref as string;
      expect(resources[integrationId]!.Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: getAtt(functionIdOf(template, route.group), 'Arn'),
      });
    }
  });

  it('serves each streamed route from the REST API, its Lambda invoked in STREAM mode for as long as its timeout', () => {
    expect(streamedRoutes.map((r) => r.path)).toContain('/api/ai-guru/question');
    const methods = resourcesOf(template, 'AWS::ApiGateway::Method');
    expect(methods).toHaveLength(streamedRoutes.length);
    for (const route of streamedRoutes) {
      const fnId = functionIdOf(template, route.group);
      const [, method] = only(
        methods.filter(([, m]) => JSON.stringify(m.Properties!.Integration.Uri).includes(fnId) && m.Properties!.HttpMethod === route.method),
        `${route.method} ${route.path}`,
      );
      expect(method.Properties!.Integration).toMatchObject({
        Type: 'AWS_PROXY',
        ResponseTransferMode: 'STREAM',
        TimeoutInMillis: resources[fnId]!.Properties.Timeout * 1000,
      });
      expect(JSON.stringify(method.Properties!.Integration.Uri)).toContain('/response-streaming-invocations');
      const resourcePath: string[] = [];
      for (let id = method.Properties!.ResourceId.Ref as string | undefined; id; id = resources[id]!.Properties.ParentId?.Ref) {
        resourcePath.unshift(resources[id]!.Properties.PathPart);
      }
      expect(`/${resourcePath.join('/')}`).toBe(route.path);
    }
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'stream',
      AccessLogSetting: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      MethodSettings: [Match.objectLike({ ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() })],
    });
  });

  it('throttles the $default stage and writes access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });
});

describe('Lambdas', () => {
  const routeFunctions = () =>
    resourcesOf(template, 'AWS::Lambda::Function').filter(([, r]) => String(r.Properties?.Description).startsWith('Route group: '));
  const streamWorker = () =>
    only(resourcesOf(template, 'AWS::Lambda::Function').filter(([, r]) => String(r.Properties?.Description).startsWith('Stream worker: ')), 'stream worker');

  it('run Node.js 22 or newer on arm64, below the 30 s HTTP API limit unless streamed, logging to a retained-for-a-month group', () => {
    const streamedIds = new Set(streamedRoutes.map((route) => functionIdOf(template, route.group)));
    for (const [id, fn] of routeFunctions()) {
      const p = fn.Properties!;
      expect(Number(/^nodejs(\d+)\.x$/.exec(p.Runtime)?.[1]), id).toBeGreaterThanOrEqual(22);
      expect(p.Architectures, id).toEqual(['arm64']);
      if (!streamedIds.has(id)) expect(p.Timeout, id).toBeLessThan(30);
      expect(p.Handler).toBe('index.handler');
      const logGroupId = p.LoggingConfig.LogGroup.Ref as string;
      expect(resources[logGroupId]!.Properties.RetentionInDays).toBe(30);
    }
  });

  it('are bundled as self-contained ESM that loads with only the environment the stack gives', () => {
    for (const [id, fn] of [...routeFunctions(), streamWorker()]) {
      const hash = String(fn.Properties!.Code.S3Key).replace(/\.zip$/, '');
      const bundle = join(outdir, `asset.${hash}`, 'index.mjs');
      expect(existsSync(bundle), bundle).toBe(true);
      expect(existsSync(`${bundle}.map`)).toBe(true);
      const code = readFileSync(bundle, 'utf8');
      // The AWS SDK is bundled: no import of it may be left for the runtime to satisfy.
      expect(code).not.toMatch(/from\s*["']@aws-sdk\//);

      const env: Record<string, string> = { AWS_REGION: 'us-east-1', PATH: process.env.PATH ?? '' };
      for (const key of Object.keys(fn.Properties!.Environment.Variables)) env[key] = 'placeholder';
      env.COGNITO_USER_POOL_ID = 'us-east-1_Example';
      env.OIDC_ISSUER = 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Example';
      // A streamed group's handler is made with the `awslambda` global that the Lambda runtime provides.
      const runtime = 'globalThis.awslambda = { streamifyResponse: (handler) => handler };';
      const result = spawnSync(
        process.execPath,
        ['--input-type=module', '-e', `${runtime} const m = await import(${JSON.stringify(pathToFileURL(bundle).href)}); if (typeof m.handler !== 'function') process.exit(3);`],
        { env, encoding: 'utf8', timeout: 30_000 },
      );
      expect(result.status, `${id}: ${result.stderr}`).toBe(0);
    }
  });

  it('get the environment the functions read, without any secret value', () => {
    for (const group of routeGroups) {
      const vars = resources[functionIdOf(template, group)]!.Properties.Environment.Variables;
      expect(Object.keys(vars).sort()).toEqual(
        [
          'ADMIN_EMAILS',
          'COGNITO_USER_POOL_ID',
          'MEDIA_BUCKET',
          'NODE_OPTIONS',
          'OIDC_CLIENT_ID',
          'OIDC_ISSUER',
          ORIGIN_VERIFY.secretArnEnv,
          'POWERTOOLS_LOG_LEVEL',
          'TABLE_NAME',
          ...(groupNeeds[group]?.sealsMessages ? [MESSAGE_KEY_ENV.kmsKeyId] : []),
          ...(groupNeeds[group]?.signsMedia ? [MEDIA_SIGNING_ENV.secretId, MEDIA_SIGNING_ENV.keyPairId] : []),
        ].sort(),
      );
      // The origin header's secret by its ARN; the function reads the value itself.
      expect(vars[ORIGIN_VERIFY.secretArnEnv]).toEqual(ref(originSecretId()));
      expect(vars.OIDC_ISSUER).toEqual({ 'Fn::Join': ['', ['https://', getAtt(Object.keys(resources).find((k) => resources[k]!.Type === 'AWS::Cognito::UserPool')!, 'ProviderURL')]] });
    }
  });

  it('read-only groups in group-needs.ts get no write action; the others do', () => {
    const writes = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
    for (const group of routeGroups) {
      const actions = policyStatementsOf(roleIdOf(group)).flatMap((s) => s.Action);
      expect(actions, group).toContain('dynamodb:GetItem');
      const access = groupNeeds[group]?.table ?? DEFAULT_NEEDS.table;
      for (const write of writes) {
        if (access === 'read') expect(actions, group).not.toContain(write);
        else expect(actions, group).toContain(write);
      }
      // Nothing beyond the table unless group-needs.ts says so (no OpenAI secret is configured here).
      const needs = groupNeeds[group] ?? {};
      const s3 = actions.filter((a: string) => a.startsWith('s3:'));
      expect([...new Set(s3)].sort(), group).toEqual(
        [
          ...(needs.takesUploads ? ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'] : []),
          ...(needs.storesMedia ? ['s3:PutObject'] : []),
          ...(needs.storesMedia || needs.keepsMedia ? ['s3:PutObjectTagging'] : []),
          ...(needs.deletesMedia ? ['s3:DeleteObject', 's3:DeleteObjectVersion', 's3:ListBucketVersions'] : []),
          ...(needs.presignsArchives ? ['s3:GetObject'] : []),
        ]
          .filter((action, i, all) => all.indexOf(action) === i)
          .sort(),
      );
      expect(actions.filter((a: string) => a.startsWith('cognito-idp:')), group).toEqual(
        groupNeeds[group]?.createsLogins ? ['cognito-idp:AdminCreateUser'] : [],
      );
    }
  });
});

describe('Retention (docs/retention.md)', () => {
  it('removes raw uploads after a day and media no post took after a week, by lifecycle rule', () => {
    const media = Object.values(resources).find((r) => r.Type === 'AWS::S3::Bucket' && JSON.stringify(r.Properties).includes('uploads/'))!;
    const rules = (media.Properties as { LifecycleConfiguration: { Rules: Record<string, unknown>[] } }).LifecycleConfiguration.Rules;
    expect(rules).toContainEqual(expect.objectContaining({ Prefix: 'uploads/', ExpirationInDays: 1, Status: 'Enabled' }));
    expect(rules).toContainEqual(
      expect.objectContaining({ Prefix: 'media/', TagFilters: [{ Key: 'use', Value: 'unused' }], ExpirationInDays: 7, Status: 'Enabled' }),
    );
  });

  it('lets the posts group take the tag off media/ objects alone, and only the groups that store or attach media', () => {
    const tagging = policyStatementsOf(roleIdOf('posts')).filter((s) => ([] as string[]).concat(s.Action).includes('s3:PutObjectTagging'));
    expect(tagging).toHaveLength(1);
    expect(JSON.stringify(tagging[0]!.Resource)).toContain('/media/*');
    expect(JSON.stringify(tagging[0]!.Resource)).not.toContain('/uploads/*');
    expect(routeGroups.filter((group) => groupNeeds[group]?.keepsMedia || groupNeeds[group]?.storesMedia).sort()).toEqual(
      ['ai-guru', 'ai-guru-stream', 'posts', 'uploads'].sort(),
    );
  });

  it('deletes "Download my data" archives a day after they were asked for, and the copy versioning keeps a day later', () => {
    const media = Object.values(resources).find((r) => r.Type === 'AWS::S3::Bucket' && JSON.stringify(r.Properties).includes('uploads/'))!;
    const rules = (media.Properties as { LifecycleConfiguration: { Rules: Record<string, unknown>[] } }).LifecycleConfiguration.Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({ Prefix: ARCHIVE_PREFIX, ExpirationInDays: 1, NoncurrentVersionExpiration: { NoncurrentDays: 1 }, Status: 'Enabled' }),
    );
  });

  it('lets only the archive group presign archive downloads: s3:GetObject on archives/ objects alone', () => {
    expect(routeGroups.filter((group) => groupNeeds[group]?.presignsArchives)).toEqual(['archive']);
    const statements = policyStatementsOf(roleIdOf('archive')).filter((s) => JSON.stringify(s.Action).includes('s3:'));
    expect(statements).toHaveLength(1);
    expect(statements[0]!.Action).toBe('s3:GetObject');
    expect(JSON.stringify(statements[0]!.Resource)).toContain(`/${ARCHIVE_PREFIX}*`);
    expect(JSON.stringify(statements[0]!.Resource)).not.toContain('/media/*');
  });
});

describe('Media: signed URLs, prefix grants, archives under the KMS key (docs/decisions.md "Media follows the access of what it belongs to")', () => {
  const bucketId = () => Object.keys(resources).find((id) => resources[id]!.Type === 'AWS::S3::Bucket' && JSON.stringify(resources[id]!.Properties).includes('uploads/'))!;
  const keyId = () => only(resourcesOf(template, 'AWS::KMS::Key'), 'KMS keys')[0];
  const allRoles = () => [...routeGroups.map(roleIdOf), workerRoleId()];
  const workerRoleId = () =>
    only(
      resourcesOf(template, 'AWS::Lambda::Function').filter(([, r]) => String(r.Properties?.Description).startsWith('Stream worker: ')),
      'stream worker',
    )[1].Properties!.Role['Fn::GetAtt'][0] as string;

  it('serves /media/* only to URLs signed with the key group of the one public key the key maker answered', () => {
    const [groupId, group] = only(resourcesOf(template, 'AWS::CloudFront::KeyGroup'), 'key groups');
    expect(behaviour('/media/*').TrustedKeyGroups).toEqual([ref(groupId)]);
    for (const b of [distribution().DefaultCacheBehavior, ...distribution().CacheBehaviors].filter((b) => b.PathPattern !== '/media/*')) {
      expect(b.TrustedKeyGroups, b.PathPattern ?? 'default').toBeUndefined();
    }
    const [publicKeyId, publicKey] = only(resourcesOf(template, 'AWS::CloudFront::PublicKey'), 'public keys');
    expect(group.Properties!.KeyGroupConfig.Items).toEqual([ref(publicKeyId)]);
    const [pairId, pair] = only(resourcesOf(template, 'AWS::CloudFormation::CustomResource'), 'key pair');
    expect(publicKey.Properties!.PublicKeyConfig.EncodedKey).toEqual(getAtt(pairId, 'PublicKey'));
    expect(pair.Properties!.SecretId).toEqual(ref(signingSecretId()));
    // The secret's value is made by the key maker; the template holds no key.
    expect(resources[signingSecretId()]!.Properties).not.toHaveProperty('SecretString');
  });

  it('hands the signing key to the groups that show media, and to no other function', () => {
    const signers = routeGroups.filter((group) => groupNeeds[group]?.signsMedia);
    expect(signers.sort()).toEqual(['admin', 'ai-guru', 'discover', 'posts', 'uploads']);
    const readers = resourcesOf(template, 'AWS::IAM::Policy')
      .filter(([, p]) => JSON.stringify(p.Properties!.PolicyDocument.Statement).includes(JSON.stringify(ref(signingSecretId()))))
      .flatMap(([, p]) => p.Properties!.Roles.map((r: { Ref: string }) => r.Ref) as string[]);
    const keyMakerRole = Object.keys(resources).find((id) => resources[id]!.Type === 'AWS::IAM::Role' && resources[id]!.Properties.Description === 'Makes the media signing key pair')!;
    expect(new Set(readers)).toEqual(new Set([...signers.map(roleIdOf), keyMakerRole]));
    const publicKeyId = only(resourcesOf(template, 'AWS::CloudFront::PublicKey'), 'public keys')[0];
    for (const group of signers) {
      const vars = resources[functionIdOf(template, group)]!.Properties.Environment.Variables;
      expect(vars[MEDIA_SIGNING_ENV.secretId], group).toEqual(ref(signingSecretId()));
      expect(vars[MEDIA_SIGNING_ENV.keyPairId], group).toEqual(ref(publicKeyId));
    }
  });

  it('caches media at the edge and in the browser for a signed URL\'s shortest life at most, the browser alone (private)', () => {
    const policy = resources[behaviour('/media/*').CachePolicyId.Ref]!.Properties.CachePolicyConfig;
    expect(policy.MaxTTL).toBe(MEDIA_URL_WINDOW_SECONDS);
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig.QueryStringBehavior).toBe('none');
    const headers = resources[behaviour('/media/*').ResponseHeadersPolicyId.Ref]!.Properties.ResponseHeadersPolicyConfig;
    expect(headers.CustomHeadersConfig.Items).toContainEqual({ Header: 'cache-control', Value: MEDIA_CACHE_CONTROL, Override: true });
  });

  it('grants the media bucket by prefix only: no statement of any function names the whole bucket\'s objects', () => {
    const bucket = bucketId();
    for (const role of allRoles()) {
      const objectResources = policyStatementsOf(role)
        .filter((s) => ([] as string[]).concat(s.Action).some((a) => a.startsWith('s3:')))
        .flatMap((s) => ([] as unknown[]).concat(s.Resource))
        .filter((r) => JSON.stringify(r).includes(bucket));
      for (const resource of objectResources) {
        const text = JSON.stringify(resource);
        // Either the bucket itself (listing, which a prefix condition narrows) or one prefix's objects.
        if (JSON.stringify(resource) === JSON.stringify(getAtt(bucket, 'Arn'))) continue;
        expect(text, role).toMatch(/\/(uploads|media|archives)\/\*"\]\]\}$/);
      }
      for (const listing of policyStatementsOf(role).filter((s) => ([] as string[]).concat(s.Action).some((a) => a.startsWith('s3:List')))) {
        expect((listing as { Condition?: { StringLike?: Record<string, string[]> } }).Condition?.StringLike?.['s3:prefix'], role).toBeDefined();
      }
    }
    // The uploads group: raw uploads and checked media, never archives; the guide's groups: media/ alone.
    const uploads = JSON.stringify(policyStatementsOf(roleIdOf('uploads')).filter((s) => JSON.stringify(s.Action).includes('s3:')));
    expect(uploads).toContain('/uploads/*');
    expect(uploads).not.toContain(`/${ARCHIVE_PREFIX}*`);
    for (const group of ['ai-guru', 'ai-guru-stream', 'posts', 'admin']) {
      const granted = JSON.stringify(policyStatementsOf(roleIdOf(group)).filter((s) => JSON.stringify(s.Action).includes('s3:')));
      expect(granted, group).not.toContain('/uploads/*');
      expect(granted, group).not.toContain(`/${ARCHIVE_PREFIX}*`);
    }
  });

  it('lets the groups that delete posts, and the worker, delete media with every version of it', () => {
    expect(routeGroups.filter((group) => groupNeeds[group]?.deletesMedia).sort()).toEqual(['admin', 'posts']);
    for (const role of [roleIdOf('posts'), roleIdOf('admin'), workerRoleId()]) {
      const statements = policyStatementsOf(role);
      const deleting = statements.find((s) => ([] as string[]).concat(s.Action).includes('s3:DeleteObjectVersion'))!;
      expect(JSON.stringify(deleting.Resource), role).toContain('/media/*');
      const versions = statements.find((s) => ([] as string[]).concat(s.Action).includes('s3:ListBucketVersions'))!;
      expect((versions as { Condition?: unknown }).Condition, role).toEqual({ StringLike: { 's3:prefix': expect.arrayContaining(['media/*']) } });
    }
  });

  it('encrypts archives with the KMS key: the worker names it for SSE-KMS and may use it through S3 for archives/ alone, as may the group that presigns their download', () => {
    const workerId = Object.keys(resources).find((id) => resources[id]!.Properties?.Role?.['Fn::GetAtt']?.[0] === workerRoleId() && resources[id]!.Type === 'AWS::Lambda::Function')!;
    expect(resources[workerId]!.Properties.Environment.Variables[ARCHIVE_KMS_KEY_ENV]).toEqual(getAtt(keyId(), 'Arn'));
    const throughS3 = (role: string) =>
      policyStatementsOf(role).filter((s) => JSON.stringify((s as { Condition?: unknown }).Condition ?? {}).includes('kms:ViaService')) as {
        Action: string | string[];
        Resource: unknown;
        Condition: { StringEquals: Record<string, unknown>; StringLike: Record<string, unknown> };
      }[];
    for (const [role, actions] of [
      [workerRoleId(), ['kms:Decrypt', 'kms:GenerateDataKey']],
      [roleIdOf('archive'), ['kms:Decrypt']],
    ] as const) {
      const [statement] = throughS3(role);
      expect(([] as string[]).concat(statement!.Action).sort(), role).toEqual(actions);
      expect(statement!.Resource).toEqual(getAtt(keyId(), 'Arn'));
      expect(JSON.stringify(statement!.Condition.StringEquals['kms:ViaService'])).toContain('s3.');
      expect(JSON.stringify(statement!.Condition.StringLike['kms:EncryptionContext:aws:s3:arn'])).toContain(`/${ARCHIVE_PREFIX}*`);
    }
  });
});

describe('Data', () => {
  const messageKeyId = () => only(resourcesOf(template, 'AWS::KMS::Key'), 'KMS keys')[0];

  it('has one RETAINed message key with yearly rotation, and an alias for it', () => {
    const [id, key] = only(resourcesOf(template, 'AWS::KMS::Key'), 'KMS keys');
    expect(key.Properties).toMatchObject({ EnableKeyRotation: true });
    expect(resources[id]!.DeletionPolicy).toBe('Retain');
    template.hasResourceProperties('AWS::KMS::Alias', { AliasName: Match.stringLikeRegexp('/messages$'), TargetKeyId: getAtt(id, 'Arn') });
  });

  it('lets only the groups that seal messages use the key: data keys made and unwrapped, nothing else', () => {
    const sealers = routeGroups.filter((group) => groupNeeds[group]?.sealsMessages);
    // Sessions keep their refresh tokens sealed (docs/sessions.md): sign-in seals, ending them opens (Sign Out elsewhere, erasure, suspension).
    expect(sealers).toEqual(['session', 'sessions', 'erasure', 'messages', 'journal', 'admin']);
    for (const group of routeGroups) {
      const kms = policyStatementsOf(roleIdOf(group))
        .filter((s) => ([] as string[]).concat(s.Action).some((a) => a.startsWith('kms:')))
        // An archive's use of the key through S3 (SSE-KMS) is tested under Media.
        .filter((s) => !JSON.stringify(s).includes('kms:ViaService'));
      const vars = resources[functionIdOf(template, group)]!.Properties.Environment.Variables;
      if (!sealers.includes(group)) {
        expect(kms, group).toEqual([]);
        continue;
      }
      for (const statement of kms) {
        expect(([] as string[]).concat(statement.Action).sort()).toEqual(['kms:Decrypt', 'kms:GenerateDataKey']);
        expect(statement.Resource).toEqual(getAtt(messageKeyId(), 'Arn'));
      }
      expect(kms.map((s) => s.Condition), group).toEqual(groupNeeds[group]!.sealsMessages!.map(onlyContext));
      expect(vars[MESSAGE_KEY_ENV.kmsKeyId]).toEqual(getAtt(messageKeyId(), 'Arn'));
    }
  });

  it('binds each group to its own encryption context: sign-in, sessions, admin and erasure cannot unwrap a conversation or journal key', () => {
    const contextsOf = (group: string) =>
      policyStatementsOf(roleIdOf(group))
        .filter((s) => ([] as string[]).concat(s.Action).some((a) => a.startsWith('kms:')))
        .flatMap((s) => s.Condition!['ForAllValues:StringEquals']!['kms:EncryptionContextKeys']);
    expect(Object.fromEntries(routeGroups.filter((group) => groupNeeds[group]?.sealsMessages).map((group) => [group, contextsOf(group)]))).toEqual({
      session: ['signInSession'],
      sessions: ['signInSession'],
      erasure: ['signInSession'],
      messages: ['conversationId'],
      journal: ['journalOwner'],
      admin: ['signInSession'],
    });
  });

  it('is one on-demand table with PITR, deletion protection, RETAIN and the schema\'s indexes', () => {
    const [, table] = only(resourcesOf(template, 'AWS::DynamoDB::Table'), 'tables');
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
      KeySchema: [
        { AttributeName: KEY.pk, KeyType: 'HASH' },
        { AttributeName: KEY.sk, KeyType: 'RANGE' },
      ],
    });
    expect(table.Properties!.GlobalSecondaryIndexes).toEqual(
      indexList.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.pk, KeyType: 'HASH' },
          { AttributeName: index.sk, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
  });

  it('every bucket blocks public access and refuses plain HTTP', () => {
    const buckets = resourcesOf(template, 'AWS::S3::Bucket');
    expect(buckets.length).toBeGreaterThanOrEqual(2);
    for (const [id, bucket] of buckets) {
      expect(bucket.Properties!.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      const [, policy] = only(
        resourcesOf(template, 'AWS::S3::BucketPolicy').filter(([, p]) => p.Properties!.Bucket.Ref === id),
        `policy of ${id}`,
      );
      expect(policy.Properties!.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });

  it('keeps the media bucket versioned and RETAINed, with CORS for presigned POSTs only', () => {
    const [, media] = only(
      resourcesOf(template, 'AWS::S3::Bucket').filter(([, b]) => b.Properties!.VersioningConfiguration),
      'versioned buckets',
    );
    expect(media.DeletionPolicy).toBe('Retain');
    expect(media.Properties!.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(media.Properties!.CorsConfiguration.CorsRules).toEqual([
      { AllowedMethods: ['POST'], AllowedOrigins: ['https://*.cloudfront.net'], MaxAge: 3600 },
    ]);
  });
});

describe('CloudFront', () => {
  const functionCode = (association: { FunctionARN: { 'Fn::GetAtt': [string, string] } }) =>
    resources[association.FunctionARN['Fn::GetAtt'][0]]!.Properties.FunctionCode;

  it("serves from India's edges by default: price class 200, not 100 (docs/decisions.md \"Served from India's edges\")", () => {
    expect(distribution().PriceClass).toBe('PriceClass_200');
  });

  it('reaches every S3 origin through origin access control, never an OAI', () => {
    const s3Origins = distribution().Origins.filter((o: { S3OriginConfig?: unknown }) => o.S3OriginConfig);
    expect(s3Origins).toHaveLength(2);
    for (const origin of s3Origins) {
      expect(origin.S3OriginConfig.OriginAccessIdentity).toBe('');
      const oacId = origin.OriginAccessControlId['Fn::GetAtt'][0] as string;
      expect(resources[oacId]!.Properties.OriginAccessControlConfig).toMatchObject({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
      });
      const bucketId = origin.DomainName['Fn::GetAtt'][0] as string;
      const [, policy] = only(
        resourcesOf(template, 'AWS::S3::BucketPolicy').filter(([, p]) => p.Properties!.Bucket.Ref === bucketId),
        bucketId,
      );
      expect(policy.Properties!.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Allow', Action: 's3:GetObject', Principal: { Service: 'cloudfront.amazonaws.com' } }),
      );
    }
  });

  it('serves /api/* uncached from the HTTP API with cookies, query strings, x-app-host, sec-fetch-site and user-agent but not Host', () => {
    const api = behaviour('/api/*');
    expect(api.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
    const origin = only<any>(distribution().Origins.filter((o: { Id: string }) => o.Id === api.TargetOriginId), 'api origin');
    expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.');
    const policy = resources[api.OriginRequestPolicyId.Ref]!.Properties.OriginRequestPolicyConfig;
    expect(policy.CookiesConfig.CookieBehavior).toBe('all');
    expect(policy.QueryStringsConfig.QueryStringBehavior).toBe('all');
    expect(policy.HeadersConfig.HeaderBehavior).toBe('whitelist');
    expect(policy.HeadersConfig.Headers).toEqual(
      expect.arrayContaining(['origin', 'content-type', 'sec-fetch-site', 'user-agent', 'x-app-host', 'idempotency-key']),
    );
    expect(policy.HeadersConfig.Headers).not.toContain('host');
    const [association] = api.FunctionAssociations;
    expect(association.EventType).toBe('viewer-request');
    expect(functionCode(association)).toBe(APP_HOST_SOURCE);
  });

  it('serves the streamed routes, before /api/*, uncached from the REST API stage with the API\'s headers and accept, the secret header and the app host', () => {
    const patterns = distribution().CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern) as string[];
    const api = behaviour('/api/*');
    const apiOrigin = only<any>(distribution().Origins.filter((o: { Id: string }) => o.Id === api.TargetOriginId), 'api origin');
    for (const route of streamedRoutes) {
      expect(patterns.indexOf(route.path)).toBeLessThan(patterns.indexOf('/api/*'));
      const streamed = behaviour(route.path);
      expect(streamed.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
      expect(streamed.AllowedMethods).toContain('POST');
      const origin = only<any>(distribution().Origins.filter((o: { Id: string }) => o.Id === streamed.TargetOriginId), 'streaming origin');
      expect(origin.OriginPath).toBe('/stream');
      expect(JSON.stringify(origin.DomainName)).toContain(only(resourcesOf(template, 'AWS::ApiGateway::RestApi'), 'REST APIs')[0]);
      expect(origin.OriginCustomHeaders).toEqual(apiOrigin.OriginCustomHeaders);
      expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginReadTimeout: 30 });
      const headers = resources[streamed.OriginRequestPolicyId.Ref]!.Properties.OriginRequestPolicyConfig.HeadersConfig.Headers as string[];
      expect(headers.sort()).toEqual(
        [...resources[api.OriginRequestPolicyId.Ref]!.Properties.OriginRequestPolicyConfig.HeadersConfig.Headers, 'accept'].sort(),
      );
      expect(streamed.FunctionAssociations).toEqual(api.FunctionAssociations);
    }
  });

  it('adds the secret origin header to the API origin as a dynamic reference, never the value', () => {
    const secretId = originSecretId();
    const api = behaviour('/api/*');
    const origin = only<any>(distribution().Origins.filter((o: { Id: string }) => o.Id === api.TargetOriginId), 'api origin');
    expect(origin.OriginCustomHeaders).toEqual([
      {
        HeaderName: ORIGIN_VERIFY.header,
        HeaderValue: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', ref(secretId), ':SecretString:::}}']] },
      },
    ]);
    // The streamed routes' REST API has the same header (tested above); the other origins are the
    // buckets: they get no such header.
    const apiOrigins = new Set([api.TargetOriginId, ...streamedRoutes.map((route) => behaviour(route.path).TargetOriginId)]);
    for (const other of distribution().Origins.filter((o: { Id: string }) => !apiOrigins.has(o.Id))) {
      expect(other.OriginCustomHeaders, other.Id).toBeUndefined();
    }
    // Secrets Manager generates the value while deploying: the template can only refer to it, and
    // only CloudFront's origin does.
    const secret = resources[secretId]!.Properties;
    expect(secret.GenerateSecretString).toMatchObject({ PasswordLength: 64, ExcludePunctuation: true });
    expect(secret).not.toHaveProperty('SecretString');
    expect(JSON.stringify(template.toJSON()).match(/resolve:secretsmanager/g)).toHaveLength(apiOrigins.size);
  });

  it('lets the route functions, and nothing else, read the origin secret, and only that secret (beside the media signing key, tested under Media)', () => {
    const secretId = originSecretId();
    const functionRoles = new Set(routeGroups.map(roleIdOf));
    const signing = JSON.stringify(ref(signingSecretId()));
    const secretStatements = resourcesOf(template, 'AWS::IAM::Policy').flatMap(([, p]) =>
      (p.Properties!.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
        .filter((s) => ([] as string[]).concat(s.Action).some((a) => a.startsWith('secretsmanager:')))
        .map((s) => ({ ...s, Resource: ([] as unknown[]).concat(s.Resource).filter((r) => JSON.stringify(r) !== signing) }))
        .filter((s) => s.Resource.length > 0)
        .map((s) => ({ roles: p.Properties!.Roles.map((r: { Ref: string }) => r.Ref) as string[], ...s })),
    );
    expect(new Set(secretStatements.flatMap((s) => s.roles))).toEqual(functionRoles);
    for (const statement of secretStatements) {
      expect(statement.Resource).toEqual([ref(secretId)]);
      expect([...new Set(([] as string[]).concat(statement.Action))].sort()).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
    }
  });

  it('serves /media/* from the media bucket and falls back to index.html only on the default behaviour', () => {
    const media = behaviour('/media/*');
    expect(media.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(media.FunctionAssociations).toBeUndefined();
    const fallback = only<any>(distribution().DefaultCacheBehavior.FunctionAssociations, 'default functions');
    expect(functionCode(fallback)).toBe(SPA_FALLBACK_SOURCE);
    // A distribution-wide error page would turn the API's and media's 403/404s into index.html.
    expect(distribution().CustomErrorResponses).toBeUndefined();
  });

  it('sends the shared security headers on every behaviour', () => {
    const policies = resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy');
    const [policyId, policy] = only(
      policies.filter(([, p]) => p.Properties!.ResponseHeadersPolicyConfig.Comment === 'shared/security-headers.ts'),
      'header policies',
    );
    const config = policy.Properties!.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(config.ContentSecurityPolicy.Override).toBe(true);
    // The CSP is shared/security-headers.ts with the media bucket's regional origin in connect-src.
    const csp = JSON.stringify(config.ContentSecurityPolicy.ContentSecurityPolicy);
    for (const directive of contentSecurityPolicy.split('; ').filter((d) => !d.startsWith('connect-src'))) {
      expect(csp).toContain(directive);
    }
    expect(csp).toContain("connect-src 'self' https://");
    expect(csp).toContain('RegionalDomainName');
    expect(config.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(config.ContentTypeOptions).toEqual({ Override: true });
    expect(config.ReferrerPolicy.ReferrerPolicy).toBe(securityHeaders['referrer-policy']);
    expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(config.ReferrerPolicy.ReferrerPolicy);
    const custom = policy.Properties!.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items as { Header: string; Value: string; Override: boolean }[];
    expect(custom.filter((h) => h.Header.toLowerCase() === 'permissions-policy')).toEqual([
      { Header: 'permissions-policy', Value: securityHeaders['permissions-policy'], Override: true },
    ]);
    for (const b of [distribution().DefaultCacheBehavior, ...distribution().CacheBehaviors].filter((b) => b.PathPattern !== '/media/*')) {
      expect(b.ResponseHeadersPolicyId).toEqual(ref(policyId));
    }
    // Media's own policy is the same security headers, and its cache lifetime.
    const media = resources[behaviour('/media/*').ResponseHeadersPolicyId.Ref]!.Properties.ResponseHeadersPolicyConfig;
    expect(media.SecurityHeadersConfig).toEqual(config);
    expect(media.CustomHeadersConfig.Items).toEqual([...custom, { Header: 'cache-control', Value: MEDIA_CACHE_CONTROL, Override: true }]);
  });

  it('compresses on every behaviour, and caches br and gzip copies wherever it caches at all', () => {
    const behaviours = [distribution().DefaultCacheBehavior, ...distribution().CacheBehaviors];
    for (const b of behaviours) expect(b.Compress, b.PathPattern ?? 'default').toBe(true);
    // The managed CachingOptimized policy keys on the normalised Accept-Encoding (gzip and br).
    expect(distribution().DefaultCacheBehavior.CachePolicyId).toBe(CachePolicy.CACHING_OPTIMIZED.cachePolicyId);
    const mediaCache = resources[behaviour('/media/*').CachePolicyId.Ref]!.Properties.CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin;
    expect(mediaCache).toMatchObject({ EnableAcceptEncodingGzip: true, EnableAcceptEncodingBrotli: true });
    // The rest is the API, never cached: docs/deploying.md says what that means for compression.
    const uncached = behaviours.filter((b) => b.CachePolicyId !== CachePolicy.CACHING_OPTIMIZED.cachePolicyId && b.PathPattern !== '/media/*');
    expect(uncached.map((b) => b.PathPattern).sort()).toEqual(['/api/*', ...streamedRoutes.map((r) => r.path)].sort());
    for (const b of uncached) expect(b.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
  });

  it('caches hashed assets for a year and revalidates everything else', () => {
    const deployments = resourcesOf(template, 'Custom::CDKBucketDeployment').map(([, d]) => d.Properties!);
    expect(deployments).toHaveLength(3);
    const assets = only(deployments.filter((d) => d.Include?.includes('assets/*')), 'asset deployment');
    expect(assets.SystemMetadata['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect(assets.Prune).toBe(false);
    // The web app manifest with its own type, which the deployment would not guess from .webmanifest.
    const manifest = only(deployments.filter((d) => d.Include?.includes('manifest.webmanifest')), 'manifest deployment');
    expect(manifest.Include).toEqual(['manifest.webmanifest']);
    expect(manifest.SystemMetadata).toEqual({ 'content-type': 'application/manifest+json', 'cache-control': 'no-cache' });
    expect(manifest.Prune).toBe(false);
    const pages = only(deployments.filter((d) => d.Exclude?.includes('assets/*')), 'page deployment');
    expect(pages.SystemMetadata['cache-control']).toBe('no-cache');
    // Every HTML page (index.html and the pre-rendered ones) and sw.js is in the no-cache deployment.
    expect(pages.Exclude).toEqual(['assets/*', 'manifest.webmanifest']);
    expect(pages.Include).toBeUndefined();
    expect(pages.DistributionPaths).toEqual(['/*']);
  });

  it('deploys the built site without the missing-build guard', () => {
    expect(template.toJSON().Rules ?? {}).not.toHaveProperty('WebRequireWebBuild');
    expect(Object.keys(template.toJSON().Rules ?? {}).filter((r) => r !== 'CheckBootstrapVersion')).toEqual([]);
  });
});

describe('Auth', () => {
  it('has a user pool with invitation-only e-mail sign-in, a password policy and optional MFA, RETAINed', () => {
    const [, pool] = only(resourcesOf(template, 'AWS::Cognito::UserPool'), 'user pools');
    expect(pool.DeletionPolicy).toBe('Retain');
    // Login access comes from an admin's approval (AdminCreateUser), never from self sign-up.
    expect(pool.Properties!.AdminCreateUserConfig.AllowAdminCreateUserOnly).toBe(true);
    const invitation = JSON.stringify(pool.Properties!.AdminCreateUserConfig.InviteMessageTemplate.EmailMessage);
    expect(invitation).toContain('{username}');
    expect(invitation).toContain('{####}');
    expect(invitation).toContain('DomainName');
    expect(pool.Properties).toMatchObject({
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      MfaConfiguration: 'OPTIONAL',
      Policies: { PasswordPolicy: { MinimumLength: 12, RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: true } },
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { ManagedLoginVersion: 2 });
  });

  it('has a public PKCE client whose URLs point at the distribution', () => {
    const [, client] = only(resourcesOf(template, 'AWS::Cognito::UserPoolClient'), 'clients');
    const distributionId = only(resourcesOf(template, 'AWS::CloudFront::Distribution'), 'distributions')[0];
    const at = (path: string) => ({ 'Fn::Join': ['', ['https://', getAtt(distributionId, 'DomainName'), path]] });
    expect(client.Properties).toMatchObject({
      GenerateSecret: false,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthScopes: ['openid', 'email', 'profile'],
      CallbackURLs: [at('/api/callback')],
      LogoutURLs: [at('/')],
    });
  });
});

describe('Mail', () => {
  /** Every IAM statement that allows an SES action, with the roles it is attached to. */
  const sesStatements = (t: Template) =>
    resourcesOf(t, 'AWS::IAM::Policy').flatMap(([, p]) =>
      (p.Properties!.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown; Condition?: unknown }[])
        .filter((s) => ([] as string[]).concat(s.Action).some((a) => a.startsWith('ses:')))
        .map((s) => ({ roles: p.Properties!.Roles.map((r: { Ref: string }) => r.Ref) as string[], ...s })),
    );

  it('without mailFrom has no SES identity, and no function may send or knows a sending address', () => {
    template.resourceCountIs('AWS::SES::EmailIdentity', 0);
    expect(sesStatements(template)).toEqual([]);
  });

  describe('with mailFrom', () => {
    let mail: Template;
    let mailNag: NagFinding[];
    beforeAll(() => {
      ({ template: mail, nagFindings: mailNag } = synth({
        context: { mailFrom: 'Circle@Example.org' },
        stackProps: { webDistDir: join(import.meta.dirname, 'no-such-dist') },
      }));
    }, 120_000);

    it('verifies the sending address\'s domain, and outputs the three DKIM records its DNS needs', () => {
      const [identityId, identity] = only(resourcesOf(mail, 'AWS::SES::EmailIdentity'), 'identities');
      // The whole domain (Easy DKIM, on by default), not the one address.
      expect(identity.Properties).toEqual({ EmailIdentity: 'example.org' });
      const outputs = mail.toJSON().Outputs as Record<string, { Value: unknown }>;
      expect(Object.keys(outputs).filter((o) => o.startsWith('Mail'))).toEqual(['MailDkimRecord1', 'MailDkimRecord2', 'MailDkimRecord3']);
      for (const i of [1, 2, 3]) {
        expect(outputs[`MailDkimRecord${i}`]!.Value).toEqual({
          'Fn::Join': ['', [getAtt(identityId, `DkimDNSTokenName${i}`), ' CNAME ', getAtt(identityId, `DkimDNSTokenValue${i}`)]],
        });
      }
    });

    it('lets only the stream worker send (invitations by address are mailed after their answer), through that identity and from that address only', () => {
      const [identityId] = only(resourcesOf(mail, 'AWS::SES::EmailIdentity'), 'identities');
      const [workerId, worker] = only(
        resourcesOf(mail, 'AWS::Lambda::Function').filter(([, r]) => String(r.Properties?.Description).startsWith('Stream worker: ')),
        'stream worker',
      );
      const statement = only(sesStatements(mail), 'SES statements');
      expect(statement.roles).toEqual([worker.Properties!.Role['Fn::GetAtt'][0]]);
      expect(statement).toMatchObject({
        Effect: 'Allow',
        Action: 'ses:SendEmail',
        Condition: { StringEquals: { 'ses:FromAddress': 'circle@example.org' } },
      });
      // arn:<partition>:ses:<region>:<account>:identity/<that identity>, no wildcard.
      const [, parts] = (statement.Resource as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
      expect(parts.at(-1)).toEqual(ref(identityId));
      expect(parts.at(-2)).toMatch(/:identity\/$/);
      expect(JSON.stringify(statement.Resource)).not.toContain('*');
      expect(worker.Properties!.Environment.Variables.MAIL_FROM, workerId).toBe('circle@example.org');
      for (const group of routeGroups) {
        const vars = mail.toJSON().Resources[functionIdOf(mail, group)].Properties.Environment.Variables;
        expect(vars.MAIL_FROM, group).toBeUndefined();
      }
    });

    it('stays cdk-nag clean', () => {
      expect(mailNag).toEqual([]);
    });
  });
});

describe('Stream worker: work set going after the request', () => {
  it('may build archives, erase accounts and store link previews\' images: read and write media/, write archives/, delete both, open sealed journals and messages (never make a key), delete a sign-in', () => {
    const [workerId, worker] = only(
      resourcesOf(template, 'AWS::Lambda::Function').filter(([, r]) => String(r.Properties?.Description).startsWith('Stream worker: ')),
      'stream worker',
    );
    const statements = policyStatementsOf(worker.Properties!.Role['Fn::GetAtt'][0] as string);
    const granting = (prefix: string) => statements.filter((s) => ([] as string[]).concat(s.Action).some((a) => a.startsWith(prefix)));
    const s3 = granting('s3:').map((s) => ({ actions: ([] as string[]).concat(s.Action), resources: JSON.stringify(s.Resource) }));
    // Statements with the same resources are merged by CDK: what matters is each action's resources.
    const on = (action: string) => s3.filter((s) => s.actions.includes(action)).map((s) => s.resources).join(' ');
    expect([...new Set(s3.flatMap((s) => s.actions))].sort()).toEqual([
      's3:DeleteObject',
      's3:DeleteObjectVersion',
      's3:GetObject',
      's3:ListBucket',
      's3:ListBucketVersions',
      's3:PutObject',
    ]);
    expect(on('s3:GetObject')).toContain('/media/*');
    expect(on('s3:GetObject')).toContain(`/${ARCHIVE_PREFIX}*`);
    expect(on('s3:PutObject')).toContain(`/${ARCHIVE_PREFIX}*`);
    // A link preview's image (issue 33 §2), checked and stripped like an upload.
    expect(on('s3:PutObject')).toContain('/media/*');
    // Erasure (docs/erasure.md): the member's files and archives go; archives are listed under their prefix only.
    expect(on('s3:DeleteObject')).toContain('/media/*');
    expect(on('s3:DeleteObject')).toContain(`/${ARCHIVE_PREFIX}*`);
    expect(on('s3:ListBucket')).not.toContain('/*');
    const listing = statements.find((s) => ([] as string[]).concat(s.Action).includes('s3:ListBucket'))!;
    expect((listing as { Condition?: unknown }).Condition).toEqual({ StringLike: { 's3:prefix': [`${ARCHIVE_PREFIX}*`] } });
    expect(granting('cognito-idp:').flatMap((s) => s.Action)).toEqual(['cognito-idp:AdminDeleteUser']);
    // Beside the archive's own use of the key through S3 (SSE-KMS, tested under Media).
    const kms = granting('kms:').filter((s) => !JSON.stringify(s).includes('kms:ViaService'));
    expect(kms.flatMap((s) => s.Action)).toEqual(['kms:Decrypt', 'kms:Decrypt']);
    // It opens what an archive holds and what an erasure re-seals, never a session's refresh token.
    expect(kms.map((s) => s.Condition)).toEqual([onlyContext('conversationId'), onlyContext('journalOwner')]);
    const vars = resources[workerId]!.Properties.Environment.Variables;
    expect(vars).toHaveProperty('MEDIA_BUCKET');
    expect(vars).toHaveProperty(MESSAGE_KEY_ENV.kmsKeyId);
    expect(vars).toHaveProperty('COGNITO_USER_POOL_ID');
  });

  it('reads the table\'s stream of new images through the shared filter, reporting failed records, with a dead-letter queue', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: 'NEW_IMAGE' } });
    const [, mapping] = only(resourcesOf(template, 'AWS::Lambda::EventSourceMapping'), 'event source mappings');
    const workerId = only(
      resourcesOf(template, 'AWS::Lambda::Function').filter(([, r]) => String(r.Properties?.Description).startsWith('Stream worker: ')),
      'stream worker',
    )[0];
    expect(mapping.Properties).toMatchObject({
      FunctionName: ref(workerId),
      EventSourceArn: getAtt(only(resourcesOf(template, 'AWS::DynamoDB::Table'), 'tables')[0], 'StreamArn'),
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify(STREAM_FILTER) }] },
    });
    const [queueId, queue] = only(resourcesOf(template, 'AWS::SQS::Queue'), 'queues');
    expect(mapping.Properties!.DestinationConfig.OnFailure.Destination).toEqual(getAtt(queueId, 'Arn'));
    expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true });
    const alarms = resourcesOf(template, 'AWS::CloudWatch::Alarm').map(([, a]) => JSON.stringify(a.Properties));
    expect(alarms.filter((a) => a.includes('ApproximateNumberOfMessagesVisible') && a.includes(queueId))).toHaveLength(1);
  });
});

describe('Observability and outputs', () => {
  it('alarms on API 5xx rate, Lambda errors and throttles per group, and DynamoDB throttles', () => {
    const alarms = resourcesOf(template, 'AWS::CloudWatch::Alarm').map(([, a]) => JSON.stringify(a.Properties));
    expect(alarms.filter((a) => a.includes('5xx'))).toHaveLength(1);
    // One per route group, and the stream worker's.
    expect(alarms.filter((a) => a.includes('"MetricName":"Errors"'))).toHaveLength(routeGroups.length + 1);
    expect(alarms.filter((a) => a.includes('"MetricName":"Throttles"'))).toHaveLength(routeGroups.length + 1);
    expect(alarms.filter((a) => a.includes('ThrottleEvents'))).toHaveLength(1);
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
  });

  it('outputs the site URL, the user pool and the client', () => {
    const outputs = template.toJSON().Outputs;
    expect(outputs).toHaveProperty('SiteUrl');
    expect(outputs).toHaveProperty('UserPoolId');
    expect(outputs).toHaveProperty('UserPoolClientId');
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('reports no unexempted error or warning', () => {
    expect(nagFindings).toEqual([]);
  });

  it('warns, on every synth and deploy, that no grievance contact is named (and only that)', () => {
    expect(ownWarnings).toEqual([expect.stringContaining(GRIEVANCE_CONTACT_MISSING)]);
    expect(resources[functionIdOf(template, 'guidelines')]!.Properties.Environment.Variables.GRIEVANCE_CONTACT).toBeUndefined();
  });

  it('every exemption names its rule and gives a reason', () => {
    const suppressions = nagSuppressions(template);
    expect(suppressions.length).toBeGreaterThan(0);
    for (const s of suppressions) {
      expect(s.id, s.resource).toMatch(/^AwsSolutions-[A-Z]+\d+$/);
      expect(s.reason.length, `${s.resource} ${s.id}`).toBeGreaterThanOrEqual(40);
    }
  });
});
