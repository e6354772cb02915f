import { Bell } from 'lucide-react';
import { countPhrase } from '@/components/layouts/app-shell/nav-items.ts';
import { deferred, sameTrigger } from '@/components/deferred.tsx';
import { CountBadge } from '@/components/ui/count-badge.tsx';

const BellPopover = deferred(() => import('./bell-popover.tsx'));

/**
 * The bell in both top bars: the unread count capped at 9+ and a popover with the latest
 * notifications (bell-popover.tsx), whose code arrives after the first screen.
 * `active`: false holds the list's first request back (the shell asks once the first screen is drawn).
 */
export function NotificationBell({ unread, active = true }: { unread: number | undefined; active?: boolean }) {
  const trigger = (
    <button
      type="button"
      className="relative inline-flex size-11 items-center justify-center rounded-xl text-muted-foreground hover:bg-muted hover:text-foreground data-[state=open]:bg-muted"
    >
      <Bell aria-hidden="true" className="size-5" />
      <span className="sr-only">Notifications{countPhrase('notifications', unread, 9)}</span>
      <CountBadge count={unread} cap={9} className="absolute top-1 right-0.5 h-4 min-w-4 px-1 text-[0.6875rem]" />
    </button>
  );
  return <BellPopover unread={unread} active={active} trigger={trigger} standIn={sameTrigger(trigger, 'dialog')} />;
}
