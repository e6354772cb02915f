/*
 * Registered at start-up. It shows the notification pop-ups (spec §4, §9), whether an open tab hands
 * them over (web/src/features/notifications/hooks/use-browser-popups.ts) or the server pushes one
 * with every tab closed (functions/lib/push.ts); both carry the NotificationPopup shape of
 * shared/notification-popup.ts.
 *
 * It also keeps the app shell for repeat visits, and nothing else:
 * - PRECACHE is this build's app shell, written in by the build (web/build/web-app.ts): the entry
 *   script and what it imports, their stylesheets and the web app manifest. A new build
 *   is a new list, so a new worker, and installing caches exactly the files of its build (the
 *   member area's chunks are cached when a member's visit first asks for them, not fetched for
 *   every visitor), with the app shell at / itself.
 * - Hashed files under /assets/ are content-addressed (a name never changes meaning), so they are
 *   answered cache-first from ASSET_CACHE: the second visit's entry script and styles come from here.
 * - Navigations go to the network first, always: a deploy's new HTML (and the new asset names in
 *   it) is what the member gets. Only when the network fails (offline) is the last copy of that
 *   page, or else of the app shell at /, answered from PAGE_CACHE. The manifest, whose name has
 *   no hash either, is likewise asked of the network first.
 * - /api/* and /media/* bypass the worker entirely where the browser supports static routing, and
 *   every other request is left to the browser: an API answer, which is private and changes with
 *   the session, is never answered from a cache.
 * Neither cache grows forever: each keeps its newest entries (the oldest inserted go first), which
 * after a deploy drops the previous builds' assets before the current ones.
 */

/** `{ url, revision? }` each; a revision (for a name without a hash) only makes a changed file change the worker. */
const PRECACHE = [];

const ASSET_CACHE = 'hashed-assets';
const PAGE_CACHE = 'pages';
const MAX_ASSETS = 300;
const MAX_PAGES = 20;
const APP_SHELL = '/';
// The server varies compressed answers on Accept-Encoding, which the worker's requests never show;
// the browser decodes before caching, so one stored copy serves every request.
const MATCH = { ignoreVary: true };

const sameOrigin = (url) => url.origin === self.location.origin;
const isAsset = (url) => sameOrigin(url) && url.pathname.startsWith('/assets/');
const UNHASHED = new Set(PRECACHE.filter((entry) => entry.revision).map((entry) => entry.url));
const isUnhashedShellFile = (url) => sameOrigin(url) && UNHASHED.has(url.pathname);
const bypassesWorker = (url) => url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/');

/** The app shell stays whatever else goes: it is the offline answer for every page never visited. */
async function keepNewest(cache, max) {
  const keys = (await cache.keys()).filter((key) => new URL(key.url).pathname !== APP_SHELL);
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

async function cacheAsset(request, response) {
  const cache = await caches.open(ASSET_CACHE);
  await cache.put(request, response);
  await keepNewest(cache, MAX_ASSETS);
}

async function fromAssetCache(request) {
  const cached = await caches.match(request, { ...MATCH, cacheName: ASSET_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cacheAsset(request, response.clone());
  return response;
}

/** Re-put so the page moves to the end of the cache's order: the newest are kept. */
async function cachePage(path, response) {
  const cache = await caches.open(PAGE_CACHE);
  await cache.delete(path);
  await cache.put(path, response);
  await keepNewest(cache, MAX_PAGES);
}

async function networkFirstPage(event, url) {
  try {
    const response = await fetch(event.request);
    if (response.ok && response.type === 'basic' && response.headers.get('content-type')?.startsWith('text/html')) {
      event.waitUntil(cachePage(url.pathname, response.clone()));
    }
    return response;
  } catch (offline) {
    const cache = await caches.open(PAGE_CACHE);
    const cached = (await cache.match(url.pathname, MATCH)) ?? (await cache.match(APP_SHELL, MATCH));
    if (cached) return cached;
    throw offline;
  }
}

/** Offline, a file of the shell whose name has no hash (the manifest) is answered by its last copy. */
async function networkFirstFile(request) {
  try {
    return await fetch(request);
  } catch (offline) {
    const cached = await caches.match(request, { ...MATCH, cacheName: ASSET_CACHE });
    if (cached) return cached;
    throw offline;
  }
}

/** The app shell at / and this build's files, cached while installing. */
async function cacheShell() {
  const response = await fetch(APP_SHELL, { cache: 'no-cache' });
  if (response.ok) await cachePage(APP_SHELL, response);
  const cache = await caches.open(ASSET_CACHE);
  await Promise.all(
    PRECACHE.map(async ({ url, revision }) => {
      // A hashed name already held is this very file; one without a hash is fetched afresh.
      if (!revision && (await cache.match(url, MATCH))) return;
      const file = await fetch(url, revision ? { cache: 'no-cache' } : undefined);
      if (file.ok) await cacheAsset(url, file);
    }),
  );
}

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

self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(
    Promise.all([
      // Static routing: these requests never start the worker at all.
      event.addRoutes?.([
        { condition: { urlPattern: '/api/*' }, source: 'network' },
        { condition: { urlPattern: '/media/*' }, source: 'network' },
      ]),
      // A shell that cannot be fetched now is cached by the next visit instead.
      cacheShell(),
    ]).catch(() => undefined),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name !== ASSET_CACHE && name !== PAGE_CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (isAsset(url)) {
    event.respondWith(fromAssetCache(request));
  } else if (isUnhashedShellFile(url)) {
    event.respondWith(networkFirstFile(request));
  } else if (request.mode === 'navigate' && sameOrigin(url) && !bypassesWorker(url)) {
    event.respondWith(networkFirstPage(event, url));
  }
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
