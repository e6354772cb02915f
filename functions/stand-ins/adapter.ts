/**
 * The API Gateway stand-in: turns a Node HTTP request into an HTTP API payload-v2 event, chooses the
 * handler from the route table exactly as API Gateway's route keys would, calls the very handler
 * the Lambda exports, and writes its answer back. A streaming group's handler (in AWS behind a
 * REST API route in STREAM mode) gets the REST API's payload-v1 event instead, and is called as
 * the Lambda runtime calls it, with a response stream whose every piece goes out as it is written
 * (lambda-runtime.ts).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEvent, APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { MALFORMED_PATH } from '#shared/decode.ts';
import { compilePath, routes, type RouteGroup } from '#shared/routes.ts';
import { installLambdaRuntimeGlobal, isStreamingHandler, responseStreamTo, type ResponseStream, writeHead } from './lambda-runtime.ts';

type BufferedHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;
type StreamingHandler = (event: APIGatewayProxyEvent, stream: ResponseStream, context: Context) => Promise<void>;
export type LambdaHandler = BufferedHandler | StreamingHandler;

// Before any handler module loads: a streaming one calls `awslambda.streamifyResponse` as it loads.
installLambdaRuntimeGlobal();

/** API Gateway's payload limit for HTTP APIs. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

const compiled = routes.map((route) => ({ route, match: compilePath(route.path) }));

function matchRoute(method: string, path: string) {
  for (const { route, match } of compiled) {
    if (route.method !== method) continue;
    const params = match(path);
    if (params === 'malformed') return params;
    if (params) return { route, params };
  }
  return null;
}

function sendJson(res: ServerResponse, status: number, message: string, code: string) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ message, code }));
}

async function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded)|text\/)/i;

function lambdaContext(group: string, requestId: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${group}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:local-${group}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/local-${group}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 29_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** The REST API's proxy event (payload v1) for the same request, as API Gateway would send it. */
function restEventOf(event: APIGatewayProxyEventV2, resource: string): APIGatewayProxyEvent {
  const headers = { ...event.headers, ...(event.cookies ? { cookie: event.cookies.join('; ') } : {}) } as Record<string, string>;
  const { http } = event.requestContext;
  return {
    resource,
    path: event.rawPath,
    httpMethod: http.method,
    headers,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, [value]])),
    queryStringParameters: event.queryStringParameters ?? null,
    multiValueQueryStringParameters: null,
    pathParameters: event.pathParameters ?? null,
    stageVariables: null,
    body: event.body ?? null,
    isBase64Encoded: event.isBase64Encoded,
    requestContext: {
      accountId: event.requestContext.accountId,
      apiId: event.requestContext.apiId,
      authorizer: undefined,
      domainName: event.requestContext.domainName,
      domainPrefix: event.requestContext.domainPrefix,
      httpMethod: http.method,
      path: event.rawPath,
      protocol: http.protocol,
      requestId: event.requestContext.requestId,
      requestTime: event.requestContext.time,
      requestTimeEpoch: event.requestContext.timeEpoch,
      resourceId: 'local',
      resourcePath: resource,
      stage: 'local',
      identity: {
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp: http.sourceIp,
        user: null,
        userAgent: http.userAgent,
        userArn: null,
      },
    },
  };
}

export function createApiAdapter(loadHandler: (group: RouteGroup) => Promise<LambdaHandler>) {
  return async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const matched = matchRoute(method, url.pathname);
    if (!matched) {
      sendJson(res, 404, 'Not Found', 'not_found');
      return;
    }
    // API Gateway refuses a bad escape before any function runs; findRoute's own 400 covers the rest.
    if (matched === 'malformed') {
      sendJson(res, 400, MALFORMED_PATH.message, MALFORMED_PATH.code);
      return;
    }
    const body = await readBody(req);
    if (body === 'too-large') {
      sendJson(res, 413, 'Request Entity Too Large', 'payload_too_large');
      return;
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (name === 'cookie' || value === undefined) continue;
      headers[name] = Array.isArray(value) ? value.join(',') : value;
    }
    const cookies = req.headers.cookie?.split(';').map((c) => c.trim()).filter(Boolean);
    const isText = TEXT_TYPES.test(req.headers['content-type'] ?? 'application/json');
    const query = url.searchParams;
    const queryStringParameters: Record<string, string> = {};
    for (const key of new Set(query.keys())) queryStringParameters[key] = query.getAll(key).join(',');
    const requestId = randomUUID();
    const now = new Date();
    const handler = await loadHandler(matched.route.group);
    const routeKey = `${matched.route.method} ${matched.route.path}`;

    const event: APIGatewayProxyEventV2 = {
      version: '2.0',
      routeKey,
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      headers,
      ...(cookies?.length ? { cookies } : {}),
      ...(Object.keys(queryStringParameters).length ? { queryStringParameters } : {}),
      ...(Object.keys(matched.params).length ? { pathParameters: matched.params } : {}),
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        domainName: req.headers.host ?? 'localhost',
        domainPrefix: 'localhost',
        http: {
          method,
          path: url.pathname,
          protocol: `HTTP/${req.httpVersion}`,
          sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
          userAgent: req.headers['user-agent'] ?? '',
        },
        requestId,
        routeKey,
        stage: '$default',
        time: now.toUTCString(),
        timeEpoch: now.getTime(),
      },
      ...(body.length
        ? { body: isText ? body.toString('utf8') : body.toString('base64'), isBase64Encoded: !isText }
        : { isBase64Encoded: false }),
    };

    const context = lambdaContext(matched.route.group, requestId);
    if (isStreamingHandler(handler)) {
      await (handler as StreamingHandler)(restEventOf(event, matched.route.path), responseStreamTo(res), context).catch((error: unknown) => {
        if (res.headersSent) return void res.destroy();
        console.error(error);
        sendJson(res, 500, 'Internal Server Error', 'internal_error');
      });
      return;
    }
    let result: APIGatewayProxyResultV2;
    try {
      result = await (handler as BufferedHandler)(event, context);
    } catch (error) {
      // What API Gateway does when the function itself fails.
      console.error(error);
      sendJson(res, 500, 'Internal Server Error', 'internal_error');
      return;
    }
    if (typeof result === 'string' || result === undefined || result === null) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(typeof result === 'string' ? result : JSON.stringify(result));
      return;
    }
    writeHead(res, result);
    res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
  };
}
