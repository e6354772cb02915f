import { useEffect } from 'react';
import { SessionExpiryDialog } from '@/features/session/components/session-expiry-dialog.tsx';
import { trackActivity } from '@/lib/activity.ts';
import { useSessionRefresh } from '@/lib/auth/refresh-session.ts';

/** What runs for anyone signed in, whatever their gate: activity tracking, session refresh, the expiry warning. */
export default function SignedInSession() {
  useSessionRefresh();
  useEffect(() => trackActivity(), []);
  return <SessionExpiryDialog />;
}
