import { useCallback, useEffect, useState } from 'react';
import { SESSION } from '@/config/limits.ts';
import { refreshSessionQuietly } from '@/lib/auth/refresh-session.ts';
import { ensureSessionExpiry, extendSessionExpiry, isExpiringSoon, minutesLeft } from '@/lib/auth/session-expiry.ts';

/**
 * Checks the stored expiry at once and every 60 s; within 5 minutes of it, reports the minutes
 * left. Dismissing quiets the warning for that expiry only: extending in another tab, or a later
 * expiry, starts afresh.
 */
export type SessionExpiryWarning = ReturnType<typeof useSessionExpiryWarning>;

export function useSessionExpiryWarning() {
  const [warning, setWarning] = useState<{ expiry: number; minutes: number } | null>(null);
  const [dismissedExpiry, setDismissedExpiry] = useState<number | null>(null);
  const [extending, setExtending] = useState(false);

  useEffect(() => {
    const check = () => {
      const now = Date.now();
      const expiry = ensureSessionExpiry(now);
      setWarning(isExpiringSoon(expiry, now) ? { expiry, minutes: minutesLeft(expiry, now) } : null);
    };
    check();
    const timer = window.setInterval(check, SESSION.checkEvery);
    return () => window.clearInterval(timer);
  }, []);

  const extend = useCallback(async () => {
    setExtending(true);
    await refreshSessionQuietly();
    extendSessionExpiry();
    setExtending(false);
    setWarning(null);
  }, []);

  const open = warning !== null && warning.expiry !== dismissedExpiry;
  return {
    open,
    minutes: warning?.minutes ?? 0,
    extending,
    extend,
    dismiss: () => setDismissedExpiry(warning?.expiry ?? null),
  };
}
