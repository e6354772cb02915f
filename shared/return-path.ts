/**
 * The path a signed-out visitor asked for, kept for after login (access spec: "A non-root path is
 * remembered and sent as a return-to parameter at login"). One rule for the app, which remembers it
 * (web/src/lib/auth/sign-in.ts), and for the boot script, which puts it on the pre-rendered Login
 * link before the first paint (shared/boot-script.ts).
 */

/** Session storage's key for it: this tab's, so another tab's visit never redirects this one. */
export const RETURN_PATH_KEY = 'redirectAfterLogin';

/**
 * A path of this site other than the root: one slash, then neither a second one nor a backslash
 * (`//host` and `/\host` are another site to a browser), and no control character. The server
 * holds the returnTo it is sent to the same (functions/lib/origin.ts safeReturnPath).
 */
export const RETURN_PATH = /^\/(?![/\\])\P{Cc}+$/u;

export const LOGIN_PATH = '/api/login';
export const RETURN_TO_PARAM = 'returnTo';

/** Login, with the path to come back to when there is one. */
export const loginHref = (returnTo?: string | null): string =>
  returnTo && RETURN_PATH.test(returnTo) ? `${LOGIN_PATH}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}` : LOGIN_PATH;
