/**
 * A deployment with every setting used: custom domain, admins, OpenAI key, Web Push keys, alarm e-mail, mail, limits,
 * and (through the stack props) groups that need media, the AI key, the Web Push keys and the grievance contact. Synthesized once, without
 * bundling, and with no web/dist, so the missing-build guard is in the template.
 */
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeGroups } from '#shared/routes.ts';
import { functionIdOf, type NagFinding, nagSuppressions, resourcesOf, synth } from './synth.ts';

const context = {
  stackName: 'SeekersStaging',
  domainName: 'Circle.Example.org',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-123456789012',
  adminEmails: 'Admin@Example.org, second@example.org',
  openAiSecretName: 'seekers/openai',
  openAiModel: 'gpt-4o-mini',
  aiGuideDailyQuestions: '20',
  openAiTimeoutMs: '9000',
  careHelplines: 'Samaritans: 116 123',
  careEmergencyNumber: '999',
  grievanceOfficerName: 'Asha Rao, Grievance Officer',
  grievanceOfficerEmail: 'Grievance@Example.org',
  grievanceOfficerAddress: '12 MG Road, Pune 411001',
  grievanceAcknowledgeHours: '12',
  webPushSecretName: 'seekers/web-push',
  alarmEmail: 'ops@example.org',
  mailFrom: 'Circle@Example.org',
  mailFromDomain: 'bounce.example.org',
  webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/seekers/0f1e2d3c-aaaa-bbbb-cccc-123456789012',
  priceClass: 'PriceClass_All',
  authDomainPrefix: 'seekers-staging',
  apiRateLimit: '20',
  apiBurstLimit: '40',
};
const SITE = 'https://circle.example.org';
const [aiGroup, mediaGroup] = ['session', 'profile'] as const;

let template: Template;
let nagFindings: NagFinding[];
let ownWarnings: string[];
let stackName: string;
let resources: Record<string, { Type: string; Properties: Record<string, any> }>;

beforeAll(() => {
  const result = synth({
    context,
    stackProps: {
      webDistDir: join(import.meta.dirname, 'no-such-dist'),
      groupNeeds: { [aiGroup]: { openAi: true }, [mediaGroup]: { takesUploads: true, storesMedia: true }, invitations: { table: 'read' }, push: { webPush: true }, guidelines: { publishesContact: true } },
    },
  });
  ({ template, nagFindings, ownWarnings } = result);
  stackName = result.stack.stackName;
  resources = template.toJSON().Resources;
}, 120_000);

const envOf = (group: string) => resources[functionIdOf(template, group)]!.Properties.Environment.Variables as Record<string, unknown>;
const actionsOf = (group: string) => {
  const roleId = resources[functionIdOf(template, group)]!.Properties.Role['Fn::GetAtt'][0] as string;
  return resourcesOf(template, 'AWS::IAM::Policy')
    .filter(([, p]) => p.Properties!.Roles.some((r: { Ref: string }) => r.Ref === roleId))
    .flatMap(([, p]) => p.Properties!.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
};

it('names the stack from context', () => {
  expect(stackName).toBe('SeekersStaging');
});

describe('custom domain', () => {
  const distribution = () => resourcesOf(template, 'AWS::CloudFront::Distribution')[0]![1].Properties!.DistributionConfig;

  it('puts the web ACL in front of the distribution', () => {
    expect(distribution().WebACLId).toBe(context.webAclArn);
  });

  it('serves from the edges of the price class set', () => {
    expect(distribution().PriceClass).toBe('PriceClass_All');
  });

  it('serves the domain with its certificate and TLS 1.2 at least', () => {
    expect(distribution().Aliases).toEqual(['circle.example.org']);
    expect(distribution().ViewerCertificate).toMatchObject({
      AcmCertificateArn: context.certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
  });

  it('gives the functions APP_ORIGIN instead of the x-app-host function', () => {
    for (const group of routeGroups) expect(envOf(group).APP_ORIGIN).toBe(SITE);
    const api = distribution().CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    expect(api.FunctionAssociations ?? []).toEqual([]);
  });

  it('points the app client and the upload CORS rule at the domain', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      CallbackURLs: [`${SITE}/api/callback`],
      LogoutURLs: [`${SITE}/`],
    });
    const [, media] = resourcesOf(template, 'AWS::S3::Bucket').find(([, b]) => b.Properties!.VersioningConfiguration)!;
    expect(media.Properties!.CorsConfiguration.CorsRules[0].AllowedOrigins).toEqual([SITE]);
  });
});

describe('settings', () => {
  it('passes the admin list normalised', () => {
    for (const group of routeGroups) expect(envOf(group).ADMIN_EMAILS).toBe('admin@example.org,second@example.org');
  });

  it('uses the managed-login prefix, the throttling limits and the alarm e-mail', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'seekers-staging' });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 },
    });
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.org' });
  });

  it('sends mail with a custom MAIL FROM domain, and outputs its MX and SPF records', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'example.org',
      MailFromAttributes: { MailFromDomain: 'bounce.example.org' },
    });
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(outputs.MailFromMxRecord!.Value).toEqual({
      'Fn::Join': ['', ['bounce.example.org MX 10 feedback-smtp.', { Ref: 'AWS::Region' }, '.amazonses.com']],
    });
    expect(outputs.MailFromSpfRecord!.Value).toBe('bounce.example.org TXT "v=spf1 include:amazonses.com ~all"');
  });
});

