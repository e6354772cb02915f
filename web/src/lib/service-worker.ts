/** The spec registers /sw.js at start-up; a failure (unsupported, private mode) changes nothing for the user. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
    console.warn('Service worker registration failed:', error);
  });
}
