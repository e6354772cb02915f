/**
 * The cookies that make a browser signed in, set together at sign-in and refresh and cleared
 * together whenever its session ends (Sign Out, a refresh that finds it ended, signing out this
 * browser from the Privacy tab).
 */
import { SIGNED_IN_HINT_COOKIE } from '#shared/boot-script.ts';
import { clearCookie, setCookie } from './cookies.ts';
import type { ApiEvent } from '../http.ts';

export const signedInHint = (event: ApiEvent) => setCookie(event, SIGNED_IN_HINT_COOKIE, '1');

export function sessionCookies(event: ApiEvent, tokens: { id_token?: string; refresh_token?: string }, sid: string): string[] {
  const cookies = [setCookie(event, 'session', tokens.id_token ?? ''), setCookie(event, 'sid', sid), signedInHint(event)];
  if (tokens.refresh_token) cookies.push(setCookie(event, 'refresh', tokens.refresh_token));
  return cookies;
}

export const clearSessionCookies = (event: ApiEvent) =>
  (['session', 'refresh', 'sid', SIGNED_IN_HINT_COOKIE] as const).map((kind) => clearCookie(event, kind));
