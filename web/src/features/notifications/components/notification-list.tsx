import { BellOff, CheckCheck } from 'lucide-react';
import { EmptyState } from '@/components/empty-state.tsx';
import { ListSection } from '@/components/list-section.tsx';
import { LoadMoreButton } from '@/components/load-more-button.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toastError } from '@/lib/toast-error.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllReadWithToasts } from '../hooks/use-mark-all-read.ts';
import { NotificationItem } from './notification-item.tsx';
import { LoadError } from '@/components/load-error.tsx';

/** Spec §2 "Notifications": unread first and highlighted, with Mark Read and Mark All Read; then the earlier ones. */
export function NotificationList() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead({
    onError: (error) => toastError(error, 'Failed to mark notification as read.'),
  });
  const markAll = useMarkAllReadWithToasts();

  if (notifications.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading notifications">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (notifications.isError) {
    return (
      <LoadError title="We couldn't load your notifications" onRetry={() => void notifications.refetch()} icon={BellOff} />
    );
  }

  const all = notifications.data;
  if (all.length === 0) {
    return (
      <EmptyState icon={BellOff} title="No Notifications Yet">
        When someone replies, reacts, invites you to a circle or asks you to vouch for them, it appears here.
      </EmptyState>
    );
  }

  const unread = all.filter((n) => !n.isRead);
  const earlier = all.filter((n) => n.isRead);
  const onMarkRead = (id: string) => markRead.mutate(id);
  const onMarkAll = () => markAll.mutate();

  return (
    <div className="grid gap-10">
      {unread.length > 0 ? (
        <ListSection
          id="new-notifications"
          title="New Notifications"
          className="gap-3"
          action={
            <Button variant="secondary" onClick={onMarkAll} disabled={markAll.isPending}>
              <CheckCheck aria-hidden="true" className="size-5" />
              Mark All Read
            </Button>
          }
        >
          {unread.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              onMarkRead={onMarkRead}
              marking={markRead.isPending && markRead.variables === n.id}
            />
          ))}
        </ListSection>
      ) : null}
      {earlier.length > 0 ? (
        <ListSection id="earlier-notifications" title="Earlier Notifications" className="gap-3">
          {earlier.map((n) => (
            <NotificationItem key={n.id} notification={n} />
          ))}
        </ListSection>
      ) : null}
      <LoadMoreButton query={notifications}>Show earlier notifications</LoadMoreButton>
    </div>
  );
}
