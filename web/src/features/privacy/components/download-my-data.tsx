/**
 * Profile Settings → Privacy → "Download my data" (issue 15 §1, docs/archive.md): the member asks
 * for an archive, which is prepared in the background; the card follows its progress (and finds it
 * again after the member left and came back), then fetches it through a link that works for minutes.
 *
 * The main button stays one element through every state, labelled by what it does now, and is only
 * marked unavailable while the archive is prepared (not `disabled`, which would drop the keyboard's
 * place): whoever pressed it can press it again when it says "Download archive". The state's words
 * sit in a polite live region, so progress and the outcome are announced.
 */
import { CircleAlert, CircleCheck, Download } from 'lucide-react';
import { useId } from 'react';
import type { ArchiveState } from '#shared/types/archive.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/format.ts';
import { toastError } from '@/lib/toast-error.ts';
import { cn } from '@/lib/utils.ts';
import { useDownloadArchive } from '../api/download-archive.ts';
import { useArchive } from '../api/get-archive.ts';
import { useStartArchive } from '../api/start-archive.ts';

/** "850 KB", "12.4 MB": decimal units, as file managers show a download's size. */
function formatSize(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000_000_000).toFixed(2)} GB`;
}

function Progress({ state }: { state: ArchiveState & { status: 'preparing' } }) {
  const known = state.stepsTotal !== null;
  const percent = known ? Math.round((state.stepsDone / state.stepsTotal!) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label="Preparing your archive"
      aria-valuemin={0}
      aria-valuemax={100}
      {...(known ? { 'aria-valuenow': percent, 'aria-valuetext': `Step ${state.stepsDone} of ${state.stepsTotal}` } : {})}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div
        className="h-full rounded-full bg-primary motion-safe:transition-[width] motion-safe:duration-500"
        style={{ width: `${known ? Math.max(percent, 4) : 4}%` }}
      />
    </div>
  );
}

function StatusText({ state }: { state: ArchiveState }) {
  switch (state.status) {
    case 'none':
      return null;
    case 'preparing':
      return (
        <p className="flex items-center gap-2 font-medium">
          <Spinner className="size-4 text-primary" />
          {state.stepsTotal === null ? 'Getting your archive started…' : `Preparing your archive: step ${state.stepsDone} of ${state.stepsTotal}`}
        </p>
      );
    case 'ready':
      return (
        <>
          <p className="flex items-center gap-2 font-medium">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
            Your archive is ready ({formatSize(state.sizeBytes)}).
          </p>
          <p className="text-muted-foreground">You can download it until {formatDateTime(state.expiresAt)}; then it is deleted.</p>
        </>
      );
    case 'failed':
      return (
        <p className="flex items-center gap-2 font-medium">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
          Your archive could not be prepared this time. Please try again.
        </p>
      );
  }
}

/** Looks as `disabled` does, for a button that keeps its focus (aria-disabled). */
const UNAVAILABLE = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const MAIN_LABEL: Record<ArchiveState['status'], string> = {
  none: 'Download my data',
  preparing: 'Preparing…',
  ready: 'Download archive',
  failed: 'Try again',
};

export function DownloadMyData() {
  const titleId = useId();
  const archive = useArchive();
  const start = useStartArchive({
    onError: (error) => toastError(error, 'Failed to start preparing your archive. Please try again.'),
  });
  const download = useDownloadArchive({
    onError: (error) => {
      toastError(error, 'Failed to download your archive. Please try again.');
      // Gone meanwhile (a day has passed, or a newer one replaced it): show what there is now.
      if (isApiError(error, 404)) void archive.refetch();
    },
  });
  const state = archive.data;
  const busy = state?.status === 'preparing' || start.isPending || download.isPending;

  const act = () => {
    if (!state || busy) return;
    if (state.status === 'ready') download.mutate(state.id);
    else start.mutate();
  };

  return (
    <Card>
      <section aria-labelledby={titleId} className="grid gap-4">
        <div className="grid gap-2">
          <h2 id={titleId} className="text-xl font-semibold">
            Download my data
          </h2>
          <p className="text-muted-foreground">
            A copy of everything you have given or received here: your account and persona, posts and replies with their pictures and
            recordings, reactions, circles, invitations, notifications, conversations with the guide, your journal and your messages, in one
            zip file.
          </p>
          <p className="text-muted-foreground">
            Other members appear in it only by their anonymous names. Preparing it can take a few minutes; it is deleted a day after you ask
            for it.
          </p>
        </div>

        {/* Once there is a state it stays on show: a poll that fails meanwhile is tried again by the next. */}
        {state ? (
          <div className="grid">
            <div aria-live="polite" className="grid gap-2">
              <StatusText state={state} />
            </div>
            {state.status === 'preparing' ? (
              <div className="mt-3 grid gap-3">
                <Progress state={state} />
                <p className="text-muted-foreground">You can leave this page: it keeps going, and it will be here when you come back.</p>
              </div>
            ) : null}
            <div className={cn('flex flex-wrap gap-3', state.status !== 'none' && 'mt-4')}>
              <Button className={cn('w-full sm:w-fit', UNAVAILABLE)} onClick={act} aria-disabled={busy || undefined}>
                {busy ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-5" />}
                {MAIN_LABEL[state.status]}
              </Button>
              {state.status === 'ready' ? (
                <Button
                  variant="outline"
                  className={cn('w-full sm:w-fit', UNAVAILABLE)}
                  onClick={() => !busy && start.mutate()}
                  aria-disabled={busy || undefined}
                >
                  Prepare a fresh copy
                </Button>
              ) : null}
            </div>
          </div>
        ) : archive.isError ? (
          <div className="grid gap-3">
            <p role="alert" className="flex items-center gap-2 font-medium">
              <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
              Your archive's state could not be loaded. Check your connection, then try again.
            </p>
            <Button variant="outline" className="w-full sm:w-fit" onClick={() => void archive.refetch()} disabled={archive.isFetching}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="grid gap-3" aria-busy="true">
            <span className="sr-only">Loading your archive…</span>
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-11 w-48" />
          </div>
        )}
      </section>
    </Card>
  );
}
