/**
 * The one way a route group becomes a Lambda handler: middy() with what every route shares (the
 * request's log line, error answers, CloudFront's origin header, the same-origin check, JSON bodies,
 * the gate) around the route's implementation.
 * The routes and their access levels come from the route table in shared/routes.ts; a group
 * module only supplies one implementation per route key, and the type checker insists on all.
 * A request is matched to its route once, by API Gateway (locally by functions/stand-ins/adapter.ts), which
 * names it in `event.routeKey`; here the route is looked up by that key and its parameters read.
 */
import type { Readable } from 'node:stream';
import type { Context, APIGatewayProxyEvent as RestApiEvent } from 'aws-lambda';
import middy, { type MiddlewareObj, type PluginExecutionMode } from '@middy/core';
import { executionModeStandard } from '@middy/core/executionModeStandard';
import { executionModeStreamifyResponse } from '@middy/core/executionModeStreamifyResponse';
import type * as z from 'zod/mini';
import { MALFORMED_PATH } from '#shared/decode.ts';
import { areIds, compilePath, routeKey, routesOfGroup, type Access, type PathParams, type Route, type RouteGroup } from '#shared/routes.ts';
import { firstIssueMessage } from '#shared/schemas.ts';
import { type ErrorBody, GATE_CODES } from '#shared/types/api.ts';
import { readSessionCookie } from './auth/cookies.ts';
import { SIGN_IN_UNAVAILABLE, verifyIdToken } from './auth/tokens.ts';
import { getSignedInUser, parseSessionCookie } from './auth/session.ts';
import { dependencyFailure } from './dependency-failure.ts';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from './errors.ts';
import { type ApiEvent, type ApiResult, header, json } from './http.ts';
import { once } from './idempotency.ts';
import { logger } from './logger.ts';
import { appOrigin } from './origin.ts';
import { requireViaCloudFront } from './origin-verify.ts';
import { enforceRateLimits } from './route-limits.ts';
import type { Caller } from './caller.ts';

/** What a route's implementation is given; `Path` is its path in the route table, which types `params`. */
export interface RouteRequest<C extends Caller | null = Caller | null, Path extends string = string> {
  event: ApiEvent;
  caller: C;
  /** The parsed JSON body (a FormData for a multipart body on a route that accepts one), or undefined when the request had none. */
  body: unknown;
  /** The path's parameters, decoded and each an id: reading one the path does not have is a type error. */
  params: PathParams<Path>;
}

/** An answer whose body is written as it is made: only a streaming group's routes give one. */
export type StreamedResult = Omit<ApiResult, 'body' | 'isBase64Encoded'> & { body: Readable };

type CallerFor<A extends Access> = A extends 'public' ? Caller | null : Caller;
export type GroupImplementation<G extends RouteGroup, Result = ApiResult> = {
  [R in Extract<Route, { group: G }> as `${R['method']} ${R['path']}`]: (
    request: RouteRequest<CallerFor<R['access']>, R['path']>,
  ) => Promise<Result>;
};

