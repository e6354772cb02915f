import { PageHeader } from '@/components/page-header.tsx';
import { BrowserNotificationsCard } from '@/features/notifications/components/browser-notifications-card.tsx';
import { NotificationList } from '@/features/notifications/components/notification-list.tsx';
import { PushOptIn } from '@/features/push/components/push-opt-in.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export default function NotificationsRoute() {
  useDocumentTitle('Notifications');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title="Notifications" description="What has happened in the community around you." />
      <div className="grid gap-8">
        <BrowserNotificationsCard />
        <PushOptIn />
        <NotificationList />
      </div>
    </div>
  );
}
