import type { ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';

/** One persona in the invite dialog's lists: its avatar, its name, a line about it, and what can be done. */
export function PersonaRow({ avatar, name, detail, end, className }: {
  avatar: ReactNode;
  name: string;
  detail?: ReactNode;
  end?: ReactNode;
  className?: string;
}) {
  return (
    <li className={cn('flex items-center gap-3 px-2 py-2', className)}>
      {avatar}
      <div className="min-w-0 flex-1">
        <p className="font-medium wrap-anywhere">{name}</p>
        {detail ? <p className="text-sm text-muted-foreground wrap-anywhere">{detail}</p> : null}
      </div>
      {end}
    </li>
  );
}
