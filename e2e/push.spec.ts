/**
 * Web Push on /notifications (docs/web-push.md): the card's states, and turning push on and off for
 * this browser.
 *
 * Headless Chromium has no push service (its subscribe fails), so a real delivery cannot be shown
 * here: the integration tests deliver to a push-service stand-in instead (functions/notifications/push.test.ts).
 * What a browser without a push service does is tested as is; to see the card on and off, the page's
 * PushManager is replaced by one that hands out a subscription as a push service would, and the
 * server's real routes store and remove it. "Not available on this server" is answered by a
 * routed key, since the test stack always has keys.
 */
import type { Page } from '@playwright/test';
import { enterAsNewMember } from './support/content.ts';
import { expectToast } from './support/membership.ts';
import { WHOLE_CHROMIUM } from './support/browsers.ts';
import { expect, expectAccessible, test } from './support/test.ts';

// Notification permission as a browser has it (the headless shell denies it to every site).
test.use({ launchOptions: WHOLE_CHROMIUM });

const card = (page: Page) => page.getByRole('region', { name: 'Notifications on this device' });
const toggle = (page: Page) => card(page).getByRole('switch', { name: 'Notifications on this device' });

async function screenshots(page: Page, state: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await card(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`push-${state}-${width}-${colorScheme}.png`) });
    }
    await expectAccessible(page, `/notifications, push ${state}, ${colorScheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * A PushManager that subscribes at once, with a real P-256 key and auth secret, as a push service
 * would. The subscription is kept in sessionStorage, so that like a real one it outlives the page:
 * what Sign Out leaves of it can be read on the page after. Its endpoint is on loopback http, which
 * only the local stack accepts (docs/web-push.md): an https name would be resolved, and refused.
 */
const fakePushService = () => {
  const STORE = 'fake-push-subscription';
  const base64url = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const fromBase64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
  const stored = (): PushSubscription | null => {
    const saved = sessionStorage.getItem(STORE);
    if (!saved) return null;
    const { endpoint, p256dh, auth, key } = JSON.parse(saved) as Record<'endpoint' | 'p256dh' | 'auth' | 'key', string>;
    return {
      endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: fromBase64url(key) },
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
      unsubscribe: async () => {
        sessionStorage.removeItem(STORE);
        return true;
      },
      getKey: () => null,
    };
  };
  PushManager.prototype.getSubscription = async () => stored();
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const p256dh = base64url(await crypto.subtle.exportKey('raw', pair.publicKey));
    const auth = base64url(crypto.getRandomValues(new Uint8Array(16)).buffer);
    const endpoint = `http://127.0.0.1:9/send/${auth}`;
    sessionStorage.setItem(STORE, JSON.stringify({ endpoint, p256dh, auth, key: options!.applicationServerKey as string }));
    return stored()!;
  };
};

/** Whether this browser has a service worker, and a push subscription through it. */
const pushOfThisBrowser = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { registered: !!registration, subscribed: !!(await registration?.pushManager.getSubscription()) };
  });

const signOut = (page: Page) => page.getByTestId('desktop-sidebar').getByRole('link', { name: 'Sign Out' }).click();

test('the card turns push on and off for this browser, and says why when it cannot', async ({ page, context }) => {
  // Four states, each at two widths in light and dark.
  test.slow();
  await context.grantPermissions(['notifications']);
  await enterAsNewMember(page, 'Pushed');
  await page.goto('/notifications');
  await expect(card(page)).toContainText('Turn on to hear of new notifications on this device, even with every tab closed.');
  await expect(toggle(page)).not.toBeChecked();
  await screenshots(page, 'off');

  // This Chromium's own push service cannot be reached: a kind toast, and push stays off.
  await toggle(page).click();
  await expectToast(page, 'Push notifications unavailable', "This browser could not reach its push service, so it can't be notified while its tabs are closed. Please try again later.");
  await expect(toggle(page)).not.toBeChecked();
  await expect(toggle(page)).toBeEnabled();

  // With a push service, on is a stored subscription and off removes it.
  await page.addInitScript(fakePushService);
  await page.reload();
  const stored = page.waitForResponse((r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST');
  await toggle(page).click();
  expect((await stored).status()).toBe(201);
  await expect(toggle(page)).toBeChecked();
  await expect(card(page)).toContainText('This device hears of new notifications, even with every tab closed.');
  await screenshots(page, 'on');
  const removed = page.waitForResponse((r) => r.url().endsWith('/api/push/subscriptions/remove'));
  await toggle(page).click();
  expect((await removed).status()).toBe(200);
  await expect(toggle(page)).not.toBeChecked();

  // A deployment without keys.
  await page.route('**/api/push/public-key', (route) => route.fulfill({ json: { publicKey: null } }));
  await page.reload();
  await expect(card(page)).toContainText('Push notifications are not available on this server.');
  await expect(toggle(page)).toHaveCount(0);
  await screenshots(page, 'unavailable');
  await page.unroute('**/api/push/public-key');

  // Headless Chromium answers a request for permission with 'denied'.
  await context.clearPermissions();
  await page.reload();
  await toggle(page).click();
  await expect(card(page)).toContainText("Notifications are blocked for this site. To use push, allow them in your browser's settings.");
  await expect(toggle(page)).toHaveCount(0);
  await screenshots(page, 'denied');

  // A browser without the Push API.
  await page.addInitScript(() => Reflect.deleteProperty(window, 'PushManager'));
  await page.reload();
  await expect(card(page)).toContainText('This browser cannot receive push notifications.');
  await expect(toggle(page)).toHaveCount(0);
});

/**
 * Safari in an iPhone's tab, as far as the page can tell: no Push API, no notifications, and
 * WebKit's `navigator.standalone` false (true in the app added to the Home Screen).
 */
const iphoneTab = () => {
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
  Object.defineProperty(Navigator.prototype, 'standalone', { get: () => false, configurable: true });
};

test("in an iPhone's Safari tab the card says calmly where notifications come instead: the app on the Home Screen", async ({ page }) => {
  await page.addInitScript(iphoneTab);
  await enterAsNewMember(page, 'Iphone');
  await page.goto('/notifications');
  await expect(card(page)).toContainText('On iPhone and iPad, notifications come to the app on your Home Screen: tap Share, then Add to Home Screen, and open it from there.');
  await expect(toggle(page)).toHaveCount(0);
  // Nothing there asks for a permission that tab cannot give.
  await expect(page.getByRole('button', { name: 'Enable Notifications' })).toHaveCount(0);
  await screenshots(page, 'iphone-tab');
});

test('Sign Out leaves this browser unsubscribed, so the next person here gets no pop-up of the last', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await page.addInitScript(fakePushService);
  await enterAsNewMember(page, 'Leaving');
  await page.goto('/notifications');
  const stored = page.waitForResponse((r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST');
  await toggle(page).click();
  expect((await stored).status()).toBe(201);
  await expect(toggle(page)).toBeChecked();
  expect(await pushOfThisBrowser(page)).toEqual({ registered: true, subscribed: true });

  // Through the user menu: the link sits in a menu item there.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await pushOfThisBrowser(page)).toEqual({ registered: true, subscribed: false });
});

test('Sign Out is as quick where the browser has no push at all', async ({ page }) => {
  await page.addInitScript(() => Reflect.deleteProperty(window, 'PushManager'));
  await enterAsNewMember(page, 'Pushless');
  await signOut(page);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});
