/**
 * Issue 14 §4 in the browser: a stack of its own whose dependencies fail on demand (functions/stand-ins/faults.ts,
 * through e2e/support/provider-stack.ts), so the real functions meet the real failure and the page
 * shows what the specification says for it: its failure toast, the member's words kept, and the same
 * action succeeding once the dependency is back. The answers themselves, and that nothing is
 * half-written, are checked in functions/lib/faults.test.ts.
 */
import type { Page } from '@playwright/test';
import { png } from '../functions/testing/media-fixtures.ts';
import { ADMIN_EMAIL } from './support/accounts.ts';
import { dismissToasts, enterAsAdmin, expectToast } from './support/membership.ts';
import { useProviderStack } from './support/provider-stack.ts';
import { expect, test } from './support/test.ts';

const stack = useProviderStack({ faults: true });

test.beforeEach(async ({ page }) => {
  await stack.faults.clear();
  await enterAsAdmin(page, { email: ADMIN_EMAIL, name: 'Steady Cedar' });
});
test.afterEach(() => stack.faults.clear());

async function openComposer(page: Page) {
  await page.goto('/create');
  await page.getByRole('button', { name: /^Attachments/ }).click();
}

test('a post while the table is throttled: the failure toast, the words kept, then shared', async ({ page }) => {
  await page.goto('/create');
  const words = `Written while the table was busy ${Date.now()}`;
  await page.getByLabel('Your question').fill(words);
  await stack.faults.set('dynamodb-throttle', { operation: 'TransactWriteItems' });
  await page.getByRole('button', { name: 'Share with Community' }).click();
  await expectToast(page, 'Error', 'Failed to create post. Please try again.');
  await expect(page.getByLabel('Your question')).toHaveValue(words);
  await expect(page).toHaveURL('/create');

  await stack.faults.clear();
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Share with Community' }).click();
  await expectToast(page, 'Shared with Community');
  await page.goto('/?sort=newest');
  await expect(page.getByTestId('post-card').filter({ hasText: words })).toHaveCount(1);
});

test('an image while storage fails: "Upload failed", then the same picture uploads', async ({ page }) => {
  await openComposer(page);
  const chooser = page.locator('input[type="file"]');
  await stack.faults.set('s3-put-error', { skip: 1 });
  await chooser.setInputFiles({ name: 'dawn.png', mimeType: 'image/png', buffer: Buffer.from(png()) });
  await expectToast(page, 'Upload failed', 'Failed to upload image. Please try again.');
  await expect(page.getByRole('img', { name: 'The attached image' })).toHaveCount(0);

  await stack.faults.clear();
  await dismissToasts(page);
  await chooser.setInputFiles({ name: 'dawn.png', mimeType: 'image/png', buffer: Buffer.from(png()) });
  await expect(page.getByRole('img', { name: 'The attached image' })).toBeVisible();
});

test("a video link while YouTube does not answer: the preview's failure toast, then the preview", async ({ page }) => {
  test.setTimeout(90_000);
  await openComposer(page);
  const link = page.getByLabel('YouTube link');
  await stack.faults.set('oembed-timeout');
  await link.fill('https://youtu.be/calmBreath1');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expectToast(page, 'Failed to fetch video preview.');

  await stack.faults.clear();
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('youtube-preview')).toContainText('A Five-Minute Breathing Practice');
});

test("the guide while its provider fails: the guide's failure toast, the question kept, then the answer", async ({ page }) => {
  stack.standIn.answerWith('Rest comes when the seeking softens.');
  await page.goto('/ai-guru');
  const box = page.getByRole('textbox', { name: 'Your question' });
  await box.fill('How do I rest when the mind keeps running?');
  stack.standIn.failWith(500);
  await page.getByRole('button', { name: 'Ask for Guidance' }).click();
  await expectToast(page, 'Error', 'Failed to get guidance. Please try again.');
  await expect(box).toHaveValue('How do I rest when the mind keeps running?');

  stack.standIn.failWith(null);
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Ask for Guidance' }).click();
  await expect(page.getByRole('article', { name: 'The guide answered' }).first()).toContainText('Rest comes when the seeking softens.');
});
