/**
 * What a notification looks like as a system pop-up, the same whichever way it arrives: shown by
 * the service worker for an open tab (web/src/features/notifications/hooks/use-browser-popups.ts)
 * or pushed by the server with every tab closed (functions/notifications/workflows/push.ts). Spec §9: a post's body is
 * cut at 100 characters with an ellipsis; invitation pop-ups wait for the member, others do not.
 */
import { appLinks } from './app-links.ts';
import { snippet } from './snippet.ts';
import type { Notification } from './types/notification.ts';

export const POPUP_BODY_CHARS = 100;

export interface NotificationPopup {
  title: string;
  body: string;
  /** The app path clicking it opens: the post, else the notification's own link, else /notifications. */
  url: string;
  /** One pop-up per notification: a second delivery of the same one replaces the first. */
  tag: string;
  requireInteraction: boolean;
}

/** Only paths inside the app are followed; anything else is not a link we made. */
export const isAppPath = (link: string | null): link is string => !!link && link.startsWith('/') && !link.startsWith('//');

/** Where a notification leads, on the notifications page, in the bell and from a pop-up: its post first, else its own link inside the app. */
export const notificationLink = (notification: Pick<Notification, 'relatedPostId' | 'link'>): string | null =>
  notification.relatedPostId ? appLinks.post(notification.relatedPostId) : isAppPath(notification.link) ? notification.link : null;

export function popupOf(notification: Pick<Notification, 'id' | 'type' | 'title' | 'message' | 'relatedPostId' | 'link'>): NotificationPopup {
  return {
    title: notification.title,
    body: snippet(notification.message, POPUP_BODY_CHARS),
    url: notificationLink(notification) ?? '/notifications',
    tag: `notification-${notification.id}`,
    requireInteraction: notification.type === 'circle_invitation',
  };
}
