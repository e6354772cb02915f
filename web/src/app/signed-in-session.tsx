import { useEffect } from 'react';
import { SessionExpiryDialog } from '@/features/session/components/session-expiry-dialog.tsx';
import { trackActivity } from '@/lib/activity.ts';
import { useSessionRefresh } from '@/lib/auth/refresh-session.ts';
import { useTimeZoneSync } from '@/lib/auth/time-zone.ts';

/** What runs for anyone signed in, whatever their gate: activity tracking, session refresh, the expiry warning, a member's time zone. */
export default function SignedInSession() {
  useSessionRefresh();
  useTimeZoneSync();
  useEffect(() => trackActivity(), []);
  return <SessionExpiryDialog />;
}