interface AppEvent extends ApiEvent {
  app?: { route: Route; caller: Caller | null; body: unknown; params: Record<string, string> };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const GATE_MESSAGES = {
  signedOut: 'Unauthorized',
  notOnboarded: 'Please create your persona first.',
  awaitingApproval: 'Your account is awaiting approval. An admin usually reviews new members within 24-48 hours.',
  suspended: 'Your account has been suspended. Please contact an administrator if you believe this is a mistake.',
  rejected: 'Your membership request was not approved.',
  notAdmin: "You don't have permission to access the admin panel.",
} as const;

/**
 * The ID token says who; the session record says this browser is still signed in (Sign Out and
 * suspension delete it, although the token stays valid until it expires). Both items come back
 * from one BatchGetItem, so the check costs no extra round trip.
 */
async function resolveCaller(event: ApiEvent): Promise<Caller | null> {
  const token = readSessionCookie(event, 'session');
  const session = parseSessionCookie(readSessionCookie(event, 'sid'));
  if (!token || !session) return null;
  const claims = await verifyIdToken(token);
  if (!claims || claims.sub !== session.userId) return null;
  const user = await getSignedInUser(session);
  return user ? { claims, user, session } : null;
}

/** On a public route a caller is optional: one whose sign-in cannot be checked now is served as signed out. */
async function publicCaller(event: ApiEvent): Promise<Caller | null> {
  if (!readSessionCookie(event, 'session')) return null;
  try {
    return await resolveCaller(event);
  } catch (error) {
    if (error instanceof HttpError && error.code === SIGN_IN_UNAVAILABLE) return null;
    throw error;
  }
}

/** Refuses the caller unless its membership state meets the route's access level. */
export function gate(access: Access, caller: Caller | null): void {
  if (access === 'public') return;
  if (!caller) throw unauthorized(GATE_MESSAGES.signedOut, GATE_CODES.signedOut);
  if (access === 'signed-in') return;
  const { user } = caller;
  if (user.isSuspended) throw forbidden(GATE_MESSAGES.suspended, GATE_CODES.suspended);
  if (user.isRejected) throw forbidden(GATE_MESSAGES.rejected, GATE_CODES.rejected);
  if (!user.hasCompletedOnboarding) throw forbidden(GATE_MESSAGES.notOnboarded, GATE_CODES.notOnboarded);
  if (!user.isApproved) throw forbidden(GATE_MESSAGES.awaitingApproval, GATE_CODES.awaitingApproval);
  if (access === 'admin' && !user.isAdmin) throw forbidden(GATE_MESSAGES.notAdmin, GATE_CODES.notAdmin);
}

/** The group's routes by key, each with the reader of its path parameters. */
function routesByKey(group: RouteGroup) {
  return new Map(routesOfGroup(group).map((route) => [routeKey(route), { route, readParams: compilePath(route.path) }]));
}

/**
 * A streamed group's routes come through a REST API (docs/decisions.md), whose events are payload
 * v1: such an event is read as the HTTP API's v2 event, which everything here reads. Its route key
 * is its method and resource, which is the route table's own path template.
 */
function asPayloadV2(event: ApiEvent | RestApiEvent): ApiEvent {
  if (!('httpMethod' in event)) return event;
  const { requestContext: context } = event;
  const routeKey = `${event.httpMethod} ${event.resource}`;
  const query = Object.entries(event.queryStringParameters ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return {
    version: '2.0',
    routeKey,
    rawPath: event.path,
    rawQueryString: new URLSearchParams(query).toString(),
    headers: Object.fromEntries(Object.entries(event.headers).map(([name, value]) => [name.toLowerCase(), value])),
    ...(query.length ? { queryStringParameters: Object.fromEntries(query) } : {}),
    ...(event.pathParameters ? { pathParameters: event.pathParameters } : {}),
    requestContext: {
      accountId: context.accountId,
      apiId: context.apiId,
      domainName: context.domainName ?? '',
      domainPrefix: context.domainPrefix ?? '',
      http: {
        method: event.httpMethod,
        path: event.path,
        protocol: context.protocol,
        sourceIp: context.identity.sourceIp,
        userAgent: context.identity.userAgent ?? '',
      },
      requestId: context.requestId,
      routeKey,
      stage: context.stage,
      time: context.requestTime ?? '',
      timeEpoch: context.requestTimeEpoch,
    },
    ...(event.body === null ? {} : { body: event.body }),
    isBase64Encoded: event.isBase64Encoded,
  };
}

/**
 * The route API Gateway matched, and its decoded parameters: a bad escape is a 400, never a throw; a
 * parameter that is no id of ours names nothing, a 404 before anything reads the table (docs/errors.md).
 */
function routeOf(routes: ReturnType<typeof routesByKey>, event: ApiEvent): { route: Route; params: Record<string, string> } {
  const entry = routes.get(event.routeKey);
  const params = entry?.readParams(event.rawPath);
  if (params === 'malformed') throw badRequest(MALFORMED_PATH.message, MALFORMED_PATH.code);
  if (!entry || !params || !areIds(params)) throw notFound('Not found');
  return { route: entry.route, params };
}

const MULTIPART = /^multipart\/form-data\b/i;

/**
 * The request's body: parsed JSON, or for a route that accepts multipart a FormData (its files as
 * Blobs, for the route to check). Anything else is a 415, broken JSON or multipart a 400.
 */
async function parseRequestBody(event: ApiEvent, route: Route): Promise<unknown> {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const contentType = header(event, 'content-type') ?? '';
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if ('accepts' in route && route.accepts === 'multipart' && MULTIPART.test(contentType)) {
    try {
      return await new Response(raw, { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw badRequest('Malformed multipart body', 'malformed_multipart');
    }
  }
  if (!/^application\/json\b/i.test(contentType)) {
    throw new HttpError(415, 'unsupported_media_type', 'Content-Type must be application/json');
  }
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('Malformed JSON body', 'malformed_json');
  }
}

/** Validates a JSON body with a shared schema; the first failing rule's message is the 400 answer. */
export function parseBody<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Request body must be a JSON object', 'invalid_body');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw badRequest(firstIssueMessage(result.error), 'validation_failed');
  return result.data;
}

/**
 * What a caller may learn of a failure: its status, body and headers, and the error it stands for. Also the last event of a
 * streamed answer that breaks off after its status was sent. A dependency that failed (throttled,
 * timed out, down) is a 503 the caller is told to retry (dependency-failure.ts).
 */
export function errorAnswer(thrown: unknown, requestId: string): { statusCode: number; body: ErrorBody; headers: Record<string, string>; error: unknown } {
  const failure = dependencyFailure(thrown);
  if (failure) {
    // Its name, code and status: an SDK's message can quote a key, which can hold an id.
    const e = thrown as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
    logger.warn('dependency failed', { requestId, name: e.name, errorCode: e.code, status: e.$metadata?.httpStatusCode });
  }
  const error = failure ?? thrown;
  // A refusal, or a 5xx written for the caller: the request's log line (status, code) says all there is.
  if (error instanceof HttpError && (error.statusCode < 500 || error.expose)) {
    return { statusCode: error.statusCode, body: error.toJSON(), headers: { ...error.headers }, error };
  }
  // The error's message and stack, never the request: a 5xx must not copy a member's words into the log.
  logger.error('request failed', { requestId, error: error instanceof Error ? error : String(error) });
  // A deliberate 5xx (e.g. 503 "busy") keeps its status; its message is never shown.
  const shown = error instanceof HttpError ? error : new HttpError(500, 'internal_error', 'internal');
  return { statusCode: shown.statusCode, body: shown.toJSON(), headers: { ...shown.headers }, error };
}

/**
 * One line per request: the request id, the route's template, the status, the time taken and (on
 * a refusal) the answer's code. The request id goes in each line rather than into the logger's
 * shared keys: locally one process serves many requests at once.
 */
function requestLog<Result extends { statusCode?: number }>(): MiddlewareObj<AppEvent, Result> {
  const started = new WeakMap<AppEvent, number>();
  const line = (request: middy.Request<AppEvent, Result>) => {
    logger.info('request', {
      requestId: request.context.awsRequestId,
      route: request.event.routeKey,
      status: request.response?.statusCode ?? 500,
      latencyMs: Math.round(performance.now() - (started.get(request.event) ?? performance.now())),
      ...(request.error instanceof HttpError ? { code: request.error.code } : {}),
    });
  };
  return {
    before: (request) => void started.set(request.event, performance.now()),
    after: line,
    onError: line,
  };
}

export function createGroupHandler<G extends RouteGroup>(group: G, implementation: NoInfer<GroupImplementation<G>>) {
  return groupHandler<ApiResult>(group, implementation, executionModeStandard);
}

/**
 * A group served with Lambda response streaming, through a REST API route in STREAM mode
 * (docs/decisions.md): a route may answer with a StreamedResult, whose body goes out as it is
 * written; everything before the body (the gate, errors, the log line) is as for any group. The
 * Lambda runtime's `awslambda` global must exist when this runs (locally functions/stand-ins/lambda-runtime.ts
 * provides it).
 */
export function createStreamingGroupHandler<G extends RouteGroup>(
  group: G,
  implementation: NoInfer<GroupImplementation<G, ApiResult | StreamedResult>>,
) {
  return groupHandler<ApiResult | StreamedResult>(group, implementation, executionModeStreamifyResponse);
}

function groupHandler<Result extends ApiResult | StreamedResult>(group: RouteGroup, implementation: object, executionMode: PluginExecutionMode) {
  const impl = implementation as Record<string, (r: RouteRequest) => Promise<Result>>;
  const routes = routesByKey(group);

  return middy<AppEvent, Result>(async (event: AppEvent, context: Pick<Context, 'getRemainingTimeInMillis'>) => {
    const { route, caller, body, params } = event.app!;
    const call = { route, event, callerId: caller?.user.id ?? null, remainingMs: context.getRemainingTimeInMillis() };
    return once(call, () => impl[routeKey(route)]!({ event, caller, body, params })) as Promise<Result>;
  }, { executionMode })
    .use({ before: (request) => void (request.event = asPayloadV2(request.event) as AppEvent) })
    .use(requestLog<Result>())
    .use({
      before: async (request) => {
        const event = request.event;
        await requireViaCloudFront(event);
        const { route, params } = routeOf(routes, event);
        if (STATE_CHANGING.has(route.method) && header(event, 'origin') !== appOrigin(event)) {
          throw forbidden('Cross-site request refused', 'bad_origin');
        }
        const body = await parseRequestBody(event, route);
        const caller = route.access === 'public' ? await publicCaller(event) : await resolveCaller(event);
        gate(route.access, caller);
        await enforceRateLimits(route, caller, event, body);
        event.app = { route, caller, body, params };
      },
      onError: async (request) => {
        const { statusCode, body, headers, error } = errorAnswer(request.error, request.context.awsRequestId);
        // The request's log line (requestLog, after this) names the answer's code: a dependency's failure is its 503.
        request.error = error as Error;
        const response = json(statusCode, body);
        request.response = { ...response, headers: { ...response.headers, ...headers } } as Result;
      },
    });
}
