import { type ReactElement, useId } from 'react';
import { Link } from 'react-router-dom';
import { notificationLink } from '#shared/notification-popup.ts';
import type { Notification } from '#shared/types/notification.ts';
import type { Arrival } from '@/components/deferred.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { formatAge } from '@/lib/age.ts';
import { cn } from '@/lib/utils.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllReadWithToasts } from '../hooks/use-mark-all-read.ts';
import { NotificationIcon } from './notification-item.tsx';

/** Spec §2: the bell's popover shows the latest 10. */
const POPOVER_LIMIT = 10;

function PopoverItem({ notification }: { notification: Notification }) {
  const href = notificationLink(notification);
  const unread = !notification.isRead;
  const body = (
    <>
      <span aria-hidden="true" className={cn('mt-2 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')} />
      <NotificationIcon type={notification.type} className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <span className="min-w-0 flex-1">
        <span className="block font-medium wrap-anywhere">
          {unread ? <span className="sr-only">Unread: </span> : null}
          {notification.title}
        </span>
        <span className="line-clamp-2 block text-sm wrap-anywhere text-muted-foreground">{notification.message}</span>
        <time dateTime={notification.createdAt} className="block text-sm text-muted-foreground">
          {formatAge(notification.createdAt)}
        </time>
      </span>
    </>
  );
  const rowClasses = cn('flex gap-3 px-4 py-3', unread && 'bg-primary-soft/60');
  return (
    <li>
      {href ? (
        <PopoverClose asChild>
          <Link to={href} className={cn(rowClasses, 'outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset')}>
            {body}
          </Link>
        </PopoverClose>
      ) : (
        <div className={rowClasses}>{body}</div>
      )}
    </li>
  );
}

function PopoverBody() {
  const notifications = useNotifications();
  if (notifications.isPending) {
    return (
      <div role="status" className="flex justify-center py-8 text-muted-foreground">
        <Spinner />
        <span className="sr-only">Loading notifications…</span>
      </div>
    );
  }
  if (notifications.isError) {
    return (
      <div className="grid justify-items-center gap-2 px-4 py-6 text-center">
        <p>We couldn't load your notifications</p>
        <Button variant="outline" onClick={() => void notifications.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  const latest = notifications.data.slice(0, POPOVER_LIMIT);
  if (latest.length === 0) return <p className="px-4 py-8 text-center text-muted-foreground">No Notifications Yet</p>;
  return (
    <ul className="divide-y divide-border" aria-label="Latest notifications">
      {latest.map((n) => (
        <PopoverItem key={n.id} notification={n} />
      ))}
    </ul>
  );
}

/**
 * The bell's popover with the latest notifications (notification-bell.tsx puts it in the top bars
 * once the first screen is drawn). It lives as long as the shell, so the list polls every 15 s
 * (spec §7) whether the popover is open or not, and opening it shows what is already there.
 */
export default function BellPopover({ unread, active, trigger, defaultOpen }: { unread: number | undefined; active: boolean; trigger: ReactElement } & Arrival) {
  const titleId = useId();
  // `active`: false holds the list's first request back (the shell asks once the first screen is drawn).
  const notifications = useNotifications(active);
  const markAll = useMarkAllReadWithToasts();
  const hasUnread = (unread ?? 0) > 0 || (notifications.data?.some((n) => !n.isRead) ?? false);
  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent align="end" aria-labelledby={titleId} className="flex w-[min(24rem,calc(100vw-1rem))] flex-col">
        <div className="flex items-center justify-between gap-2 border-b border-border py-1 pr-1 pl-4">
          <h2 id={titleId} className="font-semibold">
            Notifications
          </h2>
          {hasUnread ? (
            <Button variant="ghost" className="px-3" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
              Mark All Read
            </Button>
          ) : null}
        </div>
        <PopoverBody />
        <div className="border-t border-border p-1">
          <PopoverClose asChild>
            <Link to={paths.notifications.getHref()} className={cn(buttonVariants({ variant: 'ghost' }), 'w-full')}>
              View all
            </Link>
          </PopoverClose>
        </div>
      </PopoverContent>
    </Popover>
  );
}
