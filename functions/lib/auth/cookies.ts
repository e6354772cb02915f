/**
 * The session cookies. HttpOnly (but the signed-in hint) and SameSite=Lax always; Secure with the __Host- prefix whenever
 * the app is served over https (every deployment). Plain http on localhost gets neither, because
 * a browser refuses Secure cookies from an insecure origin other than localhost and the prefix
 * requires Secure.
 */
import { SIGNED_IN_HINT_COOKIE } from '#shared/boot-script.ts';
import { SESSION_LENGTH } from '#shared/limits.ts';
import { type ApiEvent, readCookies, serializeCookie } from '../http.ts';
import { appOrigin } from '../origin.ts';

/**
 * `session`: the ID token; `refresh`: the refresh token; `sid`: the server-side session record;
 * `login`: PKCE state; `signed-in`: "1" beside a session, the one cookie script may read (it holds
 * no secret and opens nothing: shared/boot-script.ts only starts a member's first requests early).
 */
type CookieKind = 'session' | 'refresh' | 'sid' | 'login' | typeof SIGNED_IN_HINT_COOKIE;

const isSecure = (event: ApiEvent) => appOrigin(event).startsWith('https:');

export const cookieName = (kind: CookieKind, secure: boolean) => (secure ? `__Host-${kind}` : kind);

export function readSessionCookie(event: ApiEvent, kind: CookieKind): string | undefined {
  return readCookies(event)[cookieName(kind, isSecure(event))];
}

export function setCookie(event: ApiEvent, kind: CookieKind, value: string, maxAgeSeconds?: number): string {
  const secure = isSecure(event);
  return serializeCookie(cookieName(kind, secure), value, {
    secure,
    httpOnly: kind !== SIGNED_IN_HINT_COOKIE,
    maxAgeSeconds: maxAgeSeconds ?? SESSION_LENGTH / 1000,
  });
}

export const clearCookie = (event: ApiEvent, kind: CookieKind) => setCookie(event, kind, '', 0);
