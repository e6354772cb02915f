import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

export const fieldClasses =
  'w-full rounded-xl border border-input bg-card px-4 text-base text-foreground placeholder:text-muted-foreground aria-invalid:border-destructive disabled:opacity-60';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClasses, 'h-11', className)} {...props} />;
}
