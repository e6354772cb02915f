/*
 * Registered at start-up so the app can later receive pushes and be installed. It deliberately has
 * no fetch handler: every request, API answers above all, goes to the network untouched, so a
 * signed-out or changed session can never be answered from a stale cache.
 */
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
