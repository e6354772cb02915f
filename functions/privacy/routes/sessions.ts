/**
 * Route group `sessions`: "Where you are signed in" on the Privacy tab (docs/sessions.md). The
 * member's own browsers, listed and signed out one by one or all but this one. Ending a session
 * deletes its record (the gate refuses that browser at once), then revokes its refresh token at
 * the provider; a revocation that fails is logged and the sign-out stands.
 */
import type { SessionsSignedOut } from '#shared/types/session.ts';
import { clearSessionCookies } from '../../lib/auth/session-cookies.ts';
import { readSessionCookie } from '../../lib/auth/cookies.ts';
import { endOtherSessions, endSessionById, listSessions, revokeSessionToken, sessionIdOf, toSignedInSession } from '../../lib/auth/session.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { createGroupHandler } from '../../lib/handler.ts';
import { json } from '../../lib/http.ts';

/** As Sign Out: nothing to send. A body means some other caller, and changes nothing. */
function refuseBody(body: unknown): void {
  if (body !== undefined) throw badRequest('Sign out takes no request body', 'unexpected_body');
}

const signedOut = (count: number): SessionsSignedOut => ({ signedOut: count });

export const handler = createGroupHandler('sessions', {
  'GET /api/user/sessions': async ({ caller }) => {
    const sessions = (await listSessions(caller.user.id)).map((item) => toSignedInSession(item, caller.session));
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
    const ended = await endSessionById(caller.user.id, params.id);
    if (!ended) throw notFound('Session not found', 'session_not_found');
    const isCurrent = params.id === sessionIdOf(caller.session);
    await revokeSessionToken(caller.user.id, ended, isCurrent ? readSessionCookie(event, 'refresh') : undefined);
    return json(200, signedOut(1), isCurrent ? clearSessionCookies(event) : undefined);
  },

  'POST /api/user/sessions/sign-out-others': async ({ caller, body }) => {
    refuseBody(body);
    return json(200, signedOut(await endOtherSessions(caller.session)));
  },
});
