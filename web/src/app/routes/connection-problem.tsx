import { CloudOff } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useT } from '@/lib/i18n.tsx';
import { appMessages } from '../messages/index.ts';

/** The current user could not be loaded for a reason other than being signed out (offline, server error). */
export function ConnectionProblem({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const t = useT(appMessages);
  useDocumentTitle(t('connection.title'));
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-5">
      <div className="flex max-w-md flex-col items-center text-center">
        <CloudOff aria-hidden="true" className="size-10 text-muted-foreground" />
        <h1 className="mt-5 text-2xl font-semibold">{t('connection.heading')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          {t('connection.body')}
        </p>
        <Button className="mt-8" onClick={onRetry} disabled={retrying}>
          {retrying ? <Spinner /> : null}
          {t('tryAgain')}
        </Button>
      </div>
    </main>
  );
}
