/** Route group `auth`: sign-in through OpenID Connect, the session cookies, and the current user. */
import { clearCookie, readSessionCookie, setCookie } from '../lib/auth/cookies.ts';
import { oidc, oidcConfiguration } from '../lib/auth/oidc-client.ts';
import { verifyIdToken } from '../lib/auth/tokens.ts';
import { adminEmails } from '../lib/config.ts';
import { toUser, upsertOnSignIn } from '../lib/entities/user.ts';
import { unauthorized } from '../lib/errors.ts';
import { createGroupHandler } from '../lib/handler.ts';
import { type ApiEvent, json, query, redirect } from '../lib/http.ts';
import { appOrigin, safeReturnPath } from '../lib/origin.ts';

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

function sessionCookies(event: ApiEvent, tokens: { id_token?: string; refresh_token?: string }): string[] {
  const cookies = [setCookie(event, 'session', tokens.id_token ?? '')];
  if (tokens.refresh_token) cookies.push(setCookie(event, 'refresh', tokens.refresh_token));
  return cookies;
}

export const handler = createGroupHandler('auth', {
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
      console.warn(JSON.stringify({ level: 'warn', message: 'sign-in callback refused', reason: String(error) }));
      return redirect('/', [clearLogin]);
    }
    const claims = tokens.id_token ? await verifyIdToken(tokens.id_token) : null;
    if (!claims) return redirect('/', [clearLogin]);
    const email = claims.emailVerified ? claims.email : null;
    await upsertOnSignIn({
      id: claims.sub,
      email,
      firstName: claims.givenName,
      lastName: claims.familyName,
      isAdmin: email !== null && admins.has(email),
    });
    return redirect(login.returnTo, [clearLogin, ...sessionCookies(event, tokens)]);
  },

  'GET /api/logout': async ({ event }) =>
    redirect('/', [clearCookie(event, 'session'), clearCookie(event, 'refresh'), clearCookie(event, 'login')]),

  'GET /api/auth/user': async ({ caller }) => json(200, toUser(caller.user)),

  'POST /api/auth/refresh-session': async ({ event }) => {
    const refreshToken = readSessionCookie(event, 'refresh');
    if (!refreshToken) throw unauthorized('Unauthorized', 'no_session');
    const config = await oidcConfiguration();
    let tokens: oidc.TokenEndpointResponse;
    try {
      tokens = await oidc.refreshTokenGrant(config, refreshToken);
    } catch (error) {
      if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') {
        return json(401, { message: 'Your session has ended. Please sign in again.', code: 'unauthorized' }, [
          clearCookie(event, 'session'),
          clearCookie(event, 'refresh'),
        ]);
      }
      throw error;
    }
    const claims = tokens.id_token ? await verifyIdToken(tokens.id_token) : null;
    if (!claims) throw unauthorized();
    return json(200, { refreshed: true }, sessionCookies(event, tokens));
  },
});
