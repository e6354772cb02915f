/**
 * Auto-moderation (issue 31 §3) in the browser: an admin changes a setting, reloads, and another
 * admin sees it; a flag waits in the Reports tab with its reason; a post hidden for review shows its
 * author the calm note. The Settings tab, the flag and the note at 390 px and 1280 px, light and dark.
 */
import type { Page } from '@playwright/test';
import { DEFAULT_MODERATION_SETTINGS } from '#shared/moderation-schemas.ts';
import { MEMBERSHIP_ADMINS } from './support/accounts.ts';
import { callApi } from './support/api.ts';
import { enterAsNewMember, enterAsReviewer, postAs, switchTo } from './support/content.ts';
import { inEveryLook } from './support/looks.ts';
import { dismissToasts, enterAsAdmin, expectToast, uniqueSuffix } from './support/membership.ts';
import { expect, test } from './support/test.ts';

const SHOTS = '/tmp/shots-moderation';

async function openTab(page: Page, name: 'Settings' | 'Reports') {
  await page.goto('/admin');
  await page.getByRole('tab', { name }).click();
  return page.getByRole('tabpanel', { name });
}

test.afterAll(async ({ browser }) => {
  // One stack for the run: the next spec finds the spec's defaults again.
  const page = await browser.newPage();
  await enterAsReviewer(page);
  await callApi(page, 'PUT', '/api/admin/settings/moderation', DEFAULT_MODERATION_SETTINGS);
  await page.close();
});

test('an admin turns auto-moderation on; it holds across a reload and another admin sees it', async ({ page }) => {
  test.setTimeout(180_000);
  await enterAsReviewer(page);
  await callApi(page, 'PUT', '/api/admin/settings/moderation', DEFAULT_MODERATION_SETTINGS);
  let panel = await openTab(page, 'Settings');
  const main = panel.getByRole('switch', { name: 'Auto-moderation' });
  await expect(main).not.toBeChecked();
  await expect(panel.getByRole('switch', { name: 'Flag spam' })).toHaveCount(0);
  await main.click();
  await expectToast(page, 'Auto-moderation saved', 'Every admin now sees these settings.');
  await panel.getByRole('combobox', { name: 'Hide for review' }).click();
  await page.getByRole('option', { name: 'After 3 reports' }).click();
  await expect(panel.getByRole('combobox', { name: 'Hide for review' })).toHaveText('After 3 reports');
  await expect(panel.getByRole('switch', { name: 'Auto-moderation' })).toBeEnabled();

  await page.reload();
  panel = page.getByRole('tabpanel', { name: 'Settings' });
  if (!(await panel.isVisible())) panel = await openTab(page, 'Settings');
  await expect(panel.getByRole('switch', { name: 'Auto-moderation' })).toBeChecked();
  await expect(panel.getByRole('combobox', { name: 'Hide for review' })).toHaveText('After 3 reports');
  await expect(panel.getByRole('combobox', { name: 'Delete automatically' })).toHaveText('After 3 reports');
  await expect(panel.getByRole('switch', { name: 'Notify admins' })).toBeChecked();

  await enterAsAdmin(page, MEMBERSHIP_ADMINS.referrer);
  panel = await openTab(page, 'Settings');
  await expect(panel.getByRole('switch', { name: 'Auto-moderation' })).toBeChecked();
  await expect(panel.getByRole('combobox', { name: 'Hide for review' })).toHaveText('After 3 reports');
  // The change is in the admin log, by the admin who made it.
  const log = await callApi<{ entries: { action: string; detail: string | null; admin: { name: string } }[] }>(page, 'GET', '/api/admin/log');
  expect(log.entries.find((e) => e.action === 'moderation_settings')).toMatchObject({
    detail: 'Hide for review: After 2 reports → After 3 reports',
    admin: { name: MEMBERSHIP_ADMINS.reviewer.name },
  });
  await dismissToasts(page);
  await inEveryLook(page, 'the Settings tab', (look) => page.screenshot({ path: `${SHOTS}/settings-${look}.png`, fullPage: true }));
});

test('a flag waits in Reports with its reason, and a post hidden for review shows its author a calm note', async ({ page }) => {
  test.setTimeout(180_000);
  await enterAsReviewer(page);
  await callApi(page, 'PUT', '/api/admin/settings/moderation', { ...DEFAULT_MODERATION_SETTINGS, enabled: true, quarantineThreshold: 1, autoDeleteThreshold: 0 });
  const word = uniqueSuffix();
  const author = await enterAsNewMember(page, 'Sharp');
  const harsh = await postAs(page, { content: `Honestly you are such a pathetic loser, nobody wants you here ${word}` });
  const hidden = await postAs(page, { content: `A thought some found unkind ${word}` });
  await enterAsNewMember(page, 'Watcher');
  await callApi(page, 'POST', `/api/posts/${hidden.id}/report`, { reason: 'Unkind' });

  await switchTo(page, author);
  await page.goto(`/posts/${hidden.id}`);
  await expect(page.getByText('Resting out of view for now.')).toBeVisible();
  await inEveryLook(page, 'a post hidden for review, as its author sees it', (look) => page.screenshot({ path: `${SHOTS}/hidden-post-${look}.png` }));

  await enterAsReviewer(page);
  await expect
    .poll(async () => {
      await openTab(page, 'Reports');
      return page.getByRole('tabpanel', { name: 'Reports' }).getByRole('listitem').filter({ hasText: harsh.content }).count();
    }, { timeout: 30_000 })
    .toBeGreaterThan(0);
  const card = page.getByRole('tabpanel', { name: 'Reports' }).getByRole('listitem').filter({ hasText: harsh.content }).first();
  await expect(card).toContainText('Flagged by auto-moderation');
  await expect(card).toContainText('Harassment: words aimed at a person');
  await expect(card).not.toContainText('Reported by');
  const hiddenCard = page.getByRole('tabpanel', { name: 'Reports' }).getByRole('listitem').filter({ hasText: hidden.content }).first();
  await expect(hiddenCard).toContainText('Hidden for review');
  await dismissToasts(page);
  // The whole screen around each card: an element's own shot would slide it under the sticky bars.
  const around = (target: typeof card, path: string) => target.evaluate((element) => element.scrollIntoView({ block: 'center' })).then(() => page.screenshot({ path }));
  await inEveryLook(page, 'the Reports tab with a flag', async (look) => {
    await around(card, `${SHOTS}/reports-flag-${look}.png`);
    await around(hiddenCard, `${SHOTS}/reports-hidden-${look}.png`);
  });
});
