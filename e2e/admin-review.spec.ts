import { MEMBERSHIP_ADMINS, uniqueEmail } from './support/accounts.ts';
import {
  approvedMember,
  approveFromPending,
  cardWith,
  enterAsAdmin,
  expectToast,
  pendingUsers,
  signIn,
  signOut,
  signUpAndWait,
  uniqueSuffix,
  waitingAccount,
} from './support/membership.ts';
import { expect, expectAccessible, test } from './support/test.ts';

const { reviewer } = MEMBERSHIP_ADMINS;

test('a sign-up waits until an admin approves from Pending, then gets in', async ({ page }) => {
  const email = uniqueEmail('waiting');
  const name = `Patient ${uniqueSuffix()}`;
  await signUpAndWait(page, email, name);
  await signOut(page);

  await enterAsAdmin(page, reviewer);
  await page.goto('/admin');
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats.getByRole('term')).toHaveText(['Total Users', 'Approved', 'Pending', 'Posts', 'Circles', 'Active']);
  await expect(stats.getByRole('definition')).toHaveText(Array(6).fill(/^\d+$/));
  const tabs = ['Pending', 'Users', 'Posts', 'Circles', 'Meditation', 'Reports', 'Export', 'Settings'];
  for (const [index, tab] of tabs.entries()) await expect(page.getByRole('tab').nth(index)).toHaveAccessibleName(tab);
  await expect(page.getByRole('tab')).toHaveCount(8);
  const card = cardWith(pendingUsers(page), email);
  await expect(card).toContainText(`Persona: ${name}`);
  await expect(card).toContainText('Hoping to listen more than I speak.');
  await expect(card).not.toContainText('Not Onboarded');
  await expectAccessible(page, 'admin pending tab');

  // Settings: auto-moderation's switches (saved for every admin: e2e/auto-moderation.spec.ts), off again after.
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'No reports to review' })).toBeVisible();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('button', { name: 'Configure' })).toBeDisabled();
  await page.getByRole('switch', { name: 'Auto-moderation' }).click();
  await expect(page.getByRole('switch', { name: 'Flag spam' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Delete automatically' })).toHaveText('After 3 reports');
  await expect(page.getByRole('combobox', { name: 'Hide for review' })).toHaveText('After 2 reports');
  await expectAccessible(page, 'admin settings tab');
  await page.getByRole('switch', { name: 'Auto-moderation' }).click();
  await expect(page.getByRole('switch', { name: 'Auto-moderation' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Flag spam' })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Auto-moderation' })).toBeEnabled();
  await page.getByRole('tab', { name: 'Pending' }).click();

  // Small screens carry the counts on the tab labels.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('tab', { name: /^Pending \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Users \(\d+\)$/ })).toBeVisible();
  // There the strip scrolls: the edge that hides tabs fades, and a half-hidden tab, once chosen,
  // scrolls fully into view. The tap is dispatched, since Playwright's click would scroll first.
  const strip = page.getByRole('tablist', { name: 'Admin sections' });
  await expect(strip).toHaveAttribute('data-more-after', 'true');
  await expect(strip).not.toHaveAttribute('data-more-before');
  const stripBox = (await strip.boundingBox())!;
  const halfHidden = await page.getByRole('tab').evaluateAll(
    (tabs, right) => tabs.findIndex((tab) => tab.getBoundingClientRect().right > right),
    stripBox.x + stripBox.width,
  );
  expect(halfHidden, 'a tab the strip cuts off').toBeGreaterThan(0);
  const chosen = page.getByRole('tab').nth(halfHidden);
  await chosen.dispatchEvent('mousedown', { button: 0 });
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  await expect
    .poll(async () => {
      const box = (await chosen.boundingBox())!;
      return box.x >= stripBox.x && box.x + box.width <= stripBox.x + stripBox.width;
    })
    .toBe(true);
  await expect(strip).toHaveAttribute('data-more-before', 'true');
  await page.getByRole('tab').last().dispatchEvent('mousedown', { button: 0 });
  await expect(strip).not.toHaveAttribute('data-more-after');
  await page.getByRole('tab', { name: /^Pending/ }).click();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(strip).not.toHaveAttribute('data-more-before');
  await expect(strip).not.toHaveAttribute('data-more-after');

  await approveFromPending(page, email);
  await signOut(page);

  await signIn(page, email);
  await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();

  // An ordinary member has no admin panel: no entry for it, and told so at /admin, then taken home after a second.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  await page.goto('/admin');
  await expectToast(page, 'Access Denied', "You don't have permission to access the admin panel.");
  await expect(page).toHaveURL('/', { timeout: 3000 });
  await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
});

test('an account that has not created a persona shows as Not Onboarded; a rejected one sees why it cannot enter', async ({
  page,
}) => {
  const silent = uniqueEmail('no-persona');
  await signIn(page, silent);
  await expect(page.getByRole('heading', { name: 'Create your anonymous persona' })).toBeVisible();
  await signOut(page);

  const rejected = uniqueEmail('rejected');
  await signUpAndWait(page, rejected, `Hopeful ${uniqueSuffix()}`);
  await signOut(page);

  await enterAsAdmin(page, reviewer);
  await page.goto('/admin');
  await expect(cardWith(pendingUsers(page), silent)).toContainText('Not Onboarded');
  await expect(cardWith(pendingUsers(page), silent)).toContainText('No persona yet');

  const card = cardWith(pendingUsers(page), rejected);
  await card.getByRole('button', { name: /^Reject/ }).click();
  await expectToast(page, 'User rejected', rejected);
  await expect(card).toHaveCount(0);

  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search users').fill(rejected);
  await expect(cardWith(page, rejected)).toContainText('Not Approved');
  await page.getByLabel('Search users').fill(silent);
  await expect(cardWith(page, silent)).toContainText('Pending Approval');
  await expect(cardWith(page, silent)).toContainText('Not Onboarded');
  await signOut(page);

  await signIn(page, rejected);
  await expect(page.getByRole('heading', { name: 'Your request to join was not approved' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Out' }).first()).toHaveAttribute('href', '/api/logout');
  await expectAccessible(page, 'rejected');
  // Every path leads to the same screen.
  await page.goto('/members');
  await expect(page.getByRole('heading', { name: 'Your request to join was not approved' })).toBeVisible();
});

test('an admin suspends a member after confirming, and reinstates them', async ({ page }) => {
  const email = uniqueEmail('suspend');
  const name = `Restless ${uniqueSuffix()}`;
  await approvedMember(page, email, name);

  await page.getByRole('tab', { name: 'Users' }).click();
  await expectAccessible(page, 'admin users tab');
  await page.getByLabel('Search users').fill(name.toLowerCase());
  const card = cardWith(page, email);
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('list', { name: 'Status' }).getByRole('listitem')).toHaveText(['Approved']);

  // The filter: an approved member is under Approved Only, not Pending Only.
  const filter = page.getByRole('combobox', { name: 'Show' });
  await filter.click();
  await expect(page.getByRole('option')).toHaveText(['All Users', 'Approved Only', 'Pending Only', 'Suspended Only']);
  await page.getByRole('option', { name: 'Pending Only' }).click();
  await expect(card).toHaveCount(0);
  await filter.click();
  await page.getByRole('option', { name: 'Approved Only' }).click();
  await expect(card).toHaveCount(1);

  // Suspend asks first; Cancel changes nothing.
  await card.getByRole('button', { name: /^Suspend/ }).click();
  const dialog = page.getByRole('alertdialog', { name: `Suspend ${email}?` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'suspend confirmation');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('list', { name: 'Status' }).getByRole('listitem')).toHaveText(['Approved']);

  await card.getByRole('button', { name: /^Suspend/ }).click();
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expectToast(page, 'User suspended', email);
  await expect(card).toHaveCount(0);
  await filter.click();
  await page.getByRole('option', { name: 'Suspended Only' }).click();
  await expect(card.getByRole('list', { name: 'Status' }).getByRole('listitem')).toHaveText(['Approved', 'Suspended']);
  await expect(card.getByRole('button', { name: /^Suspend/ })).toHaveCount(0);
  await signOut(page);

  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Your account has been suspended' })).toBeVisible();
  await signOut(page);

  await enterAsAdmin(page, reviewer);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search users').fill(email);
  await cardWith(page, email).getByRole('button', { name: /^Reinstate/ }).click();
  await page.getByRole('alertdialog', { name: `Reinstate ${email}?` }).getByRole('button', { name: 'Reinstate' }).click();
  await expectToast(page, 'User reinstated', email);
  await expect(cardWith(page, email).getByRole('list', { name: 'Status' }).getByRole('listitem')).toHaveText(['Approved']);
  await signOut(page);

  await signIn(page, email);
  await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
});

test('admin actions that fail say so', async ({ page }) => {
  const email = uniqueEmail('fails');
  await waitingAccount(page, email, `Unlucky ${uniqueSuffix()}`);
  await enterAsAdmin(page, reviewer);
  await page.goto('/admin');
  await page.route('**/api/admin/users/*/approve', (route) => route.fulfill({ status: 500, json: { message: 'Internal server error', code: 'internal' } }));
  await page.route('**/api/admin/users/*/reject', (route) => route.fulfill({ status: 500, json: { message: 'Internal server error', code: 'internal' } }));
  const card = cardWith(pendingUsers(page), email);
  await card.getByRole('button', { name: /^Approve/ }).click();
  await expectToast(page, 'Error', 'Failed to approve user');
  await card.getByRole('button', { name: /^Reject/ }).click();
  await expectToast(page, 'Error', 'Failed to reject user');
  await expect(card).toHaveCount(1);
});
