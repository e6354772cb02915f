/**
 * Issue 15 §4: what a shared link shows outside the community. By default its preview (the share
 * page's Open Graph tags) says only that something was shared here; the author may let it show
 * the post's words, in the composer or later on the post's page, and take that back.
 */
import type { APIRequestContext } from '@playwright/test';
import { enterAsNewMember, postAs } from './support/content.ts';
import { inEveryLook } from './support/looks.ts';
import { dismissToasts, expectToast } from './support/membership.ts';
import { expect, test } from './support/test.ts';

/** The share page as a link preview fetches it: signed out, its Open Graph description. */
async function previewOf(request: APIRequestContext, baseURL: string, postId: string): Promise<string> {
  const page = await request.get(`${baseURL}/api/share/post/${postId}`, { headers: { cookie: '' }, maxRedirects: 0 });
  return /property="og:description" content="([^"]*)"/.exec(await page.text())?.[1] ?? '';
}

test("a post's link keeps its words private until its author shows them, from the composer or the post", async ({ page, playwright, baseURL }) => {
  await enterAsNewMember(page, 'Previewer');
  const outside = await playwright.request.newContext();

  await page.goto('/create');
  const choice = page.getByRole('switch', { name: 'Show my words in link previews' });
  await expect(choice).not.toBeChecked();
  await expect(page.getByText('Off: where a link to this post is pasted, it says only that something was shared here.')).toBeVisible();
  await inEveryLook(page, 'the composer with its share-words choice', (look) => page.screenshot({ path: test.info().outputPath(`composer-${look}.png`), fullPage: true }));
  await page.setViewportSize({ width: 1280, height: 900 });

  const shown = `Words I am glad to share ${Date.now()}`;
  await page.getByLabel('Your question').fill(shown);
  await choice.click();
  await expect(choice).toBeChecked();
  const created = page.waitForResponse((response) => response.url().endsWith('/api/posts') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Share with Community' }).click();
  const shownPost = (await (await created).json()) as { id: string };
  await expectToast(page, 'Shared with Community');
  expect(await previewOf(outside, baseURL!, shownPost.id)).toContain('Words I am glad to share');

  const kept = await postAs(page, { content: `Words that stay here ${Date.now()}` });
  expect(await previewOf(outside, baseURL!, kept.id)).toBe('Seekers&#39; Circle is a members-only community. Sign in to read what was shared.');

  await page.goto(`/posts/${kept.id}`);
  const toggle = page.getByRole('button', { name: 'Words hidden in link preview' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expectToast(page, 'Link preview shows your words');
  await expect(page.getByRole('button', { name: 'Words shown in link preview' })).toHaveAttribute('aria-pressed', 'true');
  expect(await previewOf(outside, baseURL!, kept.id)).toContain('Words that stay here');
  await dismissToasts(page);
  await inEveryLook(page, 'a post with its share-words choice', (look) => page.screenshot({ path: test.info().outputPath(`post-${look}.png`), fullPage: true }));
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Words shown in link preview' }).click();
  await expectToast(page, 'Link preview keeps your words private');
  expect(await previewOf(outside, baseURL!, kept.id)).not.toContain('Words that stay here');
  await outside.dispose();
});
