/**
 * Browser pop-ups (spec §4, §9): shown through the service worker only when the member allowed them
 * and only for what is newer than the last check; closed after 5 s unless they are invitations;
 * clicking one opens its post. The card on /notifications says which of the three states holds.
 *
 * The 30 s poll is driven by the page's clock (page.clock), so nothing waits for it; the service
 * worker keeps real time, so the 5 s close is real.
 */
import type { Browser, BrowserContext, Page, Worker } from '@playwright/test';
import type { Circle } from '#shared/types/circle.ts';
import type { Notification } from '#shared/types/notification.ts';
import { callApi } from './support/api.ts';
import { enterAsNewMember, postAs, type Member } from './support/content.ts';
import { currentUser } from './support/long-data.ts';
import { uniqueSuffix } from './support/membership.ts';
import { WHOLE_CHROMIUM } from './support/browsers.ts';
import { expect, expectAccessible, test } from './support/test.ts';

// Notification permission as a browser has it (the headless shell denies it to every site).
test.use({ launchOptions: WHOLE_CHROMIUM });

/** Spec §9: the last check is polled every 30 s. */
const LAST_CHECK_POLL_MS = 30_000;

interface ShownPopup {
  title: string;
  body: string;
  tag: string;
  requireInteraction: boolean;
  url: unknown;
}

/** What the system shows right now, read from the worker's registration as the page sees it. */
const shownPopups = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map(
      (n): ShownPopup => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        requireInteraction: n.requireInteraction,
        url: (n.data as { url?: unknown } | null)?.url,
      }),
    ),
  );

const card = (page: Page) => page.getByRole('region', { name: 'Browser notifications' });

async function otherMember(browser: Browser, label: string): Promise<{ page: Page; member: Member }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  return { page, member: await enterAsNewMember(page, label) };
}

/** Signs a new member in and waits for their first check: from then on, what arrives is news. */
async function enterAndSettle(page: Page, label: string): Promise<{ member: Member; userId: string }> {
  const member = await enterAsNewMember(page, label);
  const { id: userId } = await currentUser(page);
  await expect.poll(() => storedCheck(page)).toMatchObject({ userId });
  return { member, userId };
}

const storedCheck = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('popupsLastCheck') ?? 'null') as { userId: string; timestamp: string } | null);

/** The newest notification's time as the server says: the stored check reaches it once a check has run. */
async function expectCheckedUpTo(page: Page): Promise<void> {
  const [newest] = await callApi<Notification[]>(page, 'GET', '/api/notifications');
  await expect.poll(async () => (await storedCheck(page))?.timestamp).toBe(newest?.createdAt);
}

async function serviceWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? context.waitForEvent('serviceworker');
}

/** Playwright cannot click a system pop-up: the worker gets the same event the click would give it. */
async function clickPopup(context: BrowserContext, tag: string): Promise<void> {
  const worker = await serviceWorker(context);
  await worker.evaluate(async (popupTag) => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent: (event: Event) => boolean;
      NotificationEvent: new (type: string, init: { notification: globalThis.Notification }) => Event;
    };
    const [popup] = await scope.registration.getNotifications({ tag: popupTag });
    if (!popup) throw new Error(`no pop-up tagged ${popupTag}`);
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: popup }));
  }, tag);
}

