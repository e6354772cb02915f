/**
 * The infra's own logic, without a synth: context validation, the header mapping and the
 * CloudFront Functions' JavaScript.
 */
import { App, Stack } from 'aws-cdk-lib';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '#shared/prerendered.ts';
import { securityHeaders } from '#shared/security-headers.ts';
import { APP_HOST_SOURCE, SPA_FALLBACK_SOURCE } from '../lib/cloudfront-functions.ts';
import { DEFAULTS, readConfig } from '../lib/config.ts';
import type { GroupNeedsMap } from '../lib/group-needs.ts';
import { responseHeadersPolicyProps } from '../lib/response-headers.ts';
import { RouteFunctions } from '../lib/route-functions.ts';
import { MediaSigning } from '../lib/media-signing.ts';

const config = (context: Record<string, unknown>) => readConfig(new App({ context }).node);

describe('deployment settings', () => {
  it('deploys with no settings at all', () => {
    expect(config({})).toEqual({
      stackName: DEFAULTS.stackName,
      customDomain: undefined,
      adminEmails: [],
      openAiSecretName: undefined,
      openAiModel: undefined,
      aiGuideDailyQuestions: undefined,
      openAiTimeoutMs: undefined,
      alarmEmail: undefined,
      priceClass: 'PriceClass_200',
      webAclArn: undefined,
      authDomainPrefix: undefined,
      apiRateLimit: DEFAULTS.apiRateLimit,
      apiBurstLimit: DEFAULTS.apiBurstLimit,
      mediaSigningKeyGeneration: 1,
    });
  });

  it('sends mail from the mailFrom address, through its domain, with an optional MAIL FROM subdomain', () => {
    expect(config({ mailFrom: ' Circle@Example.org ' }).mailSender).toEqual({ address: 'circle@example.org', domain: 'example.org' });
    expect(config({ mailFrom: 'circle@example.org', mailFromDomain: 'Bounce.Example.org' }).mailSender).toEqual({
      address: 'circle@example.org',
      domain: 'example.org',
      mailFromDomain: 'bounce.example.org',
    });
  });

  it('reads the grievance contact from its keys, with the IT Rules’ times by default, and none when no key is set', () => {
    expect(config({}).grievanceContact).toBeUndefined();
    expect(config({ grievanceOfficerName: 'Asha Rao', grievanceOfficerEmail: 'Asha@Example.org', grievanceOfficerPhone: '+91 20 5555 0100', grievanceResolveDays: '7' }).grievanceContact).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.org',
      phone: '+91 20 5555 0100',
      acknowledgeWithinHours: 24,
      resolveWithinDays: 7,
    });
  });

  it('accepts admin e-mails as a comma list or a JSON array', () => {
    expect(config({ adminEmails: ' A@x.org ,b@x.org,a@x.org' }).adminEmails).toEqual(['a@x.org', 'b@x.org']);
    expect(config({ adminEmails: ['A@x.org'] }).adminEmails).toEqual(['a@x.org']);
  });

  it.each([
    [{ adminEmails: 'not-an-email' }, /adminEmails/],
    [{ domainName: 'circle.example.org' }, /certificateArn/],
    [{ certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' }, /domainName/],
    [{ domainName: 'circle.example.org', certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc' }, /us-east-1/],
    [{ domainName: 'https://circle.example.org', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' }, /host name/],
    [{ authDomainPrefix: 'my-cognito-login' }, /authDomainPrefix/],
    [{ apiRateLimit: '0' }, /apiRateLimit/],
    [{ aiGuideDailyQuestions: '-3' }, /aiGuideDailyQuestions/],
    [{ openAiTimeoutMs: '20000' }, /openAiTimeoutMs.*28 s/],
    [{ careHelplines: 'Tele-MANAS 14416' }, /careHelplines/],
    [{ grievanceOfficerEmail: 'grievance@example.org' }, /"grievanceOfficerName" is required/],
    [{ grievanceOfficerName: 'Asha Rao' }, /"grievanceOfficerEmail" must be an e-mail address/],
    [{ grievanceOfficerName: 'Asha Rao', grievanceOfficerEmail: 'asha' }, /grievanceOfficerEmail/],
    // The local demo's desk (local/ses-stand-in.ts) can never be what a deployment publishes.
    [{ grievanceOfficerName: 'Desk', grievanceOfficerEmail: 'grievances@seekers-circle.localhost' }, /grievanceOfficerEmail.*must reach a person/],
    [{ grievanceOfficerName: 'Desk', grievanceOfficerEmail: 'desk@example.org', grievanceAcknowledgeHours: '48' }, /grievanceAcknowledgeHours.*1 to 24/],
    [{ grievanceOfficerName: 'Desk', grievanceOfficerEmail: 'desk@example.org', grievanceResolveDays: '30' }, /grievanceResolveDays.*1 to 15/],
    [{ alarmEmail: 'ops' }, /alarmEmail/],
    [{ mailFrom: 'circle' }, /mailFrom/],
    [{ mailFrom: 'circle@example.x' }, /mailFrom.*no domain SES can verify/],
    [{ mailFromDomain: 'bounce.example.org' }, /mailFromDomain.*needs mailFrom/],
    [{ mailFrom: 'circle@example.org', mailFromDomain: 'bounce.example.com' }, /mailFromDomain.*subdomain of example\.org/],
    [{ mailFrom: 'circle@example.org', mailFromDomain: 'example.org' }, /mailFromDomain/],
    [{ webAclArn: 'arn:aws:wafv2:eu-west-1:123456789012:regional/webacl/a/b' }, /webAclArn/],
    [{ webAclRateLimit: '9' }, /webAclRateLimit.*at least 10/],
    [{ webAclRateLimit: '2000', webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/a/b' }, /webAclRateLimit.*webAclArn/],
    [{ stackName: '1stack' }, /stackName/],
    [{ priceClass: 'PriceClass_India' }, /"priceClass" must be one of PriceClass_100, PriceClass_200, PriceClass_All, got "PriceClass_India"/],
    [{ priceClass: '200' }, /priceClass/],
    [{ webPushSecretName: 'seekers/web-push', webPushSubject: 'http://example.org' }, /webPushSubject.*mailto:/],
    [{ webPushSubject: 'mailto:ops@example.org' }, /webPushSubject.*needs webPushSecretName/],
  ])('refuses %j, naming the key', (context, message) => {
    expect(() => config(context)).toThrow(message);
  });
});

describe('security headers to CloudFront', () => {
  it('maps every shared header into a typed slot, and Permissions-Policy (which has none) into a custom one', () => {
    const { securityHeadersBehavior, customHeadersBehavior } = responseHeadersPolicyProps(securityHeaders);
    expect(customHeadersBehavior?.customHeaders).toEqual([
      { header: 'permissions-policy', value: securityHeaders['permissions-policy'], override: true },
    ]);
    expect(Object.keys(securityHeadersBehavior!).sort()).toEqual(
      ['contentSecurityPolicy', 'contentTypeOptions', 'frameOptions', 'referrerPolicy', 'strictTransportSecurity'].sort(),
    );
  });

  it('parses HSTS and X-XSS-Protection, and passes unknown headers as custom ones', () => {
    const { securityHeadersBehavior, customHeadersBehavior } = responseHeadersPolicyProps({
      'strict-transport-security': 'max-age=31536000; includeSubDomains; preload',
      'x-xss-protection': '0',
      'permissions-policy': 'camera=()',
    });
    expect(securityHeadersBehavior?.strictTransportSecurity).toMatchObject({ includeSubdomains: true, preload: true });
    expect(securityHeadersBehavior?.strictTransportSecurity?.accessControlMaxAge.toSeconds()).toBe(31536000);
    expect(securityHeadersBehavior?.xssProtection).toEqual({ protection: false, modeBlock: false, override: true });
    expect(customHeadersBehavior?.customHeaders).toEqual([{ header: 'permissions-policy', value: 'camera=()', override: true }]);
  });

  it('refuses values CloudFront cannot send instead of dropping them', () => {
    expect(() => responseHeadersPolicyProps({ 'referrer-policy': 'sometimes' })).toThrow(/referrer-policy/);
    expect(() => responseHeadersPolicyProps({ 'strict-transport-security': 'includeSubDomains' })).toThrow(/max-age/);
  });
});

describe('CloudFront Functions', () => {
  type Request = { uri: string; headers: Record<string, { value: string }> };
  const compile = (source: string) => new Function(`${source}; return handler;`)() as (e: { request: Request }) => Request;

  it('SPA fallback rewrites client routes to index.html and leaves files alone', () => {
    const handler = compile(SPA_FALLBACK_SOURCE);
    const uri = (path: string) => handler({ request: { uri: path, headers: {} } }).uri;
    expect(uri('/')).toBe('/index.html');
    expect(uri('/circles/42')).toBe('/index.html');
    expect(uri('/profile-settings')).toBe('/index.html');
    expect(uri('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(uri('/sw.js')).toBe('/sw.js');
    expect(uri('/favicon.svg')).toBe('/favicon.svg');
  });

  it('SPA fallback serves each pre-rendered page from its own file, as the local server does', () => {
    const handler = compile(SPA_FALLBACK_SOURCE);
    const uri = (path: string) => handler({ request: { uri: path, headers: {} } }).uri;
    expect(Object.keys(PRERENDERED_PAGES)).toEqual(expect.arrayContaining(['/', '/pre-registration', '/meditation-registration']));
    for (const [path, file] of Object.entries(PRERENDERED_PAGES)) expect(uri(path), path).toBe(`/${file}`);
    expect(uri('/pre-registration')).toBe('/pre-registration.html');
    expect(uri('/pre-registration/')).toBe('/index.html');
    expect(uri('/pre-registration/x')).toBe('/index.html');
    expect(uri('/constructor')).toBe('/index.html');
    expect(uri('/pre-registration.html')).toBe('/pre-registration.html');
  });

  it('x-app-host carries the viewer Host and cannot be forged', () => {
    const handler = compile(APP_HOST_SOURCE);
    const forged = handler({
      request: { uri: '/api/login', headers: { host: { value: 'd111.cloudfront.net' }, 'x-app-host': { value: 'evil.example' } } },
    });
    expect(forged.headers['x-app-host']).toEqual({ value: 'd111.cloudfront.net' });
    const noHost = handler({ request: { uri: '/api/login', headers: { 'x-app-host': { value: 'evil.example' } } } });
    expect(noHost.headers['x-app-host']).toBeUndefined();
  });
});

describe('route functions', () => {
  it('refuse group needs for a group the route table does not have', () => {
    const stack = new Stack(new App());
    const table = new Table(stack, 'T', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
    const needs = { ghosts: { table: 'read' } } as unknown as GroupNeedsMap;
    const props = { table, mediaBucket: new Bucket(stack, 'B'), userPool: new UserPool(stack, 'P'), needs, environment: {}, originVerifySecret: new Secret(stack, 'S'), messageKey: new Key(stack, 'K'), mediaSigning: new MediaSigning(stack, 'M', { generation: 1 }) };
    expect(() => new RouteFunctions(stack, 'F', props)).toThrow(/ghosts/);
  });
});
