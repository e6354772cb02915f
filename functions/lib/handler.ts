/**
 * The one way a route group becomes a Lambda handler: an outer middy() with what every route
 * shares (error answers, CloudFront's origin header, the same-origin check, JSON bodies, the gate)
 * around @middy/http-router.
 * The routes and their access levels come from the route table in shared/routes.ts; a group
 * module only supplies one implementation per route key, and the type checker insists on all.
 */
import middy from '@middy/core';
import httpRouterHandler from '@middy/http-router';
import type { Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { MALFORMED_PATH } from '#shared/decode.ts';
import { compilePath, routesOfGroup, type Access, type Route, type RouteGroup } from '#shared/routes.ts';
import { firstIssueMessage } from '#shared/schemas.ts';
import { GATE_CODES } from '#shared/types.ts';
import { readSessionCookie } from './auth/cookies.ts';
import { type IdClaims, verifyIdToken } from './auth/tokens.ts';
import { getSignedInUser, parseSessionCookie } from './entities/session.ts';
import type { UserItem } from './entities/user.ts';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from './errors.ts';
import { type ApiEvent, type ApiResult, header, json } from './http.ts';
import { appOrigin } from './origin.ts';
import { requireViaCloudFront } from './origin-verify.ts';

export interface Caller {
  claims: IdClaims;
  user: UserItem;
}

export interface RouteRequest<C extends Caller | null = Caller | null> {
  event: ApiEvent;
  caller: C;
  /** The parsed JSON body, or undefined when the request had none. */
  body: unknown;
  params: Record<string, string>;
}

type CallerFor<A extends Access> = A extends 'public' ? Caller | null : Caller;
export type GroupImplementation<G extends RouteGroup> = {
  [R in Extract<Route, { group: G }> as `${R['method']} ${R['path']}`]: (
    request: RouteRequest<CallerFor<R['access']>>,
  ) => Promise<ApiResult>;
};

interface AppEvent extends ApiEvent {
  app?: { caller: Caller | null; body: unknown; params: Record<string, string> };
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
  return user ? { claims, user } : null;
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

function findRoute(group: RouteGroup, event: ApiEvent): { route: Route; params: Record<string, string> } {
  const method = event.requestContext.http.method.toUpperCase();
  const path = event.rawPath;
  for (const route of routesOfGroup(group)) {
    if (route.method !== method) continue;
    const params = compilePath(route.path)(path);
    if (params === 'malformed') throw badRequest(MALFORMED_PATH.message, MALFORMED_PATH.code);
    if (params) return { route, params };
  }
  throw notFound('Not found');
}

function parseJsonBody(event: ApiEvent): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const contentType = header(event, 'content-type') ?? '';
  if (!/^application\/json\b/i.test(contentType)) {
    throw new HttpError(415, 'unsupported_media_type', 'Content-Type must be application/json');
  }
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
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

function errorResponse(error: unknown, context: Context | undefined): ApiResult {
  if (error instanceof HttpError && error.statusCode < 500) {
    return json(error.statusCode, error);
  }
  console.error(
    JSON.stringify({
      level: 'error',
      requestId: context?.awsRequestId,
      message: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    }),
  );
  // A deliberate 5xx (e.g. 503 "busy") keeps its status; its message is never shown.
  return json(error instanceof HttpError ? error.statusCode : 500, error instanceof HttpError ? error : new HttpError(500, 'internal_error', 'internal'));
}

export function createGroupHandler<G extends RouteGroup>(group: G, implementation: NoInfer<GroupImplementation<G>>) {
  const impl = implementation as unknown as Record<string, (r: RouteRequest) => Promise<ApiResult>>;
  const router = httpRouterHandler({
    routes: routesOfGroup(group).map((route) => ({
      method: route.method,
      path: route.path,
      handler: async (event: AppEvent) => {
        const { caller, body, params } = event.app!;
        return impl[`${route.method} ${route.path}`]!({ event, caller, body, params });
      },
    })),
  });

  return middy<AppEvent, ApiResult>(router as never).use({
    before: async (request) => {
      const event = request.event;
      await requireViaCloudFront(event);
      const { route, params } = findRoute(group, event);
      if (STATE_CHANGING.has(route.method) && header(event, 'origin') !== appOrigin(event)) {
        throw forbidden('Cross-site request refused', 'bad_origin');
      }
      const body = parseJsonBody(event);
      const caller = route.access === 'public' && !readSessionCookie(event, 'session') ? null : await resolveCaller(event);
      gate(route.access, caller);
      event.app = { caller, body, params };
    },
    onError: async (request) => {
      request.response = errorResponse(request.error, request.context);
    },
  });
}
