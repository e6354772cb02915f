import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { cn } from '@/lib/utils.ts';

interface SearchInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Classes for the wrapper (width, flex), not the input. */
  wrapperClassName?: string;
}

/** A search box with its magnifier: type=search, no autocomplete. */
export function SearchInput({ wrapperClassName, className, ...props }: SearchInputProps) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3.5 size-5 text-muted-foreground" />
      <Input type="search" autoComplete="off" className={cn('pl-11', className)} {...props} />
    </div>
  );
}
