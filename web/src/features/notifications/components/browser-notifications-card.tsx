import { BellOff, BellRing, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';

type Permission = NotificationPermission | 'unsupported';

const currentPermission = (): Permission => ('Notification' in window ? Notification.permission : 'unsupported');

/** Spec §4: default offers to enable; denied says they are blocked; granted says they are on. */
export function BrowserNotificationsCard() {
  const [permission, setPermission] = useState<Permission>(currentPermission);
  if (permission === 'unsupported') return null;

  const enable = async () => {
    try {
      setPermission(await Notification.requestPermission());
    } catch {
      setPermission(currentPermission());
    }
  };

  const { icon: Icon, title, body } = {
    default: {
      icon: BellRing,
      title: 'Enable browser notifications',
      body: 'Hear about replies, reactions, new posts and invitations even when this tab is in the background.',
    },
    denied: {
      icon: BellOff,
      title: 'Browser notifications are blocked',
      body: "To turn them on, allow notifications for this site in your browser's settings.",
    },
    granted: {
      icon: CheckCircle2,
      title: 'Browser notifications are enabled',
      body: 'You will see a short pop-up when something new arrives.',
    },
  }[permission];

  return (
    <section aria-label="Browser notifications" className="flex flex-wrap items-center gap-4 rounded-3xl border border-border bg-card p-5">
      <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </div>
      <div className="min-w-0 flex-1 basis-48">
        <h2 className="font-semibold">{title}</h2>
        <p className="text-muted-foreground">{body}</p>
      </div>
      {permission === 'default' ? (
        <Button variant="secondary" onClick={() => void enable()}>
          Enable Notifications
        </Button>
      ) : null}
    </section>
  );
}
