/** Building API Gateway HTTP API (payload v2) answers, and reading requests. */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { decodeComponent, isId } from '#shared/decode.ts';
import { badRequest, notFound } from './errors.ts';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;

const noStore = { 'cache-control': 'no-store' };

export function json(statusCode: number, body: unknown, cookies?: string[]): ApiResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', ...noStore },
    body: JSON.stringify(body),
    ...(cookies?.length ? { cookies } : {}),
  };
}

export function redirect(location: string, cookies?: string[]): ApiResult {
  return {
    statusCode: 302,
    headers: { location, ...noStore },
    body: '',
    ...(cookies?.length ? { cookies } : {}),
  };
}

export function html(statusCode: number, body: string): ApiResult {
  return { statusCode, headers: { 'content-type': 'text/html; charset=utf-8', ...noStore }, body };
}

/**
 * Cookies arrive in `event.cookies` (payload v2) or, from some clients, a `cookie` header. Other apps
 * on the same host or a sibling domain (and some extensions) set cookies of their own: one whose
 * value cannot be decoded is skipped, as the `cookie` package's parser does, never fatal.
 */
export function readCookies(event: ApiEvent): Record<string, string> {
  const raw = event.cookies ?? (event.headers?.cookie ? event.headers.cookie.split(';') : []);
  const jar: Record<string, string> = {};
  for (const pair of raw) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (Object.hasOwn(jar, name)) continue;
    const value = decodeComponent(pair.slice(at + 1).trim());
    if (value !== null) jar[name] = value;
  }
  return jar;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
  httpOnly?: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${options.maxAgeSeconds}`,
    'SameSite=Lax',
  ];
  if (options.httpOnly !== false) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export const header = (event: ApiEvent, name: string): string | undefined =>
  event.headers?.[name.toLowerCase()];

/**
 * Longer than any query the app sends (its cursors are a few hundred characters, a search at most
 * 200), and short enough that no key built from one, a cursor's decoded keys included, can pass
 * DynamoDB's key limits (a refused key is a 500, not an answer).
 */
const MAX_QUERY_LENGTH = 1024;

/** A query parameter as API Gateway decoded it; one over MAX_QUERY_LENGTH is a 400 wherever it is read. */
export function query(event: ApiEvent, name: string): string | undefined {
  const value = event.queryStringParameters?.[name];
  if (value !== undefined && value.length > MAX_QUERY_LENGTH) throw badRequest(`Query parameter ${name} is too long`, 'query_too_long');
  return value;
}

/**
 * An id in the query (`?circleId=`): absent or empty is undefined, and one that is no id of ours
 * names nothing, the 404 `notFoundMessage` the route gives for an id it does not know, however long.
 */
export function queryId(event: ApiEvent, name: string, notFoundMessage: string): string | undefined {
  const value = event.queryStringParameters?.[name] || undefined;
  if (value !== undefined && !isId(value)) throw notFound(notFoundMessage);
  return value;
}
