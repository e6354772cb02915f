import { LoadError } from '@/components/load-error.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/** Placeholder cards while an admin list loads. */
export function ListSkeleton({ label, count = 2 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="grid gap-4">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-40 rounded-3xl" />
      ))}
    </div>
  );
}

/** An admin list that could not load, with the way to try again. */
export const ListError = ({ title, onRetry }: { title: string; onRetry: () => void }) => (
  <LoadError title={title} onRetry={onRetry} headingLevel="h3" />
);
