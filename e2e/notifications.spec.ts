/** Notifications reaching their member: the bell's badge and popover, the page, Mark Read and Mark All Read. */
import type { Browser, Page } from '@playwright/test';
import type { Circle } from '#shared/types/circle.ts';
import { NOTIFICATIONS_PER_PAGE } from '#shared/limits.ts';
import { callApi } from './support/api.ts';
import { approvedMembersByApi } from './support/members-by-api.ts';
import { enterAsNewMember, postAs, type Member } from './support/content.ts';
import { expectToast, uniqueSuffix } from './support/membership.ts';
import { expect, expectAccessible, test } from './support/test.ts';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).filter({ visible: true });
const popover = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

/** A second member in a browser of their own, so two members act in turn without signing out. */
async function otherMember(browser: Browser, label: string): Promise<{ page: Page; member: Member }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  return { page, member: await enterAsNewMember(page, label) };
}

test('a reply and a reaction reach the author; a switched-off preference sends nothing', async ({ page, browser }) => {
  // Two members in two browsers, and every step of both.
  test.slow();
  await enterAsNewMember(page, 'Author');
  const content = `Where does the mind go in silence? ${uniqueSuffix()}`;
  const post = await postAs(page, { content });
  const circle = await callApi<Circle>(page, 'POST', '/api/circles', { name: `Quiet ${uniqueSuffix()}`, description: 'Sitting.', isPrivate: false });
  await callApi(page, 'PATCH', '/api/user/notification-preferences', { notifyCircleActivity: false });

  const other = await otherMember(browser, 'Reactor');
  await postAs(other.page, { type: 'reply', parentId: post.id, content: 'Somewhere kind, I hope.' });
  await callApi(other.page, 'POST', '/api/reactions', { postId: post.id, type: 'gratitude', value: 70 });
  // Circle activity is off for the author: this join tells them nothing.
  await callApi(other.page, 'POST', `/api/circles/${circle.id}/join`);

  await page.goto('/');
  await expect(bell(page)).toHaveAccessibleName('Notifications (2 unread)');
  await expect(bell(page).getByTestId('count-badge')).toHaveText('2');
  await bell(page).click();
  await expect(popover(page)).toBeVisible();
  const items = popover(page).getByRole('list', { name: 'Latest notifications' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(`New reaction on your post${other.member.name} reacted to your post: Gratitude (70).`);
  await expect(items.nth(1)).toContainText(`New reflection on your post${other.member.name}: Somewhere kind, I hope.`);
  await expect(items.nth(0).getByRole('link')).toHaveAttribute('href', `/posts/${post.id}`);
  await expectAccessible(page, 'bell popover');
  await page.keyboard.press('Escape');
  await expect(popover(page)).toBeHidden();
  await expect(bell(page)).toBeFocused();

  // The page: both unread with View Post; Mark Read moves one to the earlier ones.
  await bell(page).click();
  await popover(page).getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL('/notifications');
  const fresh = page.getByRole('region', { name: 'New Notifications' });
  await expect(fresh.getByRole('listitem')).toHaveCount(2);
  await expect(fresh.getByRole('link', { name: 'View Post' }).first()).toHaveAttribute('href', `/posts/${post.id}`);
  await fresh.getByRole('button', { name: /^Mark Read.*New reaction on your post/ }).click();
  await expect(page.getByRole('region', { name: 'Earlier Notifications' })).toContainText('New reaction on your post');
  await expect(bell(page)).toHaveAccessibleName('Notifications (1 unread)');
  await expectAccessible(page, 'notifications page');

  // Mark All Read from the popover, then a notification still leads to its post.
  await bell(page).click();
  await popover(page).getByRole('button', { name: 'Mark All Read' }).click();
  await expectToast(page, 'All notifications marked as read');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(bell(page).getByTestId('count-badge')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'New Notifications' })).toHaveCount(0);
  await popover(page).getByRole('link', { name: /New reflection on your post/ }).click();
  await expect(page).toHaveURL(`/posts/${post.id}`);
  await expect(page.getByText(content)).toBeVisible();

  // Reactions switched off: reacting again changes the reaction and tells the author nothing.
  await callApi(page, 'PATCH', '/api/user/notification-preferences', { notifyReactions: false });
  await callApi(other.page, 'POST', '/api/reactions', { postId: post.id, type: 'resonates', value: 90 });
  await page.reload();
  await expect(page.getByText(content)).toBeVisible();
  expect(await callApi<{ count: number }>(page, 'GET', '/api/notifications/unread-count')).toEqual({ count: 0 });
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test('Mark Read and Mark All Read say so when they fail', async ({ page, browser }) => {
  await enterAsNewMember(page, 'Fails');
  const post = await postAs(page, { content: `Is this heard? ${uniqueSuffix()}` });
  const other = await otherMember(browser, 'Answers');
  await postAs(other.page, { type: 'reply', parentId: post.id, content: 'Heard.' });
  await page.route('**/api/notifications/*/read', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  await page.route('**/api/notifications/mark-all-read', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  await page.goto('/notifications');
  await page.getByRole('button', { name: /^Mark Read/ }).click();
  await expectToast(page, 'Error', 'Failed to mark notification as read.');
  await page.getByRole('region', { name: 'New Notifications' }).getByRole('button', { name: 'Mark All Read' }).click();
  await expectToast(page, 'Error', 'Failed to mark all notifications as read.');
  await expect(page.getByRole('region', { name: 'New Notifications' }).getByRole('listitem')).toHaveCount(1);
});

test("the bell's popover fits at 390 px and 1280 px, light and dark", async ({ page, browser }) => {
  await enterAsNewMember(page, 'Popover');
  const post = await postAs(page, { content: `A long morning. ${uniqueSuffix()}` });
  const other = await otherMember(browser, 'Visitor');
  for (const word of ['Yes', 'And the light after it, slowly filling the room until nothing is left unlit.']) {
    await postAs(other.page, { type: 'reply', parentId: post.id, content: word });
  }
  await callApi(other.page, 'POST', '/api/reactions', { postId: post.id, type: 'insightful', value: 35 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      // Opening the popover reads nothing: every pass finds the same three.
      await expect(bell(page)).toHaveAccessibleName('Notifications (3 unread)');
      const box = await bell(page).boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
      await bell(page).click();
      await expect(popover(page).getByRole('listitem')).toHaveCount(3);
      const panel = await popover(page).boundingBox();
      expect(panel!.x).toBeGreaterThanOrEqual(0);
      expect(panel!.x + panel!.width).toBeLessThanOrEqual(width);
      await expectAccessible(page, `bell popover at ${width} px, ${colorScheme}`);
      await page.screenshot({ path: test.info().outputPath(`bell-popover-${width}-${colorScheme}.png`) });
      await page.keyboard.press('Escape');
    }
  }
});

test('a long list shows the newest page, then the earlier ones on demand', async ({ page }) => {
  test.slow();
  await enterAsNewMember(page, 'Asker');
  const post = await postAs(page, { content: `Who will answer? ${uniqueSuffix()}` });
  const repliers = await approvedMembersByApi(NOTIFICATIONS_PER_PAGE + 1, 'Answerer');
  for (const [i, replier] of repliers.entries()) {
    const reply = await replier.client.send('POST', '/api/posts', { type: 'reply', parentId: post.id, content: `Answer ${i + 1}` });
    expect(reply.status).toBe(201);
  }
  await page.goto('/notifications');
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(NOTIFICATIONS_PER_PAGE);
  await expect(items.first()).toContainText(`Answer ${NOTIFICATIONS_PER_PAGE + 1}`);
  await page.getByRole('button', { name: 'Show earlier notifications' }).click();
  await expect(items).toHaveCount(NOTIFICATIONS_PER_PAGE + 1);
  await expect(items.last()).toContainText('Answer 1');
  await expect(page.getByRole('button', { name: 'Show earlier notifications' })).toHaveCount(0);
});
