import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts.ts';
import { enterAsNewMember, enterAsReviewer, postAs } from './support/content.ts';
import { cardWith, dismissToasts, expectToast, pendingUsers, uniqueSuffix, waitingAccount } from './support/membership.ts';
import { expect, expectAccessible, test } from './support/test.ts';

const exportPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Export' });
const adminLog = (page: Page) => page.getByRole('region', { name: 'Admin log' });

async function openAdminLog(page: Page) {
  await adminLog(page).getByRole('button', { name: 'Show admin log' }).click();
  return adminLog(page).getByRole('list', { name: 'Admin actions, newest first' });
}

/** Each screen at both widths in both colour schemes, for a person to look at (not compared). */
async function screenshots(page: Page, name: string, target: (page: Page) => ReturnType<Page['locator']>) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await target(page).screenshot({ path: test.info().outputPath(`${name}-${width}-${colorScheme}.png`) });
      if (width === 390) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling at 390 px').toBeLessThanOrEqual(390);
        await expectAccessible(page, `${name} at 390 px, ${colorScheme}`);
      }
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('an admin exports posts as a formula-safe CSV, and the export is in the admin log', async ({ page }) => {
  const word = `Ledger${uniqueSuffix()}`;
  const formula = `=cmd|' /C calc'!A0 ${word}`;
  await enterAsNewMember(page, 'Exporter');
  await postAs(page, { content: formula, type: 'reflection' });

  await enterAsReviewer(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Export' }).click();
  await expect(exportPanel(page).getByRole('heading', { name: 'Export data' })).toBeVisible();
  await expectAccessible(page, 'admin export tab');

  const downloading = page.waitForEvent('download');
  await exportPanel(page).getByRole('button', { name: 'Export Posts' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^posts-export-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('"id","type","author","circle","content","parentId","isAiGenerated","isReported","reactionTotal","createdAt"');
  const row = lines.find((line) => line.includes(word));
  // Neutralised: the cell starts with a quote mark, so no spreadsheet runs it.
  expect(row).toContain(`,"'${formula}",`);
  expect(row).toContain('"reflection"');
  await expectToast(page, 'Export Complete');
  await dismissToasts(page);

  const log = await openAdminLog(page);
  await expect(log.getByRole('listitem').first()).toContainText('Exported data (posts)');
  await expect(log.getByRole('listitem').first()).toContainText('by Watchful Owl');
  await screenshots(page, 'admin-export', exportPanel);
});

test('an export that fails, or answers without rows, says so', async ({ page }) => {
  await enterAsReviewer(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Export' }).click();
  for (const answer of [{ status: 500, body: '{"message":"Internal error"}' }, { status: 200, body: '{"rows":[]}' }]) {
    await page.route('**/api/admin/export?**', (route) => route.fulfill({ ...answer, contentType: 'application/json' }));
    await exportPanel(page).getByRole('button', { name: 'Export Users' }).click();
    await expectToast(page, 'Export Failed', 'Failed to export data. Please try again.');
    await dismissToasts(page);
    await page.unroute('**/api/admin/export?**');
  }
});

test('the stats row counts a new post and sign-up, and the chart draws the last 30 days with its numbers in a table', async ({ page }) => {
  await enterAsNewMember(page, 'Charted');
  await postAs(page, { content: `Counted today ${uniqueSuffix()}`, type: 'question' });
  await enterAsReviewer(page);
  await page.goto('/admin');
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats.getByRole('definition').last()).toHaveText(/^[1-9]\d*$/);

  const chart = page.getByRole('figure', { name: 'Sign-ups and posts, last 30 days' });
  await expect(chart.getByRole('img')).toHaveAccessibleName(/^Sign-ups and posts per day over the last 30 days\. Sign-ups: \d+ in all, most on .+\. Posts: \d+ in all/);
  await chart.getByText('Show the numbers').click();
  const table = chart.getByRole('table', { name: 'Sign-ups and posts per day (UTC)' });
  await expect(table.getByRole('row')).toHaveCount(31);
  const today = table.getByRole('row').last();
  await expect(today.getByRole('cell').nth(0)).toHaveText(/^[1-9]\d*$/);
  await expect(today.getByRole('cell').nth(1)).toHaveText(/^[1-9]\d*$/);
  await expectAccessible(page, 'admin stats and chart');
  await screenshots(page, 'admin-chart', () => chart);
});

test('the admin log shows an approval: who, what and when, newest first', async ({ page }) => {
  const email = uniqueEmail('logged');
  const name = `Recorded ${uniqueSuffix()}`;
  await waitingAccount(page, email, name);
  await enterAsReviewer(page);
  await page.goto('/admin');
  // Open while the admin acts: the approval appears in it without reopening.
  const log = await openAdminLog(page);
  await cardWith(pendingUsers(page), email).getByRole('button', { name: /^Approve/ }).click();
  await expectToast(page, 'User approved', email);
  await dismissToasts(page);
  const entry = cardWith(log, name);
  await expect(entry).toContainText(`Approved member: ${name}`);
  await expect(entry).toContainText('by Watchful Owl');
  await expect(entry.getByRole('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  // Checked from the top: scrolled, whatever passes under the sticky top bar overlaps its search box
  // and bell, which axe's target-size rule counts against that control (the chart's summary, once).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible(page, 'admin log');
  await adminLog(page).getByRole('button', { name: 'Hide admin log' }).click();
  await expect(log).toBeHidden();
  await adminLog(page).getByRole('button', { name: 'Show admin log' }).click();
  await screenshots(page, 'admin-log', adminLog);
});
