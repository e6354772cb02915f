/**
 * Route group `sessions`: "Where you are signed in" on the Privacy tab (docs/sessions.md). The
 * member's own browsers, listed and signed out one by one or all but this one. Ending a session
 * deletes its record (the gate refuses that browser at once), then revokes its refresh token at
 * the provider; a revocation that fails is logged and the sign-out stands.
 */
import type { SessionsSignedOut } from '#shared/types/session.ts';
import { clearSessionCookies } from '../auth/session-cookies.ts';
import { readSessionCookie } from '../lib/auth/cookies.ts';
import {
  endOtherSessions,
  endSessionById,
  listSessions,
  parseSessionCookie,
  revokeSessionToken,
  sessionIdOf,
  type SessionRef,
  toSignedInSession,
} from '../lib/entities/session.ts';
import { badRequest, notFound, unauthorized } from '../lib/errors.ts';
import { createGroupHandler } from '../lib/handler.ts';
import { type ApiEvent, json } from '../lib/http.ts';

/** The session this browser's cookie names: the gate has just found it live. */
function thisSession(event: ApiEvent): SessionRef {
  const ref = parseSessionCookie(readSessionCookie(event, 'sid'));
  if (!ref) throw unauthorized();
  return ref;
}

/** As Sign Out: nothing to send. A body means some other caller, and changes nothing. */
function refuseBody(body: unknown): void {
  if (body !== undefined) throw badRequest('Sign out takes no request body', 'unexpected_body');
}

const signedOut = (count: number): SessionsSignedOut => ({ signedOut: count });

export const handler = createGroupHandler('sessions', {
  'GET /api/user/sessions': async ({ event, caller }) => {
    const current = thisSession(event);
    const sessions = (await listSessions(caller.user.id)).map((item) => toSignedInSession(item, current));
    // This browser first, then the most recently used.
    sessions.sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
    return json(200, sessions);
  },

  /**
   * One session of the caller's. This browser's own may be named too: it ends as Sign Out ends it,
   * its cookies cleared by the answer (the Privacy tab offers Sign Out for it instead).
   */
  'POST /api/user/sessions/{id}/sign-out': async ({ event, caller, body, params }) => {
    refuseBody(body);
    const current = thisSession(event);
    const ended = await endSessionById(caller.user.id, params.id!);
    if (!ended) throw notFound('Session not found', 'session_not_found');
    const isCurrent = params.id === sessionIdOf(current);
    await revokeSessionToken(caller.user.id, ended, isCurrent ? readSessionCookie(event, 'refresh') : undefined);
    return json(200, signedOut(1), isCurrent ? clearSessionCookies(event) : undefined);
  },

  'POST /api/user/sessions/sign-out-others': async ({ event, body }) => {
    refuseBody(body);
    return json(200, signedOut(await endOtherSessions(thisSession(event))));
  },
});
