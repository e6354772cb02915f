import { AtSign, Bell, Heart, Mail, MessageCircle, UserPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Notification } from '#shared/types.ts';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format.ts';
import { cn } from '@/lib/utils.ts';

/** Spec §3: icons key on reply, reaction and invitation; the join process has its own. */
function iconOf(type: Notification['type']) {
  if (type === 'new_reply') return MessageCircle;
  if (type === 'reaction') return Heart;
  if (type === 'circle_invitation') return Mail;
  if (type === 'join_request' || type === 'join_request_outcome') return UserPlus;
  if (type === 'new_post') return AtSign;
  return Bell;
}

/** Only paths inside the app are followed; anything else is not a link we made. */
const isAppPath = (link: string | null): link is string => !!link && link.startsWith('/') && !link.startsWith('//');

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
  const Icon = iconOf(notification.type);
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
        <Icon aria-hidden="true" className="size-5" />
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
