import type { Page } from '@playwright/test';
import { MEMBERSHIP_ADMINS } from './support/accounts.ts';
import { cardWith, enterAsAdmin, expectToast, signOut, uniqueSuffix } from './support/membership.ts';
import { expect, expectAccessible, test } from './support/test.ts';

const DATE_PLACEHOLDER = 'e.g., Any day after Jan 25, or Jan 25-30';
const TIME_PLACEHOLDER = 'e.g., 2:00 PM - 3:00 PM';

const dateFields = (page: Page) => page.getByPlaceholder(DATE_PLACEHOLDER);
const timeFields = (page: Page) => page.getByPlaceholder(TIME_PLACEHOLDER);
const removeButtons = (page: Page) => page.getByRole('button', { name: /^Remove time slot/ });

test('the Virtual Self Program form: slots, validation on submit then on change, success resets it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Register for Virtual Self Program/ }).click();
  await expect(page).toHaveURL('/meditation-registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual Self Program' })).toBeVisible();
  await expect(page.getByPlaceholder('Your name as I know you')).toBeVisible();
  await expect(page.getByPlaceholder('What are your expectations from the program?')).toBeVisible();

  // One slot to begin with, and the last one cannot be removed.
  await expect(dateFields(page)).toHaveCount(1);
  await expect(removeButtons(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Another Time Slot' }).click();
  await expect(dateFields(page)).toHaveCount(2);
  await expect(removeButtons(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove time slot 2' }).click();
  await expect(dateFields(page)).toHaveCount(1);
  await expect(removeButtons(page)).toHaveCount(0);
  await expectAccessible(page, 'meditation registration');

  // Nothing is said before the first submit; then every rule shows under its field.
  const submit = page.getByRole('button', { name: 'Register for Virtual Self Program' });
  await submit.click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Date range is required')).toBeVisible();
  await expect(page.getByText('Time range is required')).toBeVisible();
  await expect(page.getByPlaceholder('Your name as I know you')).toBeFocused();
  await expectAccessible(page, 'meditation registration with errors');

  // From then on, each change is checked again.
  const name = `Meera ${uniqueSuffix()}`;
  await page.getByLabel('Your Name').fill(name);
  await expect(page.getByText('Name is required')).toBeHidden();
  await dateFields(page).first().fill('Any day after Jan 25');
  await expect(page.getByText('Date range is required')).toBeHidden();
  await timeFields(page).first().fill('7:00 AM - 8:00 AM');
  await page.getByRole('button', { name: 'Add Another Time Slot' }).click();
  await expect(page.getByText('Date range is required')).toBeVisible();
  await dateFields(page).nth(1).fill('Weekends');
  await timeFields(page).nth(1).fill('5:00 PM - 6:00 PM');
  await page.getByLabel('Expectations').fill('A steadier practice.');

  // A failure keeps every value.
  await page.route('**/api/meditation-registration', (route) => route.fulfill({ status: 500, json: { message: 'Internal server error', code: 'internal' } }), { times: 1 });
  await submit.click();
  await expectToast(page, 'Registration Failed', 'There was an error submitting your registration. Please try again.');
  await expect(page.getByLabel('Your Name')).toHaveValue(name);
  await expect(dateFields(page)).toHaveCount(2);
  await expect(timeFields(page).nth(1)).toHaveValue('5:00 PM - 6:00 PM');

  await submit.click();
  await expectToast(page, 'Registration Submitted', 'Thank you for registering for the Virtual Self Program! I will get back in sometime.');
  await expect(page.getByLabel('Your Name')).toHaveValue('');
  await expect(dateFields(page)).toHaveCount(1);
  await expect(dateFields(page)).toHaveValue('');
  await expect(timeFields(page)).toHaveValue('');
  await expect(page.getByLabel('Expectations')).toHaveValue('');
  await expect(page.getByText('Name is required')).toBeHidden();

  // The admin sees it in the Meditation tab and moves it along.
  await enterAsAdmin(page, MEMBERSHIP_ADMINS.reviewer);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Meditation' }).click();
  const card = cardWith(page.getByRole('region', { name: 'Virtual Self Program registrations' }), name);
  await expect(card).toContainText('Any day after Jan 25 at 7:00 AM - 8:00 AM');
  await expect(card).toContainText('Weekends at 5:00 PM - 6:00 PM');
  await expect(card).toContainText('A steadier practice.');
  await expect(card).toContainText('Pending');
  await expectAccessible(page, 'admin meditation tab');

  const status = card.getByRole('combobox', { name: 'Status' });
  await status.click();
  await expect(page.getByRole('option')).toHaveText(['Pending', 'Contacted', 'Scheduled', 'Completed', 'Cancelled']);
  await page.getByRole('option', { name: 'Contacted' }).click();
  await expectToast(page, 'Status Updated');
  await expect(status).toHaveText('Contacted');

  await page.route('**/api/admin/meditation-registrations/*', (route) => route.fulfill({ status: 500, json: { message: 'Internal server error', code: 'internal' } }));
  await status.click();
  await page.getByRole('option', { name: 'Cancelled' }).click();
  await expectToast(page, 'Update Failed', 'Failed to update registration status');
  await expect(status).toHaveText('Contacted');
  await signOut(page);
});

test('a signed-in member reaches the Virtual Self Program and joining pages inside the app', async ({ page }) => {
  await enterAsAdmin(page, MEMBERSHIP_ADMINS.reviewer);
  await page.goto('/meditation-registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual Self Program' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/pre-registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Begin Joining Process' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