/** Headless Chromium never hides a tab: it is told so the way a browser tells it, where pop-ups matter most. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

async function screenshots(page: Page, state: string): Promise<void> {
  await page.goto('/notifications');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await expect(card(page)).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`notifications-${state}-${width}-${colorScheme}.png`) });
    }
    await expectAccessible(page, `/notifications, browser notifications ${state}, ${colorScheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('with permission a reply pops up, closes after 5 s and opens its post; an invitation stays', async ({ page, context, browser }) => {
  // Two members in two browsers, and a pop-up's real 5 s.
  test.slow();
  await context.grantPermissions(['notifications']);
  await page.clock.install();
  const { userId } = await enterAndSettle(page, 'Heard');
  const post = await postAs(page, { content: `What stays when the words stop? ${uniqueSuffix()}` });
  await page.goto('/notifications');
  await expect(card(page)).toContainText('Browser notifications are enabled');
  await expect(card(page).getByRole('button')).toHaveCount(0);

  const other = await otherMember(browser, 'Answer');
  const long = 'The breath, and under it a quiet that was there before the question and stays after it, patient and wide.';
  await postAs(other.page, { type: 'reply', parentId: post.id, content: long });
  const [reply] = await callApi<Notification[]>(page, 'GET', '/api/notifications');
  expect(reply!.message.length).toBeGreaterThan(100);

  await hide(page);
  await page.clock.fastForward(LAST_CHECK_POLL_MS);
  await expect.poll(() => shownPopups(page), { timeout: 4000 }).toEqual([
    {
      title: 'New reflection on your post',
      body: `${reply!.message.slice(0, 100).trimEnd()}…`,
      tag: `notification-${reply!.id}`,
      requireInteraction: false,
      url: `/posts/${post.id}`,
    },
  ]);
  const seenAt = Date.now();
  await expect.poll(() => shownPopups(page), { timeout: 10_000 }).toEqual([]);
  expect(Date.now() - seenAt).toBeGreaterThan(3000);
  await expectCheckedUpTo(page);

  // Nothing new: the next poll shows nothing again.
  const polled = page.waitForResponse('**/api/notifications/last-check');
  await page.clock.fastForward(LAST_CHECK_POLL_MS);
  await polled;
  expect(await shownPopups(page)).toEqual([]);

  // An invitation waits for the member; clicking a pop-up opens what it points at and closes it.
  const circle = await callApi<Circle>(other.page, 'POST', '/api/circles', { name: `Dawn ${uniqueSuffix()}`, description: 'Early sitting.', isPrivate: true });
  await callApi(other.page, 'POST', `/api/circles/${circle.id}/invite-user`, { inviteeUserId: userId });
  await postAs(other.page, { type: 'reply', parentId: post.id, content: 'Yes.' });
  await page.clock.fastForward(LAST_CHECK_POLL_MS);
  const titles = async () => (await shownPopups(page)).map((p) => `${p.title} ${p.requireInteraction}`).sort();
  await expect.poll(titles, { timeout: 4000 }).toEqual(['New Circle Invitation true', 'New reflection on your post false']);
  const replyPopup = (await shownPopups(page)).find((p) => !p.requireInteraction)!;
  await clickPopup(context, replyPopup.tag);
  await expect(page).toHaveURL(`/posts/${post.id}`);
  expect(await titles()).toEqual(['New Circle Invitation true']);
  // Past the 5 s every other pop-up lives, the invitation is still there.
  await page.waitForTimeout(6000);
  expect(await titles()).toEqual(['New Circle Invitation true']);
  await screenshots(page, 'granted');
});

test('without permission nothing pops up; the card offers, then says they are blocked', async ({ page, browser }) => {
  test.slow();
  await enterAndSettle(page, 'Unheard');
  const post = await postAs(page, { content: `Is anyone listening? ${uniqueSuffix()}` });
  await page.goto('/notifications');
  // Headless Chromium starts at 'default' and answers a request for permission with 'denied'.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await expect(card(page)).toContainText('Enable browser notifications');
  await screenshots(page, 'default');

  const other = await otherMember(browser, 'Speaker');
  await postAs(other.page, { type: 'reply', parentId: post.id, content: 'I am.' });
  await page.reload();
  await expectCheckedUpTo(page);
  expect(await shownPopups(page)).toEqual([]);

  await card(page).getByRole('button', { name: 'Enable Notifications' }).click();
  await expect(card(page)).toContainText('Browser notifications are blocked');
  await expect(card(page).getByRole('button')).toHaveCount(0);
  expect(await page.evaluate(() => Notification.permission)).toBe('denied');
  await screenshots(page, 'denied');

  await postAs(other.page, { type: 'reply', parentId: post.id, content: 'Still here.' });
  await page.reload();
  await expectCheckedUpTo(page);
  expect(await shownPopups(page)).toEqual([]);
});

test('a Web Push message shows the pop-up it carries; one without a readable pop-up shows a generic one', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const pushed = { title: 'New Circle Invitation', body: 'Someone invited you to join Dawn.', url: '/invitations', tag: 'notification-pushed', requireInteraction: true };
  const worker = await serviceWorker(context);
  // The push service's delivery, minus the encryption the browser has already removed by this point.
  await worker.evaluate(
    (payloads) => {
      const scope = self as unknown as {
        dispatchEvent: (event: Event) => boolean;
        PushEvent: new (type: string, init: { data?: string }) => Event;
      };
      for (const data of payloads) scope.dispatchEvent(new scope.PushEvent('push', data === null ? {} : { data }));
    },
    [JSON.stringify(pushed), 'not json', null],
  );
  const generic = { title: 'New notification', body: '', url: '/notifications', tag: 'notification', requireInteraction: false };
  await expect.poll(async () => (await shownPopups(page)).sort((a, b) => a.tag.localeCompare(b.tag))).toEqual([generic, pushed]);
});
