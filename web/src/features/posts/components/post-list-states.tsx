import { CloudOff } from 'lucide-react';
import { EmptyState } from '@/components/empty-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/** Placeholder cards while posts load. */
export function PostListSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} data-testid="post-placeholder" className="h-40 rounded-3xl" />
      ))}
    </div>
  );
}

/** A list that could not load: the spec's message, and the way to try again. */
export function PostListError({ title, onRetry, retrying }: { title: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <EmptyState
      icon={CloudOff}
      title={title}
      action={
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          Try again
        </Button>
      }
    >
      Check your connection, then try again.
    </EmptyState>
  );
}
