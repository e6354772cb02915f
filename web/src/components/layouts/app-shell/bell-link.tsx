import { Bell } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CountBadge } from '@/components/ui/count-badge.tsx';
import { paths } from '@/config/paths.ts';
import { countPhrase } from './nav-items.ts';

/** The bell in both top bars: unread count capped at 9+. */
export function BellLink({ unread }: { unread: number | undefined }) {
  return (
    <Link
      to={paths.notifications.getHref()}
      className="relative inline-flex size-11 items-center justify-center rounded-xl text-muted-foreground hover:bg-muted hover:text-foreground"
    >
      <Bell aria-hidden="true" className="size-5" />
      <span className="sr-only">Notifications{countPhrase('notifications', unread, 9)}</span>
      <CountBadge count={unread} cap={9} className="absolute top-1 right-0.5 h-4 min-w-4 px-1 text-[0.6875rem]" />
    </Link>
  );
}
