/**
 * Member reports (issue 12 §3): a member reports a post through its dialog, an admin dismisses the
 * reports or deletes the post from the Reports tab, the tab's empty state, and the screens at 390 px
 * and 1280 px, light and dark.
 */
import type { Page } from '@playwright/test';
import type { AdminReportPage } from '#shared/types/report.ts';
import { callApi } from './support/api.ts';
import { enterAsNewMember, enterAsReviewer, postAs, switchTo, type Member } from './support/content.ts';
import { expectFits } from './support/looks.ts';
import { dismissToasts, expectToast, uniqueSuffix } from './support/membership.ts';
import { expect, expectAccessible, test } from './support/test.ts';

async function openReports(page: Page) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Reports' }).click();
  return page.getByRole('tabpanel', { name: 'Reports' });
}

const reportCard = (page: Page, content: string) => page.getByRole('tabpanel', { name: 'Reports' }).getByRole('listitem').filter({ hasText: content });

async function reportThroughDialog(page: Page, reason: string) {
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  return dialog;
}

test('a member reports a post; an admin dismisses the reports, then deletes a post reported again', async ({ page }) => {
  test.setTimeout(120_000);
  const word = uniqueSuffix();
  const author = await enterAsNewMember(page, 'Author');
  const first = await postAs(page, { content: `Reported and then forgiven ${word}` });
  const second = await postAs(page, { content: `Reported and then removed ${word}` });
  await page.goto(`/posts/${first.id}`);
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report', exact: true }), 'no Report on one’s own post').toHaveCount(0);

  const reporter: Member = await enterAsNewMember(page, 'Reporter');
  await page.goto(`/posts/${first.id}`);
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this post' });
  await expect(dialog).toContainText('never your name');
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(dialog).toContainText('Please tell us why you are reporting this post');
  await expect(dialog).toContainText('0/500');
  await expectAccessible(page, 'the report dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await reportThroughDialog(page, 'It belittles someone who asked for help.');
  await expectToast(page, 'Report sent', 'Thank you. An admin will review this post.');
  await expect(dialog).toBeHidden();
  const again = await reportThroughDialog(page, 'Once more');
  await expect(again.getByRole('alert')).toHaveText('You have already reported this post.');
  await again.getByRole('button', { name: 'Cancel' }).click();

  await enterAsReviewer(page);
  const panel = await openReports(page);
  const card = reportCard(page, first.content);
  await expect(card).toContainText('Reported by 1 member');
  await expect(card).toContainText('“It belittles someone who asked for help.”');
  await expect(card).toContainText(`Seeker ${author.nameWord}`);
  await expect(panel, 'never who reported').not.toContainText(reporter.nameWord);
  await card.getByRole('button', { name: 'Dismiss' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Dismiss these reports?' });
  await confirm.getByRole('button', { name: 'Dismiss' }).click();
  await expectToast(page, 'Reports dismissed', 'The post stays up.');
  await expect(card).toHaveCount(0);

  await switchTo(page, reporter);
  await callApi(page, 'POST', `/api/posts/${second.id}/report`, { reason: 'Cruel' });
  await enterAsReviewer(page);
  await openReports(page);
  const removed = reportCard(page, second.content);
  await removed.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Post deleted');
  await expect(removed).toHaveCount(0);
  await page.goto(`/posts/${second.id}`);
  await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
});

test('the day’s limit shows in the dialog', async ({ page }) => {
  await enterAsNewMember(page, 'Prolific');
  const posts = [];
  for (let i = 0; i <= 10; i++) posts.push(await postAs(page, { content: `Post ${i} of a busy day ${uniqueSuffix()}` }));
  await enterAsNewMember(page, 'Watchful');
  for (const post of posts.slice(0, 10)) await callApi(page, 'POST', `/api/posts/${post.id}/report`, { reason: 'Too much' });
  await page.goto(`/posts/${posts.at(-1)!.id}`);
  const dialog = await reportThroughDialog(page, 'One more');
  await expect(dialog.getByRole('alert')).toHaveText('You can report at most 10 posts a day. Please try again tomorrow.');
});

test('the Reports tab: empty, and a long report at 390 px and 1280 px, light and dark', async ({ page }) => {
  test.setTimeout(180_000);
  const long = `${'A very long reported post that goes on and on '.repeat(8)}${'Unbrokenwordwithoutanyspaces'.repeat(6)}`;
  await enterAsNewMember(page, 'Longwinded');
  const post = await postAs(page, { content: long.slice(0, 1000) });
  await enterAsNewMember(page, 'Firstreporter');
  await callApi(page, 'POST', `/api/posts/${post.id}/report`, { reason: `Spam ${'andmorespamwithoutbreaks'.repeat(8)}` });
  await enterAsNewMember(page, 'Secondreporter');
  await callApi(page, 'POST', `/api/posts/${post.id}/report`, { reason: 'Off topic' });

  await enterAsReviewer(page);
  // The database is shared by the whole run: the empty queue is answered here, the rest is real.
  await page.route('**/api/admin/reports', (route) => route.fulfill({ json: { reports: [], next: null } satisfies AdminReportPage }));
  const panel = await openReports(page);
  await expect(panel.getByRole('heading', { name: 'No reports to review' })).toBeVisible();
  await expectAccessible(page, 'the empty Reports tab');
  await page.unroute('**/api/admin/reports');

  await page.reload();
  await page.getByRole('tab', { name: 'Reports' }).click();
  const card = reportCard(page, long.slice(0, 40));
  await expect(card).toContainText('Reported by 2 members');
  await dismissToasts(page);
  const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      // From the top: a byline scrolled under the sticky bar would count as a covered target.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectFits(page, `the Reports tab at ${width} px, ${colorScheme}`);
      await expectAccessible(page, `the Reports tab at ${width} px, ${colorScheme}`);
      await card.screenshot({ path: test.info().outputPath(`reports-card-${width}-${colorScheme}.png`) });
      await shot(`reports-tab-${width}-${colorScheme}`);
    }
  }
  await page.goto(`/posts/${post.id}`);
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await expectAccessible(page, `the report dialog at ${width} px, ${colorScheme}`);
      await shot(`report-dialog-${width}-${colorScheme}`);
    }
  }
});
