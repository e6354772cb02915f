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
