/**
 * Turns shared/security-headers.ts (the headers the local server sends) into a CloudFront
 * response-headers policy, so the two worlds cannot drift. CloudFront accepts the well-known
 * security headers only in their typed slots; anything else the module adds becomes a custom
 * header, and a value CloudFront cannot express fails the synth instead of being dropped.
 */
import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  type ResponseCustomHeader,
  type ResponseHeadersPolicyProps,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';

function oneOf<T extends string>(allowed: Record<string, T>, value: string, header: string): T {
  const match = Object.values(allowed).find((v) => v.toLowerCase() === value.toLowerCase());
  if (!match) throw new Error(`CloudFront cannot send ${header}: ${value}`);
  return match;
}

function parseHsts(value: string): ResponseSecurityHeadersBehavior['strictTransportSecurity'] {
  const directives = value.split(';').map((d) => d.trim().toLowerCase());
  const maxAge = directives.find((d) => d.startsWith('max-age='));
  const seconds = Number(maxAge?.slice('max-age='.length));
  if (!Number.isInteger(seconds)) throw new Error(`strict-transport-security needs a max-age: ${value}`);
  return {
    accessControlMaxAge: Duration.seconds(seconds),
    includeSubdomains: directives.includes('includesubdomains'),
    preload: directives.includes('preload'),
    override: true,
  };
}

export function responseHeadersPolicyProps(
  headers: Readonly<Record<string, string>>,
): Pick<ResponseHeadersPolicyProps, 'securityHeadersBehavior' | 'customHeadersBehavior'> {
  const security: { -readonly [K in keyof ResponseSecurityHeadersBehavior]: ResponseSecurityHeadersBehavior[K] } = {};
  const custom: ResponseCustomHeader[] = [];
  for (const [name, value] of Object.entries(headers)) {
    switch (name.toLowerCase()) {
      case 'content-security-policy':
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'strict-transport-security':
        security.strictTransportSecurity = parseHsts(value);
        break;
      case 'x-content-type-options':
        if (value.toLowerCase() !== 'nosniff') throw new Error(`CloudFront can only send x-content-type-options: nosniff`);
        security.contentTypeOptions = { override: true };
        break;
      case 'referrer-policy':
        security.referrerPolicy = { referrerPolicy: oneOf(HeadersReferrerPolicy, value, name), override: true };
        break;
      case 'x-frame-options':
        security.frameOptions = { frameOption: oneOf(HeadersFrameOption, value, name), override: true };
        break;
      case 'x-xss-protection': {
        const directives = value.split(';').map((d) => d.trim().toLowerCase());
        security.xssProtection = {
          protection: directives[0] === '1',
          modeBlock: directives.includes('mode=block'),
          override: true,
        };
        break;
      }
      default:
        custom.push({ header: name, value, override: true });
    }
  }
  return {
    securityHeadersBehavior: security,
    customHeadersBehavior: custom.length > 0 ? { customHeaders: custom } : undefined,
  };
}
