/**
 * The interface in Hindi as well as English (issue 34 §1): a first visit follows the browser's
 * preferred languages, the signed-out pages switch and the browser keeps the choice, and a member's
 * choice in Profile Settings is kept on them, so another device signed in as them follows it.
 */
import { uniqueEmail } from './support/accounts.ts';
import { inEveryLook } from './support/looks.ts';
import { approvedAccount, expectToast, signInQuietly, uniqueSuffix } from './support/membership.ts';
import { expect, test } from './support/test.ts';

test.describe('a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('opens the landing page in Hindi, switches to English, and keeps it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'लॉग इन करें' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByText('आध्यात्मिक साधकों से गुमनाम रूप से जुड़ें।')).toBeVisible();
    await inEveryLook(page, 'the landing page in Hindi', (look) => page.screenshot({ path: test.info().outputPath(`landing-hi-${look}.png`) }));

    await page.getByRole('button', { name: 'Read in English' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'हिन्दी में पढ़ें' })).toBeVisible();
  });
});

test('a member chooses Hindi in Profile Settings, and another device signed in as them follows', async ({ page, browser }) => {
  const email = uniqueEmail('language');
  const name = `Bhasha ${uniqueSuffix()}`;
  await approvedAccount(page, email, name);
  await page.goto('/profile-settings');
  await page.getByRole('combobox', { name: 'App language' }).click();
  await page.getByRole('option', { name: 'हिन्दी' }).click();
  await expectToast(page, 'भाषा सहेज ली गई');
  await expect(page.getByRole('heading', { name: 'भाषा' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await inEveryLook(page, 'Profile Settings with the language in Hindi', (look) => page.screenshot({ path: test.info().outputPath(`profile-language-hi-${look}.png`) }));

  // Another device: a fresh browser whose own language is English.
  const other = await browser.newContext({ locale: 'en-US' });
  const phone = await other.newPage();
  await signInQuietly(phone, email);
  await phone.goto('/profile-settings');
  await expect(phone.getByRole('heading', { name: 'भाषा' })).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'hi');

  // And back: English saved, the words follow at once.
  await phone.getByRole('combobox', { name: 'ऐप की भाषा' }).click();
  await phone.getByRole('option', { name: 'English' }).click();
  await expectToast(phone, 'Language saved');
  await expect(phone.getByRole('heading', { name: 'Language', exact: true })).toBeVisible();
  await other.close();
});
