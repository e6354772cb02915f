import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { LOCAL_GRIEVANCE_CONTACT } from '../functions/stand-ins/local-settings.ts';
import { enterAsNewMember } from './support/content.ts';
import { inEveryLook } from './support/looks.ts';
import { expect, expectAccessible, test } from './support/test.ts';

const SECTIONS = [
  'Anonymity and personas',
  'No attempts to identify anyone',
  'Kindness',
  'When life feels too heavy',
  'No spam or advertising',
  'How moderation works',
  'Someone to write to',
];
const TIMES = 'We acknowledge every complaint within 24 hours and resolve it within 15 days.';

/** SHOTS_DIR collects the screenshots in one folder to look at; otherwise each test's output folder. */
const shotPath = (name: string) => (process.env.SHOTS_DIR ? join(process.env.SHOTS_DIR, name) : test.info().outputPath(name));

/** The whole page as the deployment's settings make it: every section, the contact and its times, the help lines. */
async function expectGuidelines(page: Page) {
  await expect(page).toHaveURL('/guidelines');
  await expect(page).toHaveTitle(/^Community Guidelines/);
  await expect(page.getByRole('heading', { level: 1, name: 'Community Guidelines' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(SECTIONS);
  const contact = page.getByRole('region', { name: 'Someone to write to' });
  await expect(contact.getByText(LOCAL_GRIEVANCE_CONTACT.name)).toBeVisible();
  await expect(contact.getByRole('link', { name: LOCAL_GRIEVANCE_CONTACT.email })).toHaveAttribute('href', `mailto:${LOCAL_GRIEVANCE_CONTACT.email}`);
  await expect(contact.getByText(TIMES)).toBeVisible();
  // Where help is: the configured lines, ready to dial.
  await expect(page.getByRole('link', { name: '14416', exact: true })).toHaveAttribute('href', 'tel:14416');
  await expect(page.getByRole('link', { name: '112', exact: true })).toHaveAttribute('href', 'tel:112');
}

test('the Community Guidelines, signed out: pre-rendered, linked from the landing page, with the contact and its times', async ({ page }) => {
  // The page is there before any script runs (shared/prerendered.ts), for a visitor and a search engine alike.
  const served = await page.request.get('/guidelines');
  expect(served.status()).toBe(200);
  const html = await served.text();
  expect(html).toContain('<title>Community Guidelines');
  expect(html).toContain('No attempts to identify anyone');

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Community Guidelines' }).click();
  await expectGuidelines(page);

  await inEveryLook(page, 'Community Guidelines, signed out', (look) => page.screenshot({ path: shotPath(`guidelines-${look}.png`), fullPage: true }));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: shotPath('landing-390-light.png'), fullPage: true });
});

test("the composer's Community Guidelines card leads to the whole page", async ({ page }) => {
  await enterAsNewMember(page, 'Guidelines');
  await page.goto('/create');
  const card = page.getByRole('region', { name: 'Community Guidelines' });
  await expect(card).toBeVisible();
  await inEveryLook(page, 'Create a Post with its guidelines card', (look) => card.screenshot({ path: shotPath(`composer-card-${look}.png`) }));

  await card.getByRole('link', { name: 'Read the full Community Guidelines' }).click();
  await expectGuidelines(page);
  await inEveryLook(page, 'Community Guidelines, in the member area', (look) => page.screenshot({ path: shotPath(`guidelines-member-${look}.png`), fullPage: true }));
});

test('a deployment that names no contact is said to have none, and a failed load offers another try', async ({ page }) => {
  const contact = page.getByRole('region', { name: 'Someone to write to' });
  await page.route('**/api/community/contact', (route) => route.fulfill({ status: 503, json: { message: 'Please try again.', code: 'unavailable' } }), { times: 1 });
  await page.goto('/guidelines');
  await expect(contact.getByRole('heading', { name: 'The contact could not be loaded' })).toBeVisible();

  await page.route('**/api/community/contact', async (route) => {
    const answer = await (await route.fetch()).json();
    await route.fulfill({ json: { ...answer, grievance: null } });
  });
  await contact.getByRole('button', { name: 'Try again' }).click();
  await expect(contact.getByText('The people running this community have not named a grievance contact yet.', { exact: false })).toBeVisible();
  await expect(contact.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '14416', exact: true })).toBeVisible();
  await expectAccessible(page, 'Community Guidelines without a contact');
});
