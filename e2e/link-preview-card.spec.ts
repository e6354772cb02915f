/**
 * Issue 33 §2: a post with a web address shows a card of the page — its title, description, the
 * server's copy of its picture, its domain — in the circle's feed and on the post page, reached by
 * keyboard and opening the page without a Referer; a long title and address stay inside the card.
 * The pages are the stack's page stand-in's (functions/stand-ins/page-stand-in.ts), at the app's
 * port + 4 as `npm start` runs it. The posts are in a circle of the test's own, so its feed holds
 * only them.
 */
import type { Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { Post } from '#shared/types/post.ts';
import { pageStandInPortFor } from '../functions/stand-ins/local-settings.ts';
import { PAGE_TEXT, PAGES } from '../functions/stand-ins/page-stand-in.ts';
import { createCircle } from './support/circles.ts';
import { enterAsNewMember, feedCard } from './support/content.ts';
import { callApi } from './support/api.ts';
import { inEveryLook } from './support/looks.ts';
import { expect, test } from './support/test.ts';

const SHOTS = '/tmp/shots-previews';
const PAGE_ORIGIN = `http://127.0.0.1:${pageStandInPortFor(Number(process.env.E2E_PORT ?? 3210))}`;

/** The card of a post once the stream worker has previewed its link: the page is reloaded until it shows. */
async function cardOnceReady(page: Page, card: () => Locator): Promise<Locator> {
  await expect(async () => {
    await page.reload();
    await expect(card().getByTestId('link-preview')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return card().getByTestId('link-preview');
}

test('a post with a web address shows a preview card of the page, in the feed and on the post page', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await enterAsNewMember(page, 'Linker');
  const circle = await createCircle(page, 'Reading Circle');
  const words = `A gentle guide I keep coming back to: ${PAGE_ORIGIN}${PAGES.article}`;
  const post = await callApi<Post>(page, 'POST', '/api/posts', { type: 'reflection', content: words, circleId: circle.id });
  const long = await callApi<Post>(page, 'POST', '/api/posts', { type: 'reflection', content: `And a long one ${PAGE_ORIGIN}${PAGES.long}`, circleId: circle.id });
  const refused = await callApi<Post>(page, 'POST', '/api/posts', { type: 'reflection', content: `Not a page: ${PAGE_ORIGIN}${PAGES.notHtml}`, circleId: circle.id });

  await page.goto(`/circles/${circle.id}`);
  const preview = await cardOnceReady(page, () => feedCard(page, 'A gentle guide I keep coming back to'));
  await expect(preview).toContainText(PAGE_TEXT.title);
  await expect(preview).toContainText(PAGE_TEXT.description);
  await expect(preview).toContainText('127.0.0.1');
  await expect(preview).toHaveAttribute('href', `${PAGE_ORIGIN}${PAGES.article}`);
  await expect(preview).toHaveAttribute('rel', /noreferrer/);
  await expect(preview).toHaveAttribute('target', '_blank');
  // The picture is our stored copy, never the page's own.
  await expect(preview.locator('img')).toHaveAttribute('src', /^\/media\/images\//);
  await cardOnceReady(page, () => feedCard(page, 'And a long one'));
  // A page that cannot be previewed leaves the words as they are: no card.
  await expect(feedCard(page, 'Not a page')).toBeVisible();
  await expect(feedCard(page, 'Not a page').getByTestId('link-preview')).toHaveCount(0);

  // By keyboard: the post's own link, then the card's, which opens the page in a new tab.
  const postLink = feedCard(page, 'A gentle guide I keep coming back to').locator('[data-post-link]');
  await postLink.focus();
  await page.keyboard.press('Tab');
  await expect(preview).toBeFocused();
  const [opened] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
  await opened.waitForLoadState();
  expect(opened.url()).toBe(`${PAGE_ORIGIN}${PAGES.article}`);
  expect(await opened.evaluate(() => document.referrer)).toBe('');
  await opened.close();

  await inEveryLook(page, 'a circle feed with link preview cards', (look) => page.screenshot({ path: `${SHOTS}/feed-${look}.png`, fullPage: true }));

  await page.goto(`/posts/${post.id}`);
  const onPost = page.getByRole('article').getByTestId('link-preview');
  await expect(onPost).toContainText(PAGE_TEXT.title);
  await inEveryLook(page, 'a post with a link preview card', (look) => page.screenshot({ path: `${SHOTS}/post-${look}.png`, fullPage: true }));

  await page.goto(`/posts/${long.id}`);
  await expect(page.getByRole('article').getByTestId('link-preview')).toContainText('Notes from a long retreat');
  await inEveryLook(page, 'a post with a long link preview', (look) => page.screenshot({ path: `${SHOTS}/long-${look}.png`, fullPage: true }));

  // Without a preview the post page still offers the address, as a plain link.
  await page.goto(`/posts/${refused.id}`);
  await expect(page.getByRole('link', { name: `${PAGE_ORIGIN}${PAGES.notHtml} (opens in a new tab)` })).toBeVisible();
  await expect(page.getByRole('article').getByTestId('link-preview')).toHaveCount(0);
});
