/**
 * `webAclRateLimit`: the stack makes the web ACL for CloudFront with its rate-based rule on /api/*,
 * puts it in front of the distribution, refuses to deploy outside us-east-1, and cdk-nag stays
 * clean (CFR2, "no WAF", needs no exemption then).
 */
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, expect, it } from 'vitest';
import { type NagFinding, nagSuppressions, resourcesOf, synth } from './synth.ts';

let template: Template;
let nagFindings: NagFinding[];

beforeAll(() => {
  ({ template, nagFindings } = synth({ context: { webAclRateLimit: '1500' }, stackProps: { webDistDir: join(import.meta.dirname, 'no-such-dist') } }));
}, 120_000);

it('makes a CloudFront web ACL whose rule blocks an address past the limit on /api/* with the functions’ 429', () => {
  const acl = { Properties: resourcesOf(template, 'AWS::WAFv2::WebACL')[0]![1].Properties! };
  expect(acl.Properties.Scope).toBe('CLOUDFRONT');
  expect(acl.Properties.DefaultAction).toEqual({ Allow: {} });
  const [rule] = acl.Properties.Rules;
  expect(rule.Statement.RateBasedStatement).toMatchObject({
    Limit: 1500,
    EvaluationWindowSec: 300,
    AggregateKeyType: 'IP',
    ScopeDownStatement: { ByteMatchStatement: { FieldToMatch: { UriPath: {} }, PositionalConstraint: 'STARTS_WITH', SearchString: '/api/' } },
  });
  expect(rule.Action.Block.CustomResponse).toMatchObject({ ResponseCode: 429, ResponseHeaders: [{ Name: 'retry-after', Value: '300' }] });
  const body = acl.Properties.CustomResponseBodies[rule.Action.Block.CustomResponse.CustomResponseBodyKey];
  expect(JSON.parse(body.Content)).toMatchObject({ code: 'rate_limited' });
});

it('puts that web ACL in front of the distribution', () => {
  const [aclId] = resourcesOf(template, 'AWS::WAFv2::WebACL')[0]!;
  const distribution = resourcesOf(template, 'AWS::CloudFront::Distribution')[0]![1];
  expect(distribution.Properties!.DistributionConfig.WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
});

it('refuses, before anything is made, a deployment outside us-east-1', () => {
  const rules = Object.values((template.toJSON().Rules ?? {}) as Record<string, { Assertions: { Assert: unknown; AssertDescription: string }[] }>);
  expect(rules.flatMap((rule) => rule.Assertions)).toContainEqual({
    Assert: { 'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'] },
    AssertDescription: expect.stringContaining('us-east-1'),
  });
});

it('passes cdk-nag, with no WAF exemption on the distribution', () => {
  expect(nagFindings).toEqual([]);
  const [distributionId] = resourcesOf(template, 'AWS::CloudFront::Distribution')[0]!;
  const onDistribution = nagSuppressions(template).filter((s) => s.resource === distributionId);
  expect(onDistribution.map((s) => s.id)).not.toContain('AwsSolutions-CFR2');
});
