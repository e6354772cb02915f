import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

export const fieldClasses =
  'w-full rounded-xl border border-input bg-card px-4 text-base text-foreground placeholder:text-muted-foreground aria-invalid:border-destructive disabled:opacity-60';

/** A select's trigger: a field that is a button (ui/select.tsx, and the look-alike that stands in for it before its code arrives). */
export const selectTriggerClasses = cn(fieldClasses, 'inline-flex h-11 items-center justify-between gap-2 text-left');

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClasses, 'h-11', className)} {...props} />;
}
