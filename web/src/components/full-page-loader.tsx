import { componentMessages } from './messages/index.ts';
import { Spinner } from './ui/spinner.tsx';

/**
 * Appears only after a short delay (CSS), so fast loads never flash a spinner. Its words are read
 * without suspending: it is the fallback shown while other things suspend, and its catalogue's
 * Hindi is fetched before the first render (main.tsx).
 */
export function FullPageLoader() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <div className="flex items-center gap-3 text-muted-foreground opacity-0 motion-safe:animate-[fade-in_300ms_ease-out_400ms_forwards] motion-reduce:opacity-100">
        <Spinner />
        <span>{componentMessages.say('loading')}</span>
      </div>
    </div>
  );
}
