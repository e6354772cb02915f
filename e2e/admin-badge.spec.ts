/**
 * The access spec shows the admin flag "as a badge": an admin sees it on their own persona (the
 * sidebar, the user menu, the phone's drawer); a member sees it nowhere, on themselves or on anyone.
 */
import type { Page } from '@playwright/test';
import { enterAsNewMember, enterAsReviewer } from './support/content.ts';
import { MEMBERSHIP_ADMINS } from './support/accounts.ts';
import { expectFits } from './support/looks.ts';
import { expect, expectAccessible, test } from './support/test.ts';

const SHOTS = '/tmp/shots-admin-badge';
const adminBadge = (page: Page) => page.getByText('Admin', { exact: true });

test('an admin sees the Admin badge on their own persona; a member sees none, on themselves or on the admin', async ({ page }) => {
  await enterAsReviewer(page);
  const sidebar = page.getByTestId('desktop-sidebar');
  await expect(sidebar.getByText('Anonymous Persona')).toBeVisible();
  await expect(sidebar.getByText('Admin', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu').getByText('Admin', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1280, height: 844 });
    await expectFits(page, `sidebar with the admin badge, ${colorScheme}`);
    await expectAccessible(page, `sidebar with the admin badge, ${colorScheme}`);
    await sidebar.screenshot({ path: `${SHOTS}/sidebar-1280-${colorScheme}.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText('Admin', { exact: true })).toBeVisible();
    await expectFits(page, `drawer with the admin badge, ${colorScheme}`);
    await expectAccessible(page, `drawer with the admin badge, ${colorScheme}`);
    await page.screenshot({ path: `${SHOTS}/drawer-390-${colorScheme}.png` });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }

  await page.setViewportSize({ width: 1280, height: 844 });
  await enterAsNewMember(page, 'Badgeless');
  await expect(page.getByTestId('desktop-sidebar').getByText('Anonymous Persona')).toBeVisible();
  await expect(adminBadge(page)).toHaveCount(0);
  // The admin in the directory and on their profile: a member like any other.
  await page.goto('/members');
  await page.getByRole('searchbox', { name: 'Search members' }).fill(MEMBERSHIP_ADMINS.reviewer.name.toLowerCase());
  const card = page.getByRole('link', { name: new RegExp(MEMBERSHIP_ADMINS.reviewer.name) });
  await expect(card).toBeVisible();
  await expect(adminBadge(page)).toHaveCount(0);
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: MEMBERSHIP_ADMINS.reviewer.name })).toBeVisible();
  await expect(adminBadge(page)).toHaveCount(0);
});
