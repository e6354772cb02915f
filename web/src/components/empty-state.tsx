import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  /** The next step, usually a button or link. */
  action?: ReactNode;
  /** The heading level that fits where the empty state sits. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  className?: string;
}

/** Nothing to show yet: a calm note that says why, and what to do next. */
export function EmptyState({ icon: Icon, title, children, action, headingLevel = 'h2', className }: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <div className={cn('flex flex-col items-center rounded-3xl border border-dashed border-border px-6 py-12 text-center', className)}>
      <div className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <Icon aria-hidden="true" className="size-6" />
      </div>
      <Heading className="mt-4 text-lg font-semibold">{title}</Heading>
      {children ? <div className="mt-2 max-w-md text-muted-foreground">{children}</div> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
