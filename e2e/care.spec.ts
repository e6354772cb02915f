/**
 * Care wherever people write (issue 31 §2, docs/care.md): a member shares a post whose words signal
 * crisis and the care card shows at once (help lines first, a call away, the guide offered), and an
 * admin finds the post under Needs care at the top of the Reports tab and marks it looked after; a
 * journal entry shows its writer the card too. Screenshots of the card and the list at 390 px and
 * 1280 px, light and dark, under /tmp/shots-care/.
 */
import type { Page } from '@playwright/test';
import { enterAsNewMember, enterAsReviewer } from './support/content.ts';
import { inEveryLook } from './support/looks.ts';
import { dismissToasts, expectToast, uniqueSuffix } from './support/membership.ts';
import { expect, test } from './support/test.ts';

const SHOTS = '/tmp/shots-care';
const CRISIS = 'I do not want to live anymore and keep thinking about ending my life';

const careCard = (page: Page) => page.getByRole('dialog', { name: 'You do not have to carry this alone' });

test('a crisis post shows its writer the card; an admin finds it under Needs care and looks after it', async ({ page }) => {
  test.setTimeout(180_000);
  const word = uniqueSuffix();
  const writer = await enterAsNewMember(page, 'Weary');
  const content = `${CRISIS}. ${word}`;
  await page.goto('/create');
  await page.getByRole('radio', { name: 'Reflection' }).click();
  await page.getByLabel('Your reflection').fill(content);
  await page.getByRole('button', { name: 'Share with Community' }).click();

  const card = careCard(page);
  await expect(card).toBeVisible();
  // The card holds the focus itself, not a call link a stray Enter would dial.
  await expect(card).toBeFocused();
  const lines = card.getByRole('list', { name: 'Help lines' }).getByRole('link');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toHaveAttribute('href', 'tel:14416');
  await expect(lines.nth(1)).toHaveAttribute('href', 'tel:18008914416');
  await expect(lines.nth(2)).toHaveAttribute('href', 'tel:112');
  await expect(card.getByRole('link', { name: 'Talk to the guide' })).toHaveAttribute('href', '/ai-guru');
  await dismissToasts(page);
  await inEveryLook(page, 'the care card', (look) => page.screenshot({ path: `${SHOTS}/card-${look}.png` }));
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();

  // Shared as written: the feed shows it as any post.
  await page.goto('/?sort=newest');
  await expect(page.getByTestId('post-card').filter({ hasText: word })).toContainText(CRISIS);

  await enterAsReviewer(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Reports' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Reports' });
  const needsCare = panel.getByRole('region', { name: 'Needs care' });
  const item = needsCare.getByRole('listitem').filter({ hasText: word });
  await expect(item).toContainText(writer.name);
  await expect(item.getByRole('link', { name: `Message ${writer.name}` })).toHaveAttribute('href', /^\/messages\?user=/);
  await dismissToasts(page);
  await inEveryLook(page, 'the Needs care list', async (look) => {
    // The list's top just under the sticky bar, as an admin scrolls to it.
    await needsCare.evaluate((list) => window.scrollTo(0, list.getBoundingClientRect().top + window.scrollY - 96));
    await page.screenshot({ path: `${SHOTS}/needs-care-${look}.png` });
  });

  await item.getByRole('button', { name: 'Looked after' }).click();
  await page.getByRole('alertdialog', { name: 'Mark as looked after?' }).getByRole('button', { name: 'Looked after' }).click();
  await expectToast(page, 'Marked as looked after', 'The post stays up as written.');
  await expect(item).toHaveCount(0);
});

test('a journal entry shows its writer the card, and only the card', async ({ page }) => {
  await enterAsNewMember(page, 'Private');
  await page.goto('/journal');
  await page.getByRole('main').getByRole('button', { name: 'New Entry' }).first().click();
  const entry = page.getByRole('dialog', { name: 'New Entry' });
  await entry.getByLabel('Content').fill('Mujhe ab jeena nahi hai, main khud ko khatam karna chahta hoon');
  await entry.getByRole('button', { name: 'Save Entry' }).click();
  const card = page.getByRole('dialog', { name: 'Aapko yeh bojh akele nahi uthana hai' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Please abhi');
  await card.getByRole('button', { name: 'Band karein' }).click();
  await expect(card).toBeHidden();
  await expect(page.getByTestId('journal-entry').first()).toContainText('Mujhe ab jeena nahi hai');
});
