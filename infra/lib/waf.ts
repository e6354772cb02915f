/**
 * The web ACL the stack makes when `webAclRateLimit` is set (docs/limits.md, docs/deploying.md):
 * one rate-based rule that blocks an address sending more than the limit to /api/* in five
 * minutes, answered as the functions answer a limit (429, Retry-After, the same body shape, so
 * the app shows its message). It is the first line: it spends no Lambda, no table and none of
 * the API stage's shared throttle. A web ACL for CloudFront exists only in us-east-1, so the
 * template refuses to deploy anywhere else.
 */
import { Aws, CfnRule, Fn } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export interface RateLimitedWebAclProps {
  /** Requests to /api/* one address may send in any five minutes. */
  readonly apiRequestsPerFiveMinutes: number;
}

const RETRY_AFTER_SECONDS = 300;
const BODY_KEY = 'rateLimited';

const metrics = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

export class RateLimitedWebAcl extends Construct {
  readonly arn: string;

  constructor(scope: Construct, id: string, props: RateLimitedWebAclProps) {
    super(scope, id);
    new CfnRule(this, 'InUsEast1', {
      assertions: [
        {
          assert: Fn.conditionEquals(Aws.REGION, 'us-east-1'),
          assertDescription: 'webAclRateLimit makes a web ACL for CloudFront, which AWS WAF keeps in us-east-1: deploy there, or attach an existing ACL with webAclArn.',
        },
      ],
    });
    const acl = new CfnWebACL(this, 'Acl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: metrics('web-acl'),
      customResponseBodies: {
        [BODY_KEY]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({
            message: 'You have done this many times in a short while. Please take a pause and try again in 5 minutes.',
            code: 'rate_limited',
          }),
        },
      },
      rules: [
        {
          name: 'api-requests-per-address',
          priority: 0,
          action: {
            block: {
              customResponse: {
                responseCode: 429,
                customResponseBodyKey: BODY_KEY,
                responseHeaders: [{ name: 'retry-after', value: String(RETRY_AFTER_SECONDS) }],
              },
            },
          },
          statement: {
            rateBasedStatement: {
              limit: props.apiRequestsPerFiveMinutes,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: '/api/',
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
          visibilityConfig: metrics('api-requests-per-address'),
        },
      ],
    });
    this.arn = acl.attrArn;
  }
}
