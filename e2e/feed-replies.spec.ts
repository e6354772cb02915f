/**
 * Replying from the feed and from a circle (issue 33 §1): a card's Reply opens a small composer in
 * place, with the spec's feed wording ("Reply content is required", "Reply must be less than 1000
 * characters", 'Failed to share reply. Please try again.'); the card's count and the post page's
 * reflections follow at once. The composer's code arrives after the first screen, and a press made
 * before it has arrived opens it on arrival. Screenshots of the open composer at 390 and 1280 px,
 * light and dark, under /tmp/shots-replies/.
 */
import type { Locator, Page, Route } from '@playwright/test';
import type { Post } from '#shared/types/post.ts';
import { VIDEOS } from '../functions/stand-ins/oembed-stand-in.ts';
import { createCircle } from './support/circles.ts';
import { callApi } from './support/api.ts';
import { enterAsNewMember, feedCard } from './support/content.ts';
import { inEveryLook } from './support/looks.ts';
import { approvedMembersByApi } from './support/members-by-api.ts';
import { dismissToasts, expectToast, uniqueSuffix } from './support/membership.ts';
import { expect, test } from './support/test.ts';

const SHOTS = '/tmp/shots-replies';
const CRISIS = 'I do not want to live anymore and keep thinking about ending my life';

/** A question by another member, on the main feed. */
async function questionByAnother(text: string): Promise<Post> {
  const [asker] = await approvedMembersByApi(1, `Asker ${uniqueSuffix()}`);
  const answer = await asker!.client.send<Post>('POST', '/api/posts', { content: text, type: 'question' });
  expect(answer.status, answer.text).toBe(201);
  return answer.json;
}

const replyToggle = (card: Locator) => card.getByRole('button', { name: /^Reply to / });
const composerOf = (card: Locator) => card.getByRole('textbox', { name: 'Your reply' });
const send = (card: Locator) => card.getByRole('button', { name: 'Reply', exact: true });

/** Opens a card's composer and checks it took the focus. */
async function openComposer(card: Locator): Promise<Locator> {
  await replyToggle(card).click();
  await expect(replyToggle(card)).toHaveAttribute('aria-expanded', 'true');
  const box = composerOf(card);
  await expect(box).toBeFocused();
  return box;
}

/** The post page, reached in the app (no reload): the reply is among its reflections at once. */
async function expectOnPostPage(page: Page, card: Locator, reply: string): Promise<void> {
  await card.locator('[data-post-link]').click();
  await expect(page).toHaveURL(/\/posts\//);
  const reflections = page.getByRole('list', { name: 'Reflections' });
  await expect(reflections).toContainText(reply);
}

test('from the home feed: the feed wording, Escape keeps the words, and the count follows on the card and the post page', async ({ page }) => {
  const word = uniqueSuffix();
  await enterAsNewMember(page, 'Replier');
  const question = await questionByAnother(`Where does stillness go when the day gets loud? ${word}`);
  await page.goto('/?sort=newest');
  const card = feedCard(page, question.content);
  await expect(card).toBeVisible();
  await expect(card).not.toContainText('reflection');

  const box = await openComposer(card);
  await send(card).click();
  await expect(card.getByText('Reply content is required')).toBeVisible();
  await expect(box).toBeFocused();
  await box.fill('y'.repeat(1001));
  await expect(card.getByText('Reply must be less than 1000 characters')).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');

  // Escape closes it and gives the focus back to Reply; the words wait for the next opening.
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(replyToggle(card)).toBeFocused();
  await expect(replyToggle(card)).toHaveAttribute('aria-expanded', 'false');
  await openComposer(card);
  await expect(box).toHaveValue('y'.repeat(1001));

  const reply = `It waits under the noise, like water under ice. ${word}`;
  await box.fill(reply);
  // The spec's reply optional fields: here a YouTube video, through the create form's own panel.
  await card.getByRole('button', { name: 'Attachments' }).click();
  await card.getByLabel('YouTube link').fill('https://youtu.be/calmBreath1');
  await card.getByRole('button', { name: 'Preview' }).click();
  await expect(card.getByTestId('youtube-preview')).toContainText(VIDEOS.calmBreath1!);
  await send(card).click();
  await expect(box).toBeHidden();
  await expect(card.getByRole('status')).toHaveText('Your reply was shared.');
  await expect(card).toContainText('1 reflection');
  await expectOnPostPage(page, card, reply);
  await expect(page.getByRole('list', { name: 'Reflections' }).getByRole('button', { name: `Play video: ${VIDEOS.calmBreath1}` })).toBeVisible();
});

test('from a circle: a failed reply says so in the feed wording and keeps the words; sent again it counts', async ({ page }) => {
  const word = uniqueSuffix();
  await enterAsNewMember(page, 'Circler');
  const circle = await createCircle(page, 'Replies');
  const post = await callApi<Post>(page, 'POST', '/api/posts', { content: `What did the silence teach you this week? ${word}`, type: 'question', circleId: circle.id });
  await page.goto(`/circles/${circle.id}`);
  const card = feedCard(page, post.content);
  const box = await openComposer(card);
  const reply = `That I do not have to fill it. ${word}`;
  await box.fill(reply);

  await page.route('**/api/posts', (route: Route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }) : route.fallback(),
  );
  await send(card).click();
  await expectToast(page, 'Error', 'Failed to share reply. Please try again.');
  await expect(box).toHaveValue(reply);
  await page.unroute('**/api/posts');
  await dismissToasts(page);

  await inEveryLook(page, 'the reply composer open on a circle card', async (look) => {
    // The whole composer in view, clear of a phone's bottom bar.
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${SHOTS}/composer-${look}.png` });
  });
  await page.setViewportSize({ width: 1280, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });

  await send(card).click();
  await expect(box).toBeHidden();
  await expect(card).toContainText('1 reflection');
  await expect(card.getByRole('status')).toHaveText('Your reply was shared.');
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${SHOTS}/replied-1280-light.png` });
  await expectOnPostPage(page, card, reply);
});

// The service worker would answer the held chunk from its cache, out of the page's routing's reach.
test.describe(() => {
  test.use({ serviceWorkers: 'block' });

  test('pressed before its code arrives, Reply opens on arrival; words of crisis bring the care card', async ({ page }) => {
    const word = uniqueSuffix();
    await enterAsNewMember(page, 'Early');
    const question = await questionByAnother(`Is it all right to feel nothing at all some days? ${word}`);
    const held: Route[] = [];
    let releasing = false;
    await page.route(/\/assets\/reply-composer-[\w-]+\.js$/, (route) => (releasing ? route.continue() : void held.push(route)));
    await page.goto('/?sort=newest');
    const card = feedCard(page, question.content);
    await replyToggle(card).click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    releasing = true;
    await Promise.all(held.map((route) => route.continue()));
    await expect(composerOf(card)).toBeFocused();

    // The same path as every post (POST /api/posts): the care recogniser reads a reply from the feed too.
    await composerOf(card).fill(`${CRISIS}. ${word}`);
    await send(card).click();
    await expect(page.getByRole('dialog', { name: 'You do not have to carry this alone' })).toBeVisible();
  });
});
