import { CloudOff } from 'lucide-react';
import { EmptyState } from '@/components/empty-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/** Placeholder cards while an admin list loads. */
export function ListSkeleton({ label, count = 2 }: { label: string; count?: number }) {
  return (
    <div className="grid gap-4" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-40 rounded-3xl" />
      ))}
    </div>
  );
}

/** An admin list that could not load, with the way to try again. */
export function ListError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <EmptyState
      icon={CloudOff}
      title={title}
      headingLevel="h3"
      action={
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      Check your connection, then try again.
    </EmptyState>
  );
}
