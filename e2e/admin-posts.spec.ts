import type { Page } from '@playwright/test';
import type { GuideAnswer } from '#shared/types/ai-guru.ts';
import type { Post } from '#shared/types/post.ts';
import { uniqueEmail } from './support/accounts.ts';
import { expectFailedDelete } from './support/admin-lists.ts';
import { callApi } from './support/api.ts';
import { createCircle, createLongCircle } from './support/circles.ts';
import { enterAsNewMember, enterAsReviewer, postAs } from './support/content.ts';
import { longPersonaName, longUrlWord } from './support/long-data.ts';
import { approvedMembersByApi } from './support/members-by-api.ts';
import { approvedAccount, cardWith, expectToast, uniqueSuffix } from './support/membership.ts';
import { expect, expectAccessible, test } from './support/test.ts';

const postsPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Posts' });
/** The post cards: list items with a heading (each card's badges are list items too). */
const postCards = (page: Page) => postsPanel(page).getByRole('listitem').filter({ has: page.getByRole('heading') });

async function openPostsTab(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('tab', { name: /^Posts/ }).click();
}

/** Searches for text not searched before, and waits for the answer: until then the unsearched list shows. */
async function search(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('q') === text);
  await postsPanel(page).getByRole('searchbox', { name: 'Search posts' }).fill(text);
  await answered;
}

async function show(page: Page, filter: string): Promise<void> {
  await postsPanel(page).getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: filter, exact: true }).click();
}

test('an admin searches posts by content and author, filters them, and deletes one after confirming', async ({ page }) => {
  const word = `Lantern${uniqueSuffix()}`;
  const member = await enterAsNewMember(page, 'Poster');
  const question = await postAs(page, { content: `Where does the ${word} light go at dawn?`, type: 'question' });
  const circle = await createCircle(page, 'Dawn sitters');
  await callApi<Post>(page, 'POST', '/api/posts', { content: `In the circle, the ${word} burns low`, type: 'reflection', circleId: circle.id });
  const asked = await callApi<GuideAnswer>(page, 'POST', '/api/ai-guru/question', { question: `What is the ${word}?`, wordCount: 50 });
  await callApi(page, 'POST', '/api/ai-guru/share-chat', { conversationId: asked.conversationId, question: `What is the ${word}?`, response: asked.response });
  const [replier] = await approvedMembersByApi(1, 'Replier');
  const reply = await replier!.client.send<Post>('POST', '/api/posts', { content: `A ${word.toLowerCase()} reply`, type: 'reply', parentId: question.id });
  expect(reply.status).toBe(201);
  const reported = await replier!.client.send('POST', `/api/posts/${question.id}/report`, { reason: 'Not kind' });
  expect(reported.status, reported.text).toBeLessThan(300);

  await enterAsReviewer(page);
  await openPostsTab(page);
  const panel = postsPanel(page);
  await search(page, word.toUpperCase());
  const cards = postCards(page);
  await expect(cards).toHaveCount(4);
  // Newest first: the reply, the guide's answer, the circle post, the question.
  await expect(cards.nth(0)).toContainText(`A ${word.toLowerCase()} reply`);
  await expect(cards.nth(0).getByRole('list', { name: 'About this post' })).toContainText('Reply');
  await expect(cards.nth(1).getByRole('heading')).toHaveText('AI Spiritual Guide');
  await expect(cards.nth(1).getByRole('list', { name: 'About this post' })).toContainText('AI');
  await expect(cards.nth(2).getByRole('list', { name: 'About this post' })).toContainText(`Circle: ${circle.name}`);
  const questionCard = cardWith(panel, `Where does the ${word} light go at dawn?`);
  await expect(questionCard.getByRole('heading')).toHaveText(member.name);
  await expect(questionCard.getByRole('list', { name: 'About this post' })).toContainText('Question');
  await expect(questionCard.getByRole('list', { name: 'About this post' })).toContainText('Reported (1)');
  await expect(questionCard).toContainText('0 reactions');

  // The filter offers exactly the spec's four choices.
  await panel.getByRole('combobox', { name: 'Show' }).click();
  await expect(page.getByRole('option')).toHaveText(['All Posts', 'Recent (7 days)', 'AI Generated', 'Reported']);
  await page.keyboard.press('Escape');
  await show(page, 'AI Generated');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('heading')).toHaveText('AI Spiritual Guide');
  await show(page, 'Reported');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(`Where does the ${word} light go at dawn?`);
  await show(page, 'Recent (7 days)');
  await expect(cards).toHaveCount(4);
  await show(page, 'All Posts');

  // By the author's anonymous name, whatever the case: the guide's answer goes by the guide's name.
  await search(page, member.nameWord.toLowerCase());
  await expect(cards).toHaveCount(2);
  await expect(cards.getByRole('heading')).toHaveText([member.name, member.name]);
  await search(page, `nothing-${uniqueSuffix()}`);
  await expect(panel.getByRole('heading', { name: 'No posts found' })).toBeVisible();
  await expectAccessible(page, 'the admin posts tab, empty');

  await search(page, word);
  await expect(cards).toHaveCount(4);
  await expectAccessible(page, 'the admin posts tab');
  await panel.screenshot({ path: test.info().outputPath('admin-posts-list.png') });

  // A failed delete says so and keeps the post.
  await expectFailedDelete(page, questionCard, '**/api/admin/posts/*', 'Failed to delete post');

  // Cancel keeps it; confirming removes it with its reply.
  await questionCard.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this post?' });
  await expect(dialog).toContainText('with its replies and reactions');
  await expectAccessible(page, 'the delete confirmation');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(questionCard).toHaveCount(1);
  await questionCard.getByRole('button', { name: /^Delete/ }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Post deleted');
  await expect(questionCard).toHaveCount(0);
  await expect(cards).toHaveCount(2);
  await expect(panel).not.toContainText(`A ${word.toLowerCase()} reply`);
});

