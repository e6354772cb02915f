/**
 * Privacy → "Where you are signed in" (issue 15 §3): a member signed in on two browsers sees both,
 * this one marked, and signs the other out; that browser is signed out at once (its next request
 * meets a 401 and the app sends it back through sign-in).
 */
import type { Browser, Page } from '@playwright/test';
import { inEveryLook } from './support/looks.ts';
import { approvedAccount, dismissToasts, enterHome, expectToast, signInQuietly, uniqueSuffix } from './support/membership.ts';
import { uniqueEmail } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/** Safari on an iPhone, as the other browser: its own label in the list. */
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** The same member, signed in on a second browser of their own (its own cookies). */
async function secondBrowser(browser: Browser, email: string, name: string): Promise<Page> {
  const context = await browser.newContext({ userAgent: IPHONE });
  const page = await context.newPage();
  await signInQuietly(page, email);
  await enterHome(page, name);
  return page;
}

const sessionsCard = (page: Page) => page.getByRole('region', { name: 'Where you are signed in' });
const rowsOf = (page: Page) => sessionsCard(page).getByRole('list', { name: 'Signed-in browsers' }).getByRole('listitem');

async function openPrivacyTab(page: Page): Promise<void> {
  await page.goto('/profile-settings?tab=privacy');
  await expect(page.getByRole('tab', { name: 'Privacy', selected: true })).toBeVisible();
}

test('signs another browser out from the Privacy tab: that browser is signed out at once', async ({ page, browser }) => {
  const email = uniqueEmail('sessions');
  const name = `Harbour ${uniqueSuffix()}`;
  await approvedAccount(page, email, name);
  const phone = await secondBrowser(browser, email, name);

  await openPrivacyTab(page);
  const rows = rowsOf(page);
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('This browser');
  await expect(rows.first()).toContainText('Chrome on Linux');
  await expect(rows.first().getByRole('button')).toHaveCount(0);
  const phoneRow = rows.filter({ hasText: 'Safari on iOS' });
  await expect(phoneRow).toContainText('Last used');
  await expect(sessionsCard(page).getByRole('button', { name: 'Sign out all other sessions' })).toBeVisible();

  await inEveryLook(page, 'the Privacy tab with two browsers', async (look) => {
    // In the middle of the window: clear of the phone's top bar and bottom bar.
    await sessionsCard(page).evaluate((card) => card.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: test.info().outputPath(`privacy-sessions-${look}.png`) });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });

  // By keyboard, as a screen-reader user would: the button names what it signs out.
  const signOut = phoneRow.getByRole('button', { name: 'Sign out' });
  await expect(signOut).toHaveAccessibleDescription(/Safari on iOS/);
  await signOut.focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Signed out', 'Safari on iOS is signed out. It will need to sign in again.');
  await expect(rows).toHaveCount(1);
  await expect(sessionsCard(page)).toContainText('You are not signed in anywhere else.');
  await expect(sessionsCard(page).getByRole('button', { name: 'Sign out all other sessions' })).toHaveCount(0);

  // The phone's cookies open nothing now: its next request is refused, and the app signs it in again.
  expect((await phone.request.get('/api/auth/user')).status()).toBe(401);
  await phone.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Members' }).click();
  await expectToast(phone, 'Unauthorized', 'You are logged out. Logging in again...');
  await expect(phone.getByText('Local development sign-in')).toBeVisible();

  // This browser is still signed in.
  await page.reload();
  await expect(rows).toHaveCount(1);
  await phone.context().close();
});

test('"Sign out all other sessions" asks first, then keeps only this browser; failures say so', async ({ page, browser }) => {
  const email = uniqueEmail('sessions-all');
  const name = `Lantern ${uniqueSuffix()}`;
  await approvedAccount(page, email, name);
  const others = [await secondBrowser(browser, email, name), await secondBrowser(browser, email, name)];

  // The list failing to load says so, and Try again brings it (the real stack cannot fail on demand).
  const list = '**/api/user/sessions';
  await page.route(list, (route) => route.fulfill({ status: 500, json: { message: 'internal' } }));
  await openPrivacyTab(page);
  await expect(sessionsCard(page).getByRole('heading', { name: 'Your sessions could not be loaded' })).toBeVisible();
  await page.unroute(list);
  await sessionsCard(page).getByRole('button', { name: 'Try again' }).click();
  await expect(rowsOf(page)).toHaveCount(3);

  const signOutOthers = sessionsCard(page).getByRole('button', { name: 'Sign out all other sessions' });
  const dialog = page.getByRole('alertdialog', { name: 'Sign out all other sessions?' });
  const everyOther = '**/api/user/sessions/sign-out-others';
  await page.route(everyOther, (route) => route.fulfill({ status: 500, json: { message: 'internal' } }));
  await signOutOthers.click();
  await dialog.getByRole('button', { name: 'Sign out others' }).click();
  await expectToast(page, 'Error', 'Failed to sign out your other browsers. Please try again.');
  await dismissToasts(page);
  await page.unroute(everyOther);
  await expect(rowsOf(page)).toHaveCount(3);

  await signOutOthers.click();
  await expect(dialog).toContainText('This signs out the 2 other browsers.');
  await dialog.getByRole('button', { name: 'Sign out others' }).click();
  await expectToast(page, 'Signed out everywhere else', '2 other browsers are signed out. This one stays signed in.');
  await dismissToasts(page);
  await expect(rowsOf(page)).toHaveCount(1);
  await expect(rowsOf(page).first()).toContainText('This browser');

  for (const other of others) {
    expect((await other.request.get('/api/auth/user')).status()).toBe(401);
    await other.context().close();
  }
});
