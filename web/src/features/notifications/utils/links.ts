import type { Notification } from '#shared/types/notification.ts';
import { paths } from '@/config/paths.ts';

/** Only paths inside the app are followed; anything else is not a link we made. */
export const isAppPath = (link: string | null): link is string => !!link && link.startsWith('/') && !link.startsWith('//');

/** Where a notification leads: its post first, else its own link inside the app. */
export const notificationHref = (notification: Notification): string | null =>
  notification.relatedPostId ? paths.post.getHref(notification.relatedPostId) : isAppPath(notification.link) ? notification.link : null;
