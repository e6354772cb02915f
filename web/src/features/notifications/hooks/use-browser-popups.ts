/**
 * Browser pop-ups while the member area is open (spec §4, §7, §9). Every 30 s the last check says
 * when the member's newest notification was made; when that is newer than what this browser last
 * dealt with, the unread notifications in between are handed to the service worker
 * (web/public/sw.js), which shows them, closes them after 5 s and opens their page when clicked.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NotificationPopup } from '#shared/notification-popup.ts';
import { useLastCheck } from '../api/get-last-check.ts';
import { fetchNotifications } from '../api/get-notifications.ts';
import { isAfter, popupsFor, readLastCheck, writeLastCheck } from '../utils/popups.ts';

/** What a member with no notification at all has seen: everything that comes later is new. */
const NO_NOTIFICATIONS = new Date(0).toISOString();

/** The message web/public/sw.js answers by showing the pop-ups it carries. */
interface ShowPopupsMessage {
  type: 'show-popups';
  popups: NotificationPopup[];
}

async function popupWorker(): Promise<ServiceWorker | null> {
  if (!('Notification' in window) || Notification.permission !== 'granted' || !('serviceWorker' in navigator)) return null;
  return (await navigator.serviceWorker.getRegistration())?.active ?? null;
}

/** Without permission nothing is shown, and granting it later does not bring these back. */
async function popUp(after: string, upTo: string, queryClient: QueryClient): Promise<void> {
  const worker = await popupWorker();
  if (!worker) return;
  // Through the shared query, so the bell and the page show the same fresh list.
  const popups = popupsFor(await fetchNotifications(queryClient), after, upTo);
  if (popups.length > 0) worker.postMessage({ type: 'show-popups', popups } satisfies ShowPopupsMessage);
}

async function popUpWhatIsNew(userId: string, newest: string, queryClient: QueryClient): Promise<void> {
  const previous = readLastCheck(userId);
  if (previous !== null && !isAfter(newest, previous)) return;
  // A browser's first check for this member only remembers: what came before is no news.
  if (previous !== null) await popUp(previous, newest, queryClient);
  writeLastCheck(userId, newest);
}

/** `enabled`: false holds the first check back (the shell checks once the first screen is drawn). */
export function useBrowserPopups(userId: string, enabled = true): void {
  const queryClient = useQueryClient();
  const { data } = useLastCheck(enabled);
  useEffect(() => {
    if (!data) return;
    // Every tab polls; the lock lets one at a time read, show and write the stored check, so no
    // pop-up is shown by two tabs. A failed check has not moved it: the next poll tries again.
    navigator.locks
      .request('browser-popups', () => popUpWhatIsNew(userId, data.timestamp ?? NO_NOTIFICATIONS, queryClient))
      .catch((error: unknown) => console.warn('Browser pop-ups skipped:', error));
  }, [data, userId, queryClient]);
}
