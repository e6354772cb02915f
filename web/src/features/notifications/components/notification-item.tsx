import { AtSign, Bell, Heart, type LucideIcon, Mail, MessageCircle, UserPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { isAppPath } from '#shared/notification-popup.ts';
import type { Notification } from '#shared/types/notification.ts';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format.ts';
import { cn } from '@/lib/utils.ts';

/** Spec §3: icons key on reply, reaction and invitation; the join process has its own. */
const ICONS: Partial<Record<Notification['type'], LucideIcon>> = {
  new_reply: MessageCircle,
  reaction: Heart,
  circle_invitation: Mail,
  join_request: UserPlus,
  join_request_outcome: UserPlus,
  new_post: AtSign,
};

export function NotificationIcon({ type, className }: { type: Notification['type']; className: string }) {
  const Icon = ICONS[type] ?? Bell;
  return <Icon aria-hidden="true" className={className} />;
}

/** The words on a notification's own link: what waits there. */
function linkLabel(link: string): string {
  return link === paths.referrals.getHref() ? 'View Referrals' : 'Open';
}

interface NotificationItemProps {
  notification: Notification;
  onMarkRead?: (id: string) => void;
  marking?: boolean;
}

export function NotificationItem({ notification, onMarkRead, marking }: NotificationItemProps) {
  const unread = !notification.isRead;
  return (
    <li
      className={cn(
        'flex gap-4 rounded-2xl border p-4',
        unread ? 'border-primary/40 bg-primary-soft' : 'border-border bg-card',
      )}
    >
      <div
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          unread ? 'bg-card text-primary' : 'bg-muted text-muted-foreground',
        )}
      >
        <NotificationIcon type={notification.type} className="size-5" />
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">{notification.title}</h3>
        <p className="mt-0.5 max-w-[65ch]">{notification.message}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
        </p>
        <div className="mt-3 flex flex-wrap gap-2 empty:hidden">
          {notification.relatedPostId ? (
            <Link to={paths.post.getHref(notification.relatedPostId)} className={buttonVariants({ variant: 'outline' })}>
              View Post
            </Link>
          ) : null}
          {isAppPath(notification.link) ? (
            <Link to={notification.link} className={buttonVariants({ variant: 'outline' })}>
              {linkLabel(notification.link)}
            </Link>
          ) : null}
          {unread && onMarkRead ? (
            <Button variant="ghost" disabled={marking} onClick={() => onMarkRead(notification.id)}>
              Mark Read
              <span className="sr-only">: {notification.title}</span>
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
