import { type BadgeCap, formatBadgeCount } from '@/lib/badge-count.ts';
import { cn } from '@/lib/utils.ts';

interface CountBadgeProps {
  count: number | undefined;
  cap: BadgeCap;
  className?: string;
}

/**
 * The visible number only; the link or button it sits on carries the count in its accessible
 * name, so screen readers hear "Notifications (3 unread)" rather than a bare "3".
 */
export function CountBadge({ count, cap, className }: CountBadgeProps) {
  const text = formatBadgeCount(count, cap);
  if (text === null) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="count-badge"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-none font-semibold text-primary-foreground tabular-nums',
        className,
      )}
    >
      {text}
    </span>
  );
}