describe('least privilege from group needs', () => {
  it('lets only the AI group read the OpenAI secret, by name, never by value, with the guide limits from context', () => {
    for (const group of routeGroups) {
      const env = envOf(group);
      // Every group reads the origin header's secret (stack.test.ts); only the AI group this one.
      const canRead = actionsOf(group).some(
        (s) => ([] as string[]).concat(s.Action).includes('secretsmanager:GetSecretValue') && JSON.stringify(s.Resource).includes('secret:seekers/openai'),
      );
      expect(canRead, group).toBe(group === aiGroup);
      expect(env.OPENAI_API_KEY_SECRET, group).toBe(group === aiGroup ? 'seekers/openai' : undefined);
      expect(env.OPENAI_MODEL, group).toBe(group === aiGroup ? 'gpt-4o-mini' : undefined);
      expect(env.AI_GUIDE_DAILY_QUESTIONS, group).toBe(group === aiGroup ? '20' : undefined);
      expect(env.OPENAI_TIMEOUT_MS, group).toBe(group === aiGroup ? '9000' : undefined);
      // The Community Guidelines page shows the same lines as the guide.
      const careLines = group === aiGroup || group === 'guidelines';
      expect(env.CARE_HELPLINES, group).toBe(careLines ? 'Samaritans: 116 123' : undefined);
      expect(env.CARE_EMERGENCY_NUMBER, group).toBe(careLines ? '999' : undefined);
    }
    expect(JSON.stringify(template.toJSON())).not.toMatch(/sk-[A-Za-z0-9]/);
  });

  it('hands the grievance contact, checked, to the group that publishes it and to no other', () => {
    for (const group of routeGroups) {
      const setting = envOf(group).GRIEVANCE_CONTACT;
      if (group !== 'guidelines') expect(setting, group).toBeUndefined();
      else {
        expect(JSON.parse(String(setting))).toEqual({
          name: 'Asha Rao, Grievance Officer',
          email: 'grievance@example.org',
          postalAddress: '12 MG Road, Pune 411001',
          acknowledgeWithinHours: 12,
          resolveWithinDays: 15,
        });
      }
    }
  });

  it('lets only the push group and the stream worker read the Web Push secret, by name, with the mail sender as its subject', () => {
    const worker = resourcesOf(template, 'AWS::Lambda::Function').find(([, r]) => String(r.Properties?.Description).startsWith('Stream worker: '))!;
    const workerRole = worker[1].Properties!.Role['Fn::GetAtt'][0] as string;
    const workerStatements = resourcesOf(template, 'AWS::IAM::Policy')
      .filter(([, p]) => p.Properties!.Roles.some((r: { Ref: string }) => r.Ref === workerRole))
      .flatMap(([, p]) => p.Properties!.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    expect(workerStatements.some((s) => ([] as string[]).concat(s.Action).includes('secretsmanager:GetSecretValue') && JSON.stringify(s.Resource).includes('secret:seekers/web-push'))).toBe(true);
    expect(worker[1].Properties!.Environment.Variables).toMatchObject({ WEB_PUSH_SECRET_NAME: 'seekers/web-push', WEB_PUSH_SUBJECT: 'mailto:circle@example.org' });
    for (const group of routeGroups) {
      const canRead = actionsOf(group).some(
        (s) => ([] as string[]).concat(s.Action).includes('secretsmanager:GetSecretValue') && JSON.stringify(s.Resource).includes('secret:seekers/web-push'),
      );
      expect(canRead, group).toBe(group === 'push');
      expect(envOf(group).WEB_PUSH_SECRET_NAME, group).toBe(group === 'push' ? 'seekers/web-push' : undefined);
      expect(envOf(group).WEB_PUSH_SUBJECT, group).toBe(group === 'push' ? 'mailto:circle@example.org' : undefined);
    }
  });

  it('gives media bucket access only to the group that needs it', () => {
    for (const group of routeGroups) {
      const s3 = actionsOf(group).flatMap((s) => ([] as string[]).concat(s.Action)).filter((a) => a.startsWith('s3:'));
      if (group === mediaGroup) expect([...new Set(s3)].sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject', 's3:PutObjectTagging']);
      else expect(s3, group).toEqual([]);
    }
  });
});

describe('without web/dist', () => {
  it('still synthesizes, with a rule that stops any deploy of this template', () => {
    const json = template.toJSON();
    const [parameterId, parameter] = Object.entries(json.Parameters as Record<string, { Default?: string }>).find(([id]) =>
      id.includes('WebAppBuilt'),
    )!;
    expect(parameter.Default).toBe('no');
    const rule = Object.values(json.Rules as Record<string, { Assertions: { Assert: unknown; AssertDescription: string }[] }>).find(
      (r) => r.Assertions[0]?.AssertDescription.includes('npm run build:web'),
    );
    expect(rule?.Assertions[0]?.Assert).toEqual({ 'Fn::Equals': [{ Ref: parameterId }, 'yes'] });
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('reports no unexempted warning here either (errors would have failed the synth)', () => {
    expect(nagFindings).toEqual([]);
  });

  it('has no warning of its own: the grievance contact is named', () => {
    expect(ownWarnings).toEqual([]);
  });

  it('every exemption names its rule and gives a reason', () => {
    for (const s of nagSuppressions(template)) {
      expect(s.id, s.resource).toMatch(/^AwsSolutions-[A-Z]+\d+$/);
      expect(s.reason.length, `${s.resource} ${s.id}`).toBeGreaterThanOrEqual(40);
    }
    // The TLS and WAF exemptions exist only for the defaults.
    expect(nagSuppressions(template).map((s) => s.id)).not.toContain('AwsSolutions-CFR4');
    expect(nagSuppressions(template).map((s) => s.id)).not.toContain('AwsSolutions-CFR2');
  });
});