test('a post card with long data wraps at 390 px and 1280 px, light and dark', async ({ page }) => {
  await approvedAccount(page, uniqueEmail('long-poster'), longPersonaName('Poster'));
  const circle = await createLongCircle(page);
  const long = longUrlWord();
  await callApi<Post>(page, 'POST', '/api/posts', { content: `${long} ${'We sit in the quiet together. '.repeat(25)}`.slice(0, 1000), circleId: circle.id });
  await enterAsReviewer(page);
  await openPostsTab(page);
  await search(page, long);
  const card = cardWith(postsPanel(page), long);
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('list', { name: 'About this post' })).toContainText(circle.name);

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // Nothing in the tab reaches past the screen's edge (the new width's layout may take a frame).
      await expect
        .poll(() => postsPanel(page).evaluate((panel) => Math.max(...[...panel.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right))))
        .toBeLessThanOrEqual(width);
      await expectAccessible(page, `the admin posts tab with long data at ${width} px, ${colorScheme}`);
      await postsPanel(page).screenshot({ path: test.info().outputPath(`admin-posts-${width}-${colorScheme}.png`) });
    }
  }
});

test('the list shows twenty posts at a time, and Show more brings the next', async ({ page }) => {
  const word = `Pebble${uniqueSuffix()}`;
  await enterAsNewMember(page, 'Pager');
  for (let i = 0; i < 21; i++) await postAs(page, { content: `${word} number ${i}` });
  await enterAsReviewer(page);
  await openPostsTab(page);
  await search(page, word);
  const cards = postCards(page);
  await expect(cards).toHaveCount(20);
  await expect(cards.first()).toContainText(`${word} number 20`);
  await postsPanel(page).getByRole('button', { name: 'Show more' }).click();
  await expect(cards).toHaveCount(21);
  await expect(cards.last()).toContainText(`${word} number 0`);
});

test('a search whose first slice holds no match keeps looking before it says No posts found', async ({ page }) => {
  const word = `Needle${uniqueSuffix()}`;
  await enterAsNewMember(page, 'Seeker');
  await postAs(page, { content: `The ${word} was here` });
  await enterAsReviewer(page);
  await openPostsTab(page);
  // The server answers so when its 200 examined posts hold no match; the cursor here starts at this month.
  const fromThisMonth = Buffer.from(JSON.stringify({ m: new Date().toISOString().slice(0, 7) })).toString('base64url');
  await page.route(
    (url) => url.pathname === '/api/admin/posts' && url.searchParams.get('q') === word && !url.searchParams.has('before'),
    (route) => route.fulfill({ json: { posts: [], next: fromThisMonth } }),
  );
  await search(page, word);
  await expect(postCards(page)).toHaveCount(1);
  await expect(postCards(page)).toContainText(`The ${word} was here`);
  await expect(postsPanel(page).getByRole('heading', { name: 'No posts found' })).toHaveCount(0);
});
