import { Spinner } from './ui/spinner.tsx';

/** Appears only after a short delay (CSS), so fast loads never flash a spinner. */
export function FullPageLoader() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <div className="flex items-center gap-3 text-muted-foreground opacity-0 motion-safe:animate-[fade-in_300ms_ease-out_400ms_forwards] motion-reduce:opacity-100">
        <Spinner />
        <span>Loading…</span>
      </div>
    </div>
  );
}
