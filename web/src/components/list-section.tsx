import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';

/** One titled list of a screen ('Pending Invitations', 'New Notifications'), with an action beside its title. */
export function ListSection({ id, title, action, className, children }: {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: string;
  action?: ReactNode;
  /** The list's own classes (its spacing). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {action}
      </div>
      <ul className={cn('grid gap-4', className)}>{children}</ul>
    </section>
  );
}

/** A list of cards while it loads: two card-high placeholders, announced as busy. */
export function CardListSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-4" aria-busy="true" aria-label={label}>
      <Skeleton className="h-44 rounded-3xl" />
      <Skeleton className="h-44 rounded-3xl" />
    </div>
  );
}
