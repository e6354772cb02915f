import { PageHeader } from '@/components/page-header.tsx';
import { BrowserNotificationsCard } from '@/features/notifications/components/browser-notifications-card.tsx';
import { NotificationList } from '@/features/notifications/components/notification-list.tsx';
import { PushOptIn } from '@/features/push/components/push-opt-in.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useT } from '@/lib/i18n.tsx';
import { memberMessages } from './messages/index.ts';

export default function NotificationsRoute() {
  const t = useT(memberMessages);
  useDocumentTitle(t('notifications.title'));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={t('notifications.title')} description={t('notifications.description')} />
      <div className="grid gap-8">
        <BrowserNotificationsCard />
        <PushOptIn />
        <NotificationList />
      </div>
    </div>
  );
}
