import type { Page } from '@playwright/test';
import type { Post } from '#shared/types/post.ts';
import { uniqueEmail } from './support/accounts.ts';
import { callApi } from './support/api.ts';
import { createCircle, createLongCircle } from './support/circles.ts';
import { enterAsNewMember, enterAsReviewer, switchTo } from './support/content.ts';
import { longPersonaName } from './support/long-data.ts';
import { inEveryLook } from './support/looks.ts';
import { approvedAccount, cardWith, dismissToasts, expectToast } from './support/membership.ts';
import { expect, expectAccessible, test } from './support/test.ts';

const circlesPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Circles' });
/** The circle cards: list items with a heading. */
const circleCards = (page: Page) => circlesPanel(page).getByRole('listitem').filter({ has: page.getByRole('heading') });

async function openCirclesTab(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('tab', { name: /^Circles/ }).click();
}

test('an admin sees a circle with its facts and deletes it after confirming: gone for its member', async ({ page }) => {
  const member = await enterAsNewMember(page, 'Keeper');
  const circle = await createCircle(page, 'Evening sitters');
  await callApi<Post>(page, 'POST', '/api/posts', { content: 'We sat until the stars came.', type: 'reflection', circleId: circle.id });

  await enterAsReviewer(page);
  await openCirclesTab(page);
  const card = cardWith(circlesPanel(page), circle.name);
  await expect(card.getByRole('heading')).toHaveText(circle.name);
  await expect(card).toContainText('Public');
  await expect(card).toContainText(circle.description);
  await expect(card).toContainText(`Created by ${member.name}`);
  await expect(card).toContainText('1 member');
  await expect(card).toContainText('1 new post today');
  await expect(card.locator('time')).toHaveAttribute('datetime', circle.createdAt);
  await expectAccessible(page, 'the admin circles tab');

  // A failed delete says so and keeps the circle.
  await page.route('**/api/admin/circles/*', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { message: 'Something went wrong. Please try again.' } }) : route.fallback(),
  );
  await card.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Error', 'Failed to delete circle');
  await expect(card).toHaveCount(1);
  await page.unroute('**/api/admin/circles/*');
  await dismissToasts(page);

  // Cancel keeps it; confirming removes it.
  await card.getByRole('button', { name: `Delete the circle ${circle.name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this circle?' });
  await expect(dialog).toContainText('with its posts, their replies and reactions, its members and its invitations');
  await expectAccessible(page, 'the circle delete confirmation');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: /^Delete/ }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Circle deleted');
  await expect(card).toHaveCount(0);

  // For its member it is as if it never was.
  await switchTo(page, member);
  await page.goto(`/circles/${circle.id}`);
  await expect(page.getByRole('heading', { name: 'Circle Not Found' })).toBeVisible();
  await page.goto('/circles');
  await expect(page.getByRole('main')).not.toContainText(circle.name);
});

test('the list shows twenty circles at a time, and Show more brings the next', async ({ page }) => {
  await enterAsNewMember(page, 'Gatherer');
  const made = [];
  for (let i = 0; i < 21; i++) made.push(await createCircle(page, `Gathering ${i}`));
  await enterAsReviewer(page);
  await openCirclesTab(page);
  await expect(circleCards(page)).toHaveCount(20);
  await expect(circleCards(page).first().getByRole('heading')).toHaveText(made.at(-1)!.name);
  await circlesPanel(page).getByRole('button', { name: 'Show more' }).click();
  await expect(cardWith(circlesPanel(page), made[0]!.name)).toHaveCount(1);
});

test('a circle card with long data wraps at 390 px and 1280 px, light and dark', async ({ page }) => {
  await approvedAccount(page, uniqueEmail('long-keeper'), longPersonaName('Keeper'));
  const circle = await createLongCircle(page);
  await enterAsReviewer(page);
  await openCirclesTab(page);
  const card = cardWith(circlesPanel(page), circle.name);
  await expect(card).toContainText('Private');
  await inEveryLook(page, 'the admin circles tab with long data', async (look) => {
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`admin-circles-${look}.png`) });
  });
});
