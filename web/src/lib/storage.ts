import { RETURN_PATH_KEY } from '#shared/return-path.ts';

/**
 * Every key this app keeps in browser storage, and access that never throws: storage can be
 * disabled (private modes, embedded views) and the app must still work, only forgetting more.
 */
export const STORAGE_KEYS = {
  /** local: when the browser considers the session over (ms since epoch). */
  sessionExpiry: 'sessionExpiry',
  /** local: the last user interaction (ms since epoch), shared by every tab. */
  lastActivity: 'lastActivity',
  /** session: the path a signed-out visitor asked for, sent as returnTo at login. */
  redirectAfterLogin: RETURN_PATH_KEY,
  /** local: a summary of who is signed in; other tabs refetch the user when it changes. */
  authState: 'authState',
  /** local: whether the desktop sidebar is collapsed. */
  sidebarCollapsed: 'sidebarCollapsed',
  /** local: whether the home feed shows the minimalist view. */
  feedMinimalist: 'feedMinimalist',
  /** local: the interface's language chosen in this browser (lib/i18n.tsx). */
  language: 'language',
  /** local: whose, and the newest notification time the browser pop-ups have dealt with (JSON). */
  popupsLastCheck: 'popupsLastCheck',
} as const;

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota or disabled storage: the value is a convenience, losing it is harmless.
  }
}

export function removeStorage(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // See writeStorage.
  }
}

export function readTimestamp(key: string): number | null {
  const raw = readStorage('local', key);
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}
