import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

/** A placeholder block while content loads; it pulses only when motion is welcome. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('rounded-xl bg-muted motion-safe:animate-pulse', className)} {...props} />;
}
