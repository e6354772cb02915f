import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated.ts';

/**
 * A pre-rendered page's form (shared/prerendered.ts) shows before its scripts arrive: its controls
 * stay disabled until React has taken the page over, because an entry typed before then would be
 * lost, and a native submit would carry it into the address bar.
 */
export function HydratedFieldset({ children }: { children: ReactNode }) {
  return (
    <fieldset disabled={!useHydrated()} className="contents">
      {children}
    </fieldset>
  );
}
