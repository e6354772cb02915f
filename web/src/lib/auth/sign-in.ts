/** Login and logout are full-page navigations to the server; this remembers where to come back to. */
import { RETURN_PATH } from '#shared/return-path.ts';
import { paths } from '@/config/paths.ts';
import { unsubscribeThisBrowser } from '../push-subscription.ts';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../storage.ts';
import { clearSessionExpiry } from './session-expiry.ts';

/** A signed-out visitor asked for a deeper page: keep it for the login's returnTo. */
export function rememberReturnPath(path: string): void {
  if (RETURN_PATH.test(path)) {
    writeStorage('session', STORAGE_KEYS.redirectAfterLogin, path);
  }
}

export function forgetReturnPath(): void {
  removeStorage('session', STORAGE_KEYS.redirectAfterLogin);
}

export function loginHref(): string {
  return paths.api.login.getHref(readStorage('session', STORAGE_KEYS.redirectAfterLogin));
}

export function logoutHref(): string {
  return paths.api.logout.getHref();
}

/**
 * Runs as a Sign Out link is followed, before the browser leaves the page: the session's expiry is
 * forgotten and this browser's push subscription dropped (docs/web-push.md). A link held back for
 * that (`leave`) then goes to the server, which ends the session.
 */
export async function onSignOut(leave: boolean): Promise<void> {
  clearSessionExpiry();
  await unsubscribeThisBrowser();
  if (leave) window.location.assign(logoutHref());
}
