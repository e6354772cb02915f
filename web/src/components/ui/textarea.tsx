import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';
import { fieldClasses } from './input.tsx';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'min-h-32 py-3 leading-relaxed', className)} {...props} />;
}
