import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useToastRaised } from '@/lib/toast.ts';
import { useIdle } from '@/lib/use-idle.ts';

// Radix Toast weighs about a tenth of the landing page's JavaScript and no first screen raises a
// toast, so it loads once the browser is first idle, or as soon as a toast is raised before then.
const Toaster = lazy(() => import('@/components/ui/toaster.tsx').then((module) => ({ default: module.Toaster })));

/**
 * Once the first screen is painted (idle), and never in the pre-rendering: the pre-rendered pages
 * have no toaster in their HTML, so hydration must not meet one either.
 */
function LateToaster() {
  const idle = useIdle();
  const raised = useToastRaised();
  if (!idle && !raised) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** What every screen stands in, in the browser and in the build's pre-rendering; the router comes from the caller. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LateToaster />
    </QueryClientProvider>
  );
}
