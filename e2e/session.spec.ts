import { MEMBER_EMAILS } from './support/accounts.ts';
import { enterAsAdmin } from './support/membership.ts';
import { expect, expectAccessible, test } from './support/test.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

test('the session-expiring dialog warns within 5 minutes and Extend Session renews for 30 days', async ({ page }) => {
  await page.clock.install();
  await enterAsAdmin(page, { email: MEMBER_EMAILS.sessionExpiry, name: 'Quiet Pine' });

  const stored = await page.evaluate(() => Number(localStorage.getItem('sessionExpiry')) - Date.now());
  expect(stored).toBeGreaterThan(29 * DAY);

  // Bring the end close, and reload so the 60-second checks start from a known moment.
  await page.evaluate((ms) => localStorage.setItem('sessionExpiry', String(Date.now() + ms)), 6.5 * MINUTE);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Quiet Pine' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  // The first check after a minute finds 5½ minutes left: no warning yet…
  await page.clock.runFor(MINUTE);
  await expect(page.getByRole('dialog')).toBeHidden();

  // …the next finds under 5.
  await page.clock.runFor(MINUTE);
  const dialog = page.getByRole('dialog', { name: 'Session Expiring Soon' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your session will expire in 5 minutes. Would you like to extend your session?');
  await expectAccessible(page, 'session-expiring dialog');

  const refreshed = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/refresh-session') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Extend Session' }).click();
  expect((await refreshed).status()).toBe(200);
  await expect(dialog).toBeHidden();
  const extended = await page.evaluate(() => Number(localStorage.getItem('sessionExpiry')) - Date.now());
  expect(extended).toBeGreaterThan(29 * DAY);
});

test('a 401 while signed in: Unauthorized toast, then sign-in again after 500 ms', async ({ page, context }) => {
  await page.clock.install();
  await enterAsAdmin(page, { email: MEMBER_EMAILS.unauthorized, name: 'Still Lake' });

  // The toaster loads once the page is first idle (app/provider.tsx), and React shows a component
  // that has loaded late on a timer: with the clock stopped before that, the toast would be raised
  // into a toaster that never appears. So the page settles first, its toaster in place.
  const toasts = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(toasts).toBeAttached();
  // Stop the clock, so the redirect's 500 ms wait happens only when the test says so; then the
  // session ends under the page, and the next data fetch (opening Members) meets a 401.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await context.clearCookies();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Members' }).click();

  await expect(toasts).toContainText('UnauthorizedYou are logged out. Logging in again...');
  // The content spec's "Not authenticated": a destructive toast.
  await expect(toasts.getByRole('listitem').filter({ hasText: 'Unauthorized' })).toHaveAttribute('data-variant', 'destructive');
  await expect(page).toHaveURL('/members');

  await page.clock.runFor(500);
  await expect(page.getByText('Local development sign-in')).toBeVisible();
});
