import { CircleDashed, Trash2, UserRound } from 'lucide-react';
import { useId } from 'react';
import type { AdminCircle } from '#shared/types/admin.ts';
import { CircleStats, PrivacyBadge } from '@/components/circle-facts.tsx';
import { ConfirmButton } from '@/components/confirm-button.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadMoreButton } from '@/components/load-more-button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { formatDate } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useDeleteAdminCircle } from '../api/delete-admin-circle.ts';
import { useAdminCircles } from '../api/get-admin-circles.ts';
import { ListError, ListSkeleton } from './list-states.tsx';

function AdminCircleCard({ circle }: { circle: AdminCircle }) {
  const remove = useDeleteAdminCircle({
    onSuccess: () => toast({ title: 'Circle deleted' }),
    onError: (error) => toastError(error, 'Failed to delete circle'),
  });

  return (
    <li>
      <Card className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h3 className="min-w-0 text-lg font-semibold wrap-anywhere">{circle.name}</h3>
          <PrivacyBadge circle={circle} />
        </div>
        <p className="whitespace-pre-wrap text-muted-foreground wrap-anywhere">{circle.description}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex min-w-0 items-start gap-1.5 wrap-anywhere">
            <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Created by {circle.creator.anonymousName}
          </span>
          <time dateTime={circle.createdAt}>{formatDate(circle.createdAt)}</time>
        </p>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CircleStats circle={circle} />
          <ConfirmButton
            disabled={remove.isPending}
            title="Delete this circle?"
            description="It will be removed for everyone at once, with its posts, their replies and reactions, its members and its invitations. This cannot be undone."
            confirmLabel="Delete"
            destructive
            onConfirm={() => remove.mutate(circle.id)}
          >
            <Trash2 aria-hidden="true" className="size-5" />
            Delete<span className="sr-only"> the circle {circle.name}</span>
          </ConfirmButton>
        </div>
      </Card>
    </li>
  );
}

/** Spec §2 Circles: every circle with its facts, Delete with confirmation; the server pages. */
export function CirclesTab() {
  const id = useId();
  const circles = useAdminCircles();

  return (
    <section aria-labelledby={`${id}-heading`} className="grid grid-cols-1 gap-5">
      <h2 id={`${id}-heading`} className="sr-only">
        Circles
      </h2>
      {circles.isPending ? (
        <ListSkeleton label="Loading circles" count={3} />
      ) : circles.isError ? (
        <ListError title="We couldn't load the circles" onRetry={() => void circles.refetch()} />
      ) : circles.data.length === 0 ? (
        <EmptyState icon={CircleDashed} title="No circles found" headingLevel="h3">
          Circles members create will appear here.
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-4">
            {circles.data.map((circle) => (
              <AdminCircleCard key={circle.id} circle={circle} />
            ))}
          </ul>
          <LoadMoreButton query={circles}>Show more</LoadMoreButton>
        </>
      )}
    </section>
  );
}
