/**
 * This browser's Web Push subscription (docs/web-push.md): what the push feature turns on and off,
 * and what Sign Out drops before it leaves the page.
 */
import { SESSION } from '@/config/limits.ts';

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Drops this browser's subscription at its push service, so that the next person at a shared
 * computer meets no pop-up of this member's and no switch left on. Settles within
 * `SESSION.unsubscribeWait` whatever happens (no push support, permission denied, a push service
 * that does not answer): Sign Out stays quick, and the server has already ended the subscription
 * with the session.
 */
export function unsubscribeThisBrowser(): Promise<void> {
  const dropped = currentPushSubscription()
    .then((subscription) => subscription?.unsubscribe())
    .then(
      () => undefined,
      () => undefined,
    );
  return Promise.race([dropped, new Promise<void>((resolve) => setTimeout(resolve, SESSION.unsubscribeWait))]);
}
