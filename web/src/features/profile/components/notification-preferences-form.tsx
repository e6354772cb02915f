import { type FormEvent, useId, useState } from 'react';
import { NOTIFICATION_FLAGS, type NotificationFlags, type User } from '#shared/types/user.ts';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences.ts';

const FLAG_TEXT: Record<keyof NotificationFlags, { label: string; description: string }> = {
  notifyAllPosts: { label: 'All new posts', description: 'Every new post shared in the community.' },
  notifyMainFeedPosts: { label: 'Main feed posts', description: 'New posts in the main feed.' },
  notifyReplies: { label: 'Replies', description: 'When someone replies to your posts.' },
  notifyReactions: { label: 'Reactions', description: 'When someone reacts to your posts.' },
  notifyCircleActivity: { label: 'Circle activity', description: 'New posts and members in your circles.' },
  notifyInvitations: { label: 'Circle invitations', description: 'When someone invites you to a circle.' },
};

/** Each toggle starts from the stored value, and on when none is stored (docs/decisions.md "Profile settings"). */
export const initialPreferences = (user: Partial<NotificationFlags>): NotificationFlags =>
  Object.fromEntries(NOTIFICATION_FLAGS.map((flag) => [flag, user[flag] ?? true])) as unknown as NotificationFlags;

export function NotificationPreferencesForm({ user }: { user: User }) {
  const id = useId();
  const [prefs, setPrefs] = useState<NotificationFlags>(() => initialPreferences(user));
  const save = useUpdateNotificationPreferences({
    onSuccess: () =>
      toast({ title: 'Notification Settings Updated', description: 'Your notification preferences have been saved.' }),
    onError: (error) =>
      toastError(error, 'Failed to update notification preferences. Please try again.', { preferServerMessage: true }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(prefs);
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-6">
      <ul className="grid divide-y divide-border">
        {NOTIFICATION_FLAGS.map((flag) => {
          const { label, description } = FLAG_TEXT[flag];
          return (
            <li key={flag} className="flex items-center justify-between gap-4 py-3">
              <div className="min-w-0">
                <Label htmlFor={`${id}-${flag}`}>{label}</Label>
                <p id={`${id}-${flag}-description`} className="text-muted-foreground">
                  {description}
                </p>
              </div>
              <Switch
                id={`${id}-${flag}`}
                checked={prefs[flag]}
                onCheckedChange={(checked) => setPrefs((current) => ({ ...current, [flag]: checked }))}
                aria-describedby={`${id}-${flag}-description`}
              />
            </li>
          );
        })}
      </ul>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? <Spinner /> : null}
        Save Preferences
      </Button>
    </form>
  );
}
