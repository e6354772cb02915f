/** POST /api/auth/refresh-session: renews the ID token from the refresh cookie (spec §7, §9). */
import { useEffect } from 'react';
import { SESSION } from '@/config/limits.ts';
import { wasActiveWithin } from '../activity.ts';
import { api } from '../api-client.ts';

export const refreshSession = () => api.post<{ refreshed: boolean }>('/api/auth/refresh-session');

/** The spec wants refresh failures logged and nothing else: the next data call tells the truth. */
export async function refreshSessionQuietly(): Promise<void> {
  try {
    await refreshSession();
  } catch (error) {
    console.warn('Session refresh failed:', error instanceof Error ? error.message : error);
  }
}

let startupRefresh: Promise<void> | null = null;

/**
 * The refresh sent once at start. The first current-user fetch waits for it, so an ID token that
 * expired while the tab was closed is renewed before anyone decides the visitor is signed out.
 */
export function refreshSessionAtStartup(): Promise<void> {
  startupRefresh ??= refreshSessionQuietly();
  return startupRefresh;
}

/** While signed in: every 5 minutes, and every 30 minutes when there was activity in the last hour. */
export function useSessionRefresh(): void {
  useEffect(() => {
    const regular = window.setInterval(() => void refreshSessionQuietly(), SESSION.refreshEvery);
    const idle = window.setInterval(() => {
      if (wasActiveWithin(SESSION.idleRefreshWindow)) void refreshSessionQuietly();
    }, SESSION.refreshEveryIdle);
    return () => {
      window.clearInterval(regular);
      window.clearInterval(idle);
    };
  }, []);
}
