import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

/** The quiet surface most content sits on. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-3xl border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-6', className)} {...props} />;
}
