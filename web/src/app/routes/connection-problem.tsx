import { CloudOff } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** The current user could not be loaded for a reason other than being signed out (offline, server error). */
export function ConnectionProblem({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  useDocumentTitle('Connection problem');
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-5">
      <div className="flex max-w-md flex-col items-center text-center">
        <CloudOff aria-hidden="true" className="size-10 text-muted-foreground" />
        <h1 className="mt-5 text-2xl font-semibold">We couldn&rsquo;t reach the community</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Check your connection, then try again. If it keeps happening, the service may be briefly unavailable.
        </p>
        <Button className="mt-8" onClick={onRetry} disabled={retrying}>
          {retrying ? <Spinner /> : null}
          Try again
        </Button>
      </div>
    </main>
  );
}
