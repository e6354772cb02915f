/** Route group `session`: sign-in through OpenID Connect, the session cookies, and the current user. */
import { SIGNED_IN_HINT_COOKIE } from '#shared/boot-script.ts';
import { clearCookie, readSessionCookie, setCookie } from '../../lib/auth/cookies.ts';
import { oidc, oidcConfiguration, revokeRefreshToken } from '../../lib/auth/oidc-client.ts';
import { verifyIdToken } from '../../lib/auth/tokens.ts';
import { adminEmails } from '../../lib/config.ts';
import { endSession, extendSession, keepRefreshToken, parseSessionCookie, sessionCookieValue, startSession } from '../../lib/auth/session.ts';
import { upsertOnSignIn } from '../../members/workflows/account-changes.ts';
import { ERASED_ACCOUNT_CODE, toUser } from '../../lib/account.ts';
import { badRequest, HttpError, unauthorized } from '../../lib/errors.ts';
import { createGroupHandler } from '../../lib/handler.ts';
import { type ApiEvent, type ApiResult, header, html, json, query, redirect } from '../../lib/http.ts';
import { appOrigin, safeReturnPath } from '../../lib/origin.ts';
import { logger } from '../../lib/logger.ts';
import { clearSessionCookies, sessionCookies, signedInHint } from '../../lib/auth/session-cookies.ts';
import { SIGN_OUT_PAGE } from './sign-out-page.ts';

const LOGIN_COOKIE_SECONDS = 10 * 60;
const SCOPE = 'openid email profile';
const admins = adminEmails();

const callbackUrl = (event: ApiEvent) => `${appOrigin(event)}/api/callback`;

interface LoginState {
  verifier: string;
  state: string;
  returnTo: string;
}

function encodeState(value: LoginState): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decodeState(raw: string | undefined): LoginState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<LoginState>;
    if (typeof value.verifier !== 'string' || typeof value.state !== 'string') return null;
    return { verifier: value.verifier, state: value.state, returnTo: safeReturnPath(value.returnTo) };
  } catch {
    return null;
  }
}

const sessionEnded = (event: ApiEvent) =>
  json(401, { message: 'Your session has ended. Please sign in again.', code: 'unauthorized' }, clearSessionCookies(event));

/**
 * Ends this browser's session. The record goes first: it is what the gate and the refresh route
 * trust. Then the identity provider revokes the refresh token; if that fails the sign-out still
 * completes (without its record the token opens nothing here), and the log says so without
 * saying whose.
 */
async function signOut(event: ApiEvent): Promise<ApiResult> {
  const session = parseSessionCookie(readSessionCookie(event, 'sid'));
  if (session) await endSession(session);
  const refreshToken = readSessionCookie(event, 'refresh');
  if (refreshToken) await revokeRefreshToken(refreshToken);
  return redirect('/', [...clearSessionCookies(event), clearCookie(event, 'login')]);
}

