/*
 * Registered at start-up. It shows the notification pop-ups (spec §4, §9), whether an open tab hands
 * them over (web/src/features/notifications/hooks/use-browser-popups.ts) or the server pushes one
 * with every tab closed (functions/lib/push.ts); both carry the NotificationPopup shape of
 * shared/notification-popup.ts. It deliberately has no fetch handler: every request, API answers
 * above all, goes to the network untouched, so a signed-out or changed session can never be
 * answered from a stale cache.
 */

/** Spec §9: pop-ups close after 5 s, except those that wait for the member (invitations). */
const POPUP_SHOWN_FOR_MS = 5000;

const GENERIC_POPUP = {
  title: 'New notification',
  body: '',
  url: '/notifications',
  tag: 'notification',
  requireInteraction: false,
};

const isAppPath = (url) => typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');

/** A pushed payload is only trusted as far as its shape: anything else becomes the generic pop-up. */
function popupFrom(value) {
  if (
    value &&
    typeof value.title === 'string' &&
    typeof value.body === 'string' &&
    isAppPath(value.url) &&
    typeof value.tag === 'string' &&
    typeof value.requireInteraction === 'boolean'
  ) {
    return value;
  }
  return GENERIC_POPUP;
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The worker closes its own pop-ups: a page's timer would run late in a background tab, which is
 * where pop-ups matter, and a push has no page at all. Closing happens inside the event's
 * waitUntil, which keeps the worker alive for the 5 s.
 */
async function showPopup({ title, body, url, tag, requireInteraction }) {
  // A pop-up's own stamp, so closing this one never closes a newer one shown under the same tag.
  const shownAt = Date.now();
  await self.registration.showNotification(title, {
    body,
    tag,
    requireInteraction,
    timestamp: shownAt,
    icon: '/favicon.svg',
    data: { url },
  });
  if (requireInteraction) return;
  await wait(POPUP_SHOWN_FOR_MS);
  const shown = await self.registration.getNotifications({ tag });
  for (const popup of shown) if (popup.timestamp === shownAt) popup.close();
}

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  if (event.data?.type !== 'show-popups' || !Array.isArray(event.data.popups)) return;
  event.waitUntil(Promise.all(event.data.popups.map((popup) => showPopup(popupFrom(popup)))));
});

self.addEventListener('push', (event) => {
  let payload = null;
  try {
    payload = event.data?.json() ?? null;
  } catch {
    // Not JSON: still tell the member something arrived.
  }
  event.waitUntil(showPopup(popupFrom(payload)));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = isAppPath(event.notification.data?.url) ? event.notification.data.url : GENERIC_POPUP.url;
  event.waitUntil(
    (async () => {
      const [open] = await self.clients.matchAll({ type: 'window' });
      if (!open) {
        await self.clients.openWindow(url);
        return;
      }
      // Focus first, while the click still allows it; a browser that refuses still gets the page.
      await open.focus().catch(() => undefined);
      await open.navigate(url);
    })(),
  );
});
