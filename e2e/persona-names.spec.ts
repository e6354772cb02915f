/**
 * Issue 30 §5: nobody else's name is yours. In persona creation and in the profile's edit form, a
 * name the product speaks as is refused before anything is sent, and another member's name (in
 * another spelling) by the server: the message stands under the name, which takes the focus. The
 * two forms with the message at 390 px and 1280 px, light and dark (/tmp/shots-names/).
 */
import type { Page } from '@playwright/test';
import { NAME_TAKEN } from '#shared/persona-names.ts';
import { uniqueEmail } from './support/accounts.ts';
import { enterAsNewMember } from './support/content.ts';
import { signInFromLanding } from './support/flows.ts';
import { inEveryLook } from './support/looks.ts';
import { approvedAccount, expectToast, uniqueSuffix } from './support/membership.ts';
import { expect, test } from './support/test.ts';

const SHOTS = '/tmp/shots-names';

/** The message under the name field (not the toast's), which the field names as its description and holds the focus. */
const underName = (page: Page) => page.locator('form').getByText(NAME_TAKEN, { exact: true });

async function expectRefusedName(page: Page, label: string): Promise<void> {
  const name = page.getByLabel(label, { exact: true });
  await expect(underName(page)).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(new RegExp(NAME_TAKEN.replace(/\./g, '\\.')));
  await expect(name).toBeFocused();
}

test("persona creation refuses the product's names and another member's, under the name", async ({ page }) => {
  test.setTimeout(120_000);
  const taken = `Evening Bell ${uniqueSuffix()}`;
  await approvedAccount(page, uniqueEmail('bell'), taken);

  await page.goto('/api/logout');
  await signInFromLanding(page, uniqueEmail('newcomer'));
  await expect(page.getByRole('heading', { name: 'Create your anonymous persona' })).toBeVisible();
  await page.getByLabel('Your spiritual journey').fill('Looking for a name of my own.');
  const name = page.getByLabel('Anonymous name', { exact: true });
  const enter = page.getByRole('button', { name: 'Enter the Community' });

  // The product's own name, in a look-alike spelling: refused by the shared schema, nothing sent.
  await name.fill('AI Spiritual Gυide');
  await enter.click();
  await expectRefusedName(page, 'Anonymous name');

  // Another member's, spelt otherwise: refused by the server.
  await name.fill(`  ${taken.toUpperCase()}  `);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/user/persona'));
  await enter.click();
  expect((await answer).status()).toBe(409);
  await expectRefusedName(page, 'Anonymous name');
  await inEveryLook(page, 'persona creation with a taken name', (look) => page.screenshot({ path: `${SHOTS}/onboarding-${look}.png`, fullPage: true }));

  // Changing the name clears the message; a free one goes through.
  await name.fill(`Evening Song ${uniqueSuffix()}`);
  await expect(underName(page)).toHaveCount(0);
  await enter.click();
  await expect(page.getByRole('heading', { name: 'Your request is awaiting approval' })).toBeVisible();
});

test("the profile's edit refuses another member's name, under the name and in the toast", async ({ page }) => {
  test.setTimeout(120_000);
  const taken = `Morning Lark ${uniqueSuffix()}`;
  await approvedAccount(page, uniqueEmail('lark'), taken);
  await enterAsNewMember(page, 'Renamer');
  await page.goto('/profile-settings');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const name = page.getByLabel('Anonymous Name', { exact: true });
  await name.fill(taken.replace('o', '0').toLowerCase());
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Error', NAME_TAKEN);
  await expectRefusedName(page, 'Anonymous Name');
  await inEveryLook(page, 'profile edit with a taken name', (look) => page.screenshot({ path: `${SHOTS}/profile-${look}.png`, fullPage: true }));

  await name.fill('Moderator of Calm');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectRefusedName(page, 'Anonymous Name');
});
