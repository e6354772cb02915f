/**
 * Which browser pop-ups one check shows, and the stored check they start from. Spec §3 keeps the
 * last-check timestamp in the browser; §4 shows only notifications newer than it.
 */
import { type NotificationPopup, popupOf } from '#shared/notification-popup.ts';
import type { Notification } from '#shared/types/notification.ts';
import { POPUPS_AT_ONCE } from '@/config/limits.ts';
import { paths } from '@/config/paths.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage.ts';

/** Server timestamps only, never this device's clock: a clock that is off must not hide or repeat pop-ups. */
export const isAfter = (a: string, b: string): boolean => Date.parse(a) > Date.parse(b);

/**
 * The unread notifications made after the previous check and up to this one (later ones are the
 * next check's), the newest few one by one and the rest summed up in one pop-up.
 */
export function popupsFor(newestFirst: Notification[], after: string, upTo: string): NotificationPopup[] {
  const fresh = newestFirst.filter((n) => !n.isRead && isAfter(n.createdAt, after) && !isAfter(n.createdAt, upTo));
  if (fresh.length <= POPUPS_AT_ONCE) return fresh.map(popupOf);
  return [
    ...fresh.slice(0, POPUPS_AT_ONCE).map(popupOf),
    {
      title: `${fresh.length} new notifications`,
      body: 'Open your notifications to see them all.',
      url: paths.notifications.getHref(),
      tag: 'notifications-summary',
      requireInteraction: false,
    },
  ];
}

interface StoredCheck {
  userId: string;
  timestamp: string;
}

/** The check this browser last dealt with for this member; another member's, or none, is null. */
export function readLastCheck(userId: string): string | null {
  try {
    const stored = JSON.parse(readStorage('local', STORAGE_KEYS.popupsLastCheck) ?? 'null') as Partial<StoredCheck> | null;
    return stored?.userId === userId && typeof stored.timestamp === 'string' ? stored.timestamp : null;
  } catch {
    return null;
  }
}

export function writeLastCheck(userId: string, timestamp: string): void {
  writeStorage('local', STORAGE_KEYS.popupsLastCheck, JSON.stringify({ userId, timestamp } satisfies StoredCheck));
}
