/**
 * The browser's own idea of when the session ends (spec §4 "Session expiry"): kept in
 * localStorage so every tab agrees, and pushed 30 days ahead when the member extends it.
 */
import { MINUTE } from '#shared/limits.ts';
import { SESSION } from '@/config/limits.ts';
import { readTimestamp, removeStorage, STORAGE_KEYS, writeStorage } from '../storage.ts';

export function extendSessionExpiry(now = Date.now()): number {
  const expiry = now + SESSION.extendedLength;
  writeStorage('local', STORAGE_KEYS.sessionExpiry, String(expiry));
  return expiry;
}

/** The stored expiry, first setting one 30 days ahead if none is stored. */
export function ensureSessionExpiry(now = Date.now()): number {
  return readTimestamp(STORAGE_KEYS.sessionExpiry) ?? extendSessionExpiry(now);
}

/** Signing out forgets the expiry, so the next sign-in starts a fresh 30 days. */
export function clearSessionExpiry(): void {
  removeStorage('local', STORAGE_KEYS.sessionExpiry);
}

export function isExpiringSoon(expiry: number, now = Date.now()): boolean {
  return expiry - now <= SESSION.warningBefore;
}

/** Whole minutes left, rounded up, and never below one: "0 minutes" would read as already gone. */
export function minutesLeft(expiry: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((expiry - now) / MINUTE));
}
