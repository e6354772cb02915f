import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils.ts';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-5 motion-safe:animate-spin', className)} />;
}
