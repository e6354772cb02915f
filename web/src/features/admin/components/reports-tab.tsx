import { EyeOff, Flag, ShieldAlert, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { AdminReport } from '#shared/types/report.ts';
import { ConfirmButton } from '@/components/confirm-button.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadMoreButton } from '@/components/load-more-button.tsx';
import { PostByline } from '@/components/posts/post-byline.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { displayName } from '@/lib/persona.ts';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useDeleteAdminPost } from '../api/delete-admin-post.ts';
import { useDismissReports } from '../api/dismiss-reports.ts';
import { useReports } from '../api/get-reports.ts';
import { CircleBadge } from './circle-badge.tsx';
import { ListError, ListSkeleton } from './list-states.tsx';
import { NeedsCare } from './needs-care.tsx';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function ReportCard({ report }: { report: AdminReport }) {
  const { post } = report;
  const what = post.parentId ? 'reflection' : 'post';
  const whose = <span className="sr-only"> the {what} by {displayName(post.author.anonymousName)}</span>;
  const dismiss = useDismissReports({
    onSuccess: () => toast({ title: 'Reports dismissed', description: report.quarantined ? `The ${what} is shown again.` : `The ${what} stays up.` }),
    onError: (error) => toastError(error, 'Failed to dismiss reports. Please try again.'),
  });
  const remove = useDeleteAdminPost({
    onSuccess: () => toast({ title: 'Post deleted' }),
    onError: (error) => toastError(error, 'Failed to delete post'),
  });
  const busy = dismiss.isPending || remove.isPending;

  return (
    <li>
      <Card className="grid gap-4">
        <PostByline post={post} />
        <div className="flex min-w-0 flex-wrap gap-2">
          {post.parentId ? <Badge variant="outline">Reply</Badge> : null}
          {post.circle ? <CircleBadge name={post.circle.name} /> : null}
          {report.quarantined ? (
            <Badge variant="secondary">
              <EyeOff aria-hidden="true" className="size-3.5" />
              Hidden for review
            </Badge>
          ) : null}
        </div>
        <p className="max-w-[65ch] leading-relaxed wrap-anywhere whitespace-pre-line">{post.content}</p>
        {report.flags.length ? (
          <div className="grid gap-2 rounded-2xl bg-muted p-4">
            <h3 className="font-semibold">
              <ShieldAlert aria-hidden="true" className="mr-2 inline size-4 text-destructive" />
              Flagged by auto-moderation
            </h3>
            <ul aria-label="Why it was flagged" className="grid gap-1.5">
              {report.flags.map((flag) => (
                <li key={flag} className="wrap-anywhere">
                  {flag}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {report.reportCount ? (
          <div className="grid gap-2 rounded-2xl bg-muted p-4">
            <h3 className="font-semibold">
              <Flag aria-hidden="true" className="mr-2 inline size-4 text-destructive" />
              Reported by {plural(report.reportCount, 'member', 'members')}
            </h3>
            <p className="text-sm text-muted-foreground">
              Latest report <time dateTime={report.lastReportedAt}>{formatDateTime(report.lastReportedAt)}</time>
            </p>
            <ul aria-label="Reasons" className="grid gap-1.5">
              {report.reasons.map(({ reason, count }) => (
                <li key={reason} className="wrap-anywhere whitespace-pre-line">
                  “{reason}”{count > 1 ? <span className="text-muted-foreground"> ({plural(count, 'member', 'members')})</span> : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <ConfirmButton
            disabled={busy}
            title="Dismiss these reports?"
            description={`The ${what} ${report.quarantined ? 'is shown to everyone again' : 'stays up'} and leaves this list. Members may report it again later.`}
            confirmLabel="Dismiss"
            onConfirm={() => dismiss.mutate(post.id)}
          >
            {dismiss.isPending ? <Spinner /> : null}
            Dismiss<span className="sr-only"> reports on</span>
            {whose}
          </ConfirmButton>
          <ConfirmButton
            disabled={busy}
            title={`Delete this ${what}?`}
            description="It will be removed for everyone, together with its reflections. This cannot be undone."
            confirmLabel="Delete"
            destructive
            onConfirm={() => remove.mutate(post.id)}
          >
            {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" className="size-5" />}
            Delete
            {whose}
          </ConfirmButton>
        </div>
      </Card>
    </li>
  );
}

/** Beyond the spec's static empty state (issue 12 §3): posts members reported, latest report first. */
export function ReportsTab() {
  const id = useId();
  const reports = useReports();
  return (
    <section aria-labelledby={`${id}-heading`} className="grid grid-cols-1 gap-5">
      <h2 id={`${id}-heading`} className="sr-only">
        Reports
      </h2>
      <NeedsCare headingId={`${id}-care`} />
      {reports.isPending ? (
        <ListSkeleton label="Loading reports" />
      ) : reports.isError ? (
        <ListError title="We couldn't load the reports" onRetry={() => void reports.refetch()} />
      ) : reports.data.length === 0 ? (
        <EmptyState icon={Flag} title="No reports to review" headingLevel="h3">
          When members report a post, or auto-moderation flags one, it will wait here for a decision.
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-4">
            {reports.data.map((report) => (
              <ReportCard key={report.post.id} report={report} />
            ))}
          </ul>
          <LoadMoreButton query={reports}>Show more</LoadMoreButton>
        </>
      )}
    </section>
  );
}
