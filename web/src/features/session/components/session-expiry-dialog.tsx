import { Suspense, useState } from 'react';
import { lazyScreen } from '@/lib/lazy-screen.tsx';
import { useSessionExpiryWarning } from '../hooks/use-session-expiry-warning.ts';

// A dialog's code (Radix Dialog and its focus and scroll locks) for a warning most visits never see.
const ExpiryDialog = lazyScreen(() => import('./expiry-dialog.tsx'));

/** Spec: the session-expiring warning, within 5 minutes of the end; mounted once it first opens, and kept for its closing. */
export function SessionExpiryDialog() {
  const warning = useSessionExpiryWarning();
  const [needed, setNeeded] = useState(false);
  if (warning.open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ExpiryDialog warning={warning} />
    </Suspense>
  );
}
