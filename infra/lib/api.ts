/**
 * The HTTP API: one route per entry of shared/routes.ts, each pointing at its group's Lambda.
 * Authorization is not configured here: HTTP API authorizers read headers, the session is an
 * HttpOnly cookie, so the handlers' shared middleware verifies it (functions/lib/handler.ts).
 */
import { Aws, RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogField, AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpRoute, HttpRouteKey, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { routeKey, type RouteDef } from '#shared/routes.ts';
import { LOG_RETENTION } from './api-function.ts';

export interface ApiProps {
  /** Default throttling of the stage, in requests per second. */
  readonly rateLimit: number;
  readonly burstLimit: number;
}

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** The execute-api host CloudFront forwards /api/* to. */
  readonly domain: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Reached through CloudFront under /api/*',
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: props.rateLimit, burstLimit: props.burstLimit },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: AccessLogField.contextRequestId(),
            time: AccessLogField.contextRequestTime(),
            ip: AccessLogField.contextIdentitySourceIp(),
            route: AccessLogField.contextRouteKey(),
            path: AccessLogField.contextPath(),
            status: AccessLogField.contextStatus(),
            latencyMs: AccessLogField.contextResponseLatency(),
            integrationLatencyMs: AccessLogField.contextIntegrationLatency(),
            integrationError: AccessLogField.contextIntegrationErrorMessage(),
          }),
        ),
      },
    });
    this.domain = `${this.httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
  }

  /** Adds every route of the table; `handlerFor` names the Lambda of a route's group. */
  addRoutes<R extends RouteDef>(routes: readonly R[], handlerFor: (group: R['group']) => IFunction): void {
    const integrations = new Map<string, HttpLambdaIntegration>();
    for (const route of routes) {
      let integration = integrations.get(route.group);
      if (!integration) {
        integration = new HttpLambdaIntegration(`${route.group}-integration`, handlerFor(route.group));
        integrations.set(route.group, integration);
      }
      // The id comes from the route key, not the position, so inserting a route never renames
      // (and so replaces) the routes after it.
      const httpRoute = new HttpRoute(this, routeKey(route).replaceAll('/', '_'), {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration,
      });
      NagSuppressions.addResourceSuppressions(httpRoute, [
        {
          id: 'AwsSolutions-APIG4',
          reason: `Access "${route.access}" is enforced in the handler's shared middleware from the HttpOnly session cookie (functions/lib/handler.ts): HTTP API's JWT authorizer reads only headers, never cookies.`,
        },
      ]);
    }
  }
}
