/**
 * The routes whose answers are written as they are made (group-needs.ts `streamed`): a REST API
 * whose Lambda proxy integrations use the STREAM response transfer mode, so an answer may run for
 * as long as its function's timeout instead of stopping at the HTTP API's 30 s (docs/decisions.md
 * says why this and not a Lambda function URL). CloudFront reaches it as it reaches the HTTP API,
 * with the secret origin header; the handlers read its payload-v1 events through the shared
 * handler (functions/lib/handler.ts).
 */
import { Aws, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  EndpointType,
  LambdaIntegration,
  LogGroupLogDestination,
  ResponseTransferMode,
  RestApi,
} from 'aws-cdk-lib/aws-apigateway';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { RouteDef } from '#shared/routes.ts';
import { type ApiFunction, LOG_RETENTION } from './api-function.ts';

export interface StreamingApiProps {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

export class StreamingApi extends Construct {
  static readonly STAGE = 'stream';
  readonly restApi: RestApi;
  /** The execute-api host CloudFront forwards the streamed routes to. */
  readonly domain: string;

  constructor(scope: Construct, id: string, props: StreamingApiProps) {
    super(scope, id);
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: LOG_RETENTION, removalPolicy: RemovalPolicy.DESTROY });
    this.restApi = new RestApi(this, 'RestApi', {
      description: 'Streamed answers, reached through CloudFront',
      endpointTypes: [EndpointType.REGIONAL],
      // Execution logs would need an account-wide CloudWatch role; the access log and the functions' own lines suffice.
      cloudWatchRole: false,
      deployOptions: {
        stageName: StreamingApi.STAGE,
        throttlingRateLimit: props.rateLimit,
        throttlingBurstLimit: props.burstLimit,
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields(),
      },
    });
    this.domain = `${this.restApi.restApiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;

    NagSuppressions.addResourceSuppressions(
      this.restApi,
      [
        {
          id: 'AwsSolutions-APIG2',
          reason: 'Requests are validated in the handler with the shared zod schemas, whose messages the specification fixes (functions/lib/handler.ts).',
        },
        {
          id: 'AwsSolutions-APIG3',
          reason: 'No WAF by default, as for the distribution in front of it (CFR2); only CloudFront reaches it with the secret origin header.',
        },
        {
          id: 'AwsSolutions-APIG6',
          reason: 'Execution logging needs an account-wide CloudWatch role this stack does not own; the stage writes access logs and each function one line per request.',
        },
      ],
      true,
    );
  }

  /** Adds the streamed routes; `handlerFor` names the Lambda of a route's group. */
  addRoutes<R extends RouteDef>(routes: readonly R[], handlerFor: (group: R['group']) => ApiFunction): void {
    for (const route of routes) {
      const fn = handlerFor(route.group);
      const method = this.restApi.root.resourceForPath(route.path).addMethod(
        route.method,
        new LambdaIntegration(fn, { responseTransferMode: ResponseTransferMode.STREAM, timeout: fn.timeout }),
      );
      NagSuppressions.addResourceSuppressions(method, [
        {
          id: 'AwsSolutions-APIG4',
          reason: `Access "${route.access}" is enforced in the handler's shared middleware from the HttpOnly session cookie (functions/lib/handler.ts), as on the HTTP API.`,
        },
        {
          id: 'AwsSolutions-COG4',
          reason: 'The session is an HttpOnly cookie holding a Cognito ID token, verified in the handler: a Cognito authorizer reads only a header.',
        },
      ]);
    }
  }
}
