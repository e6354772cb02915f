import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/react-query.ts';

// Radix Toast weighs about a tenth of the landing page's JavaScript and the landing raises no
// toast, so it loads just after first paint; a toast raised sooner waits in the store.
const Toaster = lazy(() => import('@/components/ui/toaster.tsx').then((module) => ({ default: module.Toaster })));

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>{children}</BrowserRouter>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