export const handler = createGroupHandler('session', {
  'GET /api/login': async ({ event }) => {
    const config = await oidcConfiguration();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: callbackUrl(event),
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      // Always ask who is signing in, so Sign Out followed by Login can change accounts.
      prompt: 'login',
    });
    const returnTo = safeReturnPath(query(event, 'returnTo'));
    return redirect(url.href, [setCookie(event, 'login', encodeState({ verifier, state, returnTo }), LOGIN_COOKIE_SECONDS)]);
  },

  'GET /api/callback': async ({ event }) => {
    const login = decodeState(readSessionCookie(event, 'login'));
    const clearLogin = clearCookie(event, 'login');
    if (!login) return redirect('/', [clearLogin]);
    const config = await oidcConfiguration();
    let tokens: oidc.TokenEndpointResponse;
    try {
      const current = new URL(`${callbackUrl(event)}?${event.rawQueryString ?? ''}`);
      tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: login.verifier,
        expectedState: login.state,
      });
    } catch (error) {
      // The error's name and the provider's code only: its message can quote the callback's URL.
      logger.warn('sign-in callback refused', { reason: error instanceof oidc.ResponseBodyError ? error.error : error instanceof Error ? error.name : 'unknown' });
      return redirect('/', [clearLogin]);
    }
    // A token that fails, or one that cannot be checked now (the key set unreachable): no sign-in.
    const claims = tokens.id_token ? await verifyIdToken(tokens.id_token).catch(() => null) : null;
    if (!claims) return redirect('/', [clearLogin]);
    const email = claims.emailVerified ? claims.email : null;
    try {
      await upsertOnSignIn({
        id: claims.sub,
        email,
        firstName: claims.givenName,
        lastName: claims.familyName,
        isAdmin: email !== null && admins.has(email),
      });
    } catch (error) {
      // The account's erasure has begun (docs/erasure.md): it stays erased, and the browser signed out.
      if (error instanceof HttpError && error.code === ERASED_ACCOUNT_CODE) return redirect('/', [clearLogin]);
      throw error;
    }
    // Signing in again in the same browser replaces its session rather than leaving one behind,
    // and revokes the refresh token that session had.
    const previous = parseSessionCookie(readSessionCookie(event, 'sid'));
    const previousRefresh = readSessionCookie(event, 'refresh');
    if (previous) await endSession(previous);
    if (previous && previousRefresh) await revokeRefreshToken(previousRefresh);
    // The refresh token is kept sealed with the record, so that another browser can revoke it.
    const sid = await startSession(claims.sub, event.requestContext.http.userAgent, tokens.refresh_token);
    return redirect(login.returnTo, [clearLogin, ...sessionCookies(event, tokens, sid)]);
  },

  // A navigation from another site only asks; the product's own links and the address bar sign out.
  'GET /api/logout': async ({ event }) =>
    header(event, 'sec-fetch-site') === 'cross-site' ? html(200, SIGN_OUT_PAGE) : signOut(event),

  'POST /api/logout': async ({ event, body }) => {
    // The confirmation page's form sends no fields; a body means some other caller.
    if (body !== undefined) throw badRequest('Sign out takes no request body', 'unexpected_body');
    return signOut(event);
  },

  // A session from before the hint existed gets it here, so its next page starts early too.
  'GET /api/auth/user': async ({ event, caller }) =>
    json(200, toUser(caller.user), readSessionCookie(event, SIGNED_IN_HINT_COOKIE) ? undefined : [signedInHint(event)]),

  'POST /api/auth/refresh-session': async ({ event }) => {
    const refreshToken = readSessionCookie(event, 'refresh');
    if (!refreshToken) throw unauthorized('Unauthorized', 'no_session');
    // The session record, not the identity provider, decides whether this session still exists.
    const session = parseSessionCookie(readSessionCookie(event, 'sid'));
    const record = session && (await extendSession(session));
    if (!session || !record) return sessionEnded(event);
    const config = await oidcConfiguration();
    let tokens: oidc.TokenEndpointResponse;
    try {
      tokens = await oidc.refreshTokenGrant(config, refreshToken);
    } catch (error) {
      if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') {
        await endSession(session);
        return sessionEnded(event);
      }
      throw error;
    }
    const claims = tokens.id_token ? await verifyIdToken(tokens.id_token) : null;
    if (!claims) throw unauthorized();
    // One account's refresh token beside another account's session cookie: trust neither.
    if (claims.sub !== session.userId) {
      await endSession(session);
      return sessionEnded(event);
    }
    // The provider may rotate the refresh token, and a session started before tokens were kept has none:
    // the sealed copy follows the browser's, so another browser can still revoke it.
    const current = tokens.refresh_token ?? refreshToken;
    if (current !== refreshToken || !record.sealedRefresh) await keepRefreshToken(session, current);
    return json(200, { refreshed: true }, sessionCookies(event, tokens, sessionCookieValue(session)));
  },
});
