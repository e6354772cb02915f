/**
 * Issue 9 §1 and §4, the web side: /circles, a circle's page, its feed and the home feed's
 * suggestion, against the real stack, at a phone's width and a desktop's.
 */
import type { Locator, Page } from '@playwright/test';
import { CIRCLE_PAGES } from '#shared/limits.ts';
import type { Circle, CirclePage } from '#shared/types/circle.ts';
import type { Post } from '#shared/types/post.ts';
import { callApi } from './support/api.ts';
import { createCircle } from './support/circles.ts';
import { enterAsNewMember, feedCard, switchTo } from './support/content.ts';
import { expectToast, uniqueSuffix } from './support/membership.ts';
import { expect, expectAccessible, test } from './support/test.ts';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

const circleCard = (scope: Page | Locator, name: string) => scope.getByTestId('circle-card').filter({ hasText: name });
const section = (page: Page, name: 'My Circles' | 'Discover New Circles') => page.getByRole('region', { name });

/** The home feed has loaded: its first card, or its empty state when the run has no main-feed posts yet. */
const homeFeedLoaded = (page: Page) =>
  expect(page.getByTestId('post-card').first().or(page.getByRole('heading', { name: 'No posts yet' }))).toBeVisible();

const postInCircle = (page: Page, circleId: string, content: string) =>
  callApi<Post>(page, 'POST', '/api/posts', { type: 'question', content, circleId });

/** From the circle's page: the confirmation, then the circle as a non-member sees it. */
async function leaveCircle(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Leave Circle' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Leave this circle?' });
  await confirm.getByRole('button', { name: 'Leave Circle' }).click();
  await expectToast(page, 'You left the circle');
  await expect(page.getByRole('heading', { name: 'Join to See Content' })).toBeVisible();
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a member starts a public and a private circle; another joins and leaves', async ({ page }) => {
      // Two members, and every step of both.
      test.setTimeout(150_000);
      const founder = await enterAsNewMember(page, 'Founder');
      await page.goto('/circles');
      await expect(page.getByRole('heading', { level: 1, name: 'Circles' })).toBeVisible();
      await expect(section(page, 'My Circles').getByRole('heading', { name: "You haven't joined a circle yet" })).toBeVisible();
      await expectAccessible(page, 'circles, none joined');

      // The shared schema's messages, before anything is sent.
      await page.getByRole('button', { name: 'Create Circle' }).first().click();
      // Named by its title, which turns to "Your circle is ready" once the circle is made.
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveAccessibleName('Create a Circle');
      await expect(dialog.getByRole('switch', { name: 'Private' })).not.toBeChecked();
      await dialog.getByRole('button', { name: 'Create Circle' }).click();
      await expect(dialog.getByText('Circle name is required')).toBeVisible();
      await expect(dialog.getByText('Description is required')).toBeVisible();
      await expect(dialog.getByLabel('Name')).toBeFocused();
      await dialog.getByLabel('Name').fill('n'.repeat(101));
      await expect(dialog.getByText('Name must be less than 100 characters')).toBeVisible();
      await dialog.getByLabel('Description').fill('d'.repeat(501));
      await expect(dialog.getByText('Description must be less than 500 characters')).toBeVisible();
      await expectAccessible(page, 'create-circle dialog with errors');

      // A server failure keeps the dialog and its values.
      const publicName = `Morning Stillness ${uniqueSuffix()}`;
      await dialog.getByLabel('Name').fill(publicName);
      await dialog.getByLabel('Description').fill('We sit for ten minutes before the day begins, then share a line about it.');
      await page.route('**/api/circles', (route) => route.fulfill({ status: 500, json: { message: 'Internal server error', code: 'internal' } }));
      await dialog.getByRole('button', { name: 'Create Circle' }).click();
      // A modal dialog hides the rest of the page from the accessibility tree, the toasts' region
      // too (Radix Toast still announces each toast through a live region of its own).
      await expect(page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true })).toContainText(
        'ErrorFailed to create circle. Please try again.',
      );
      await expect(dialog.getByLabel('Name')).toHaveValue(publicName);
      await page.unroute('**/api/circles');
      await dialog.getByRole('button', { name: 'Create Circle' }).click();
      await expect(dialog).toHaveAccessibleName('Your circle is ready');
      await expect(dialog).toContainText(`${publicName} is now in My Circles`);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();
      const publicCard = circleCard(section(page, 'My Circles'), publicName);
      await expect(publicCard).toContainText('Public');
      await expect(publicCard).toContainText('1 member');

      // The private one, opened from the dialog.
      const privateName = `Grief Circle ${uniqueSuffix()}`;
      await page.getByRole('button', { name: 'Create Circle' }).first().click();
      await dialog.getByLabel('Name').fill(privateName);
      await dialog.getByLabel('Description').fill('For those carrying a loss. What is said here stays here.');
      await dialog.getByRole('switch', { name: 'Private' }).click();
      await dialog.getByRole('button', { name: 'Create Circle' }).click();
      await dialog.getByRole('link', { name: 'Open the circle' }).click();
      await expect(page).toHaveURL(/\/circles\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1, name: privateName })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('Private');
      await expect(page.getByRole('main')).toContainText(`Started by ${founder.name}`);
      await expect(page.getByRole('button', { name: 'Invite' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'No posts yet' })).toBeVisible();
      // The member count opens the member list.
      const count = page.getByRole('button', { name: '1 member' });
      await expect(count).toHaveAttribute('aria-expanded', 'false');
      await count.click();
      await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveText([new RegExp(founder.name)]);
      await expectAccessible(page, 'circle page, creator');
      await page.getByRole('link', { name: 'Back to Circles' }).click();
      await expect(page).toHaveURL('/circles');
      await expect(section(page, 'My Circles').getByTestId('circle-card')).toHaveCount(2);

      // Another member: the public one is suggested at home and joinable; the private one is Invite Only.
      await enterAsNewMember(page, 'Joiner');
      await page.goto('/circles');
      const privateCard = circleCard(page, privateName);
      await expect(privateCard).toContainText('Invite Only');
      await expect(privateCard.getByRole('button')).toHaveCount(0);
      await expectAccessible(page, 'circles, discover');

      const join = circleCard(page, publicName).getByRole('button', { name: 'Join' });
      await page.route('**/api/circles/*/join', (route) => route.fulfill({ status: 500, body: 'down' }));
      await join.click();
      await expectToast(page, 'Error', 'Failed to join circle. Please try again.');
      await page.unroute('**/api/circles/*/join');
      await page.route('**/api/circles/*/join', (route) =>
        route.fulfill({ status: 403, json: { message: 'This is a private circle. You need an invitation to join.', code: 'private_circle' } }),
      );
      await join.click();
      await expectToast(page, 'Private Circle', 'This is a private circle. You need an invitation to join.');
      await page.unroute('**/api/circles/*/join');
      await join.click();
      await expectToast(page, 'You joined the circle', publicName);
      await expect(circleCard(section(page, 'My Circles'), publicName)).toContainText('2 members');

      // Leaving asks first; Cancel keeps the membership.
      await circleCard(page, publicName).getByRole('link', { name: publicName }).click();
      await expect(page.getByRole('heading', { level: 1, name: publicName })).toBeVisible();
      await page.getByRole('button', { name: 'Leave Circle' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Leave this circle?' });
      await expectAccessible(page, 'leave confirmation');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('button', { name: 'Leave Circle' })).toBeFocused();
      await page.route('**/api/circles/*/leave', (route) => route.fulfill({ status: 500, body: 'down' }));
      await page.getByRole('button', { name: 'Leave Circle' }).click();
      await confirm.getByRole('button', { name: 'Leave Circle' }).click();
      await expectToast(page, 'Error', 'Failed to leave circle. Please try again.');
      await page.unroute('**/api/circles/*/leave');
      await leaveCircle(page);
      await expect(page.getByRole('main')).toContainText('1 member');
      await expect(page.getByRole('button', { name: 'Join Circle' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Invite' })).toHaveCount(0);
    });

    test('a member posts in a circle from its floating button; the post stays out of the home feed', async ({ page }) => {
      await enterAsNewMember(page, 'Poster');
      const circle = await createCircle(page, 'Evening Pages', false);
      await page.goto(`/circles/${circle.id}`);
      await expect(page.getByRole('heading', { level: 1, name: circle.name })).toBeVisible();
      // The circle's feed has the home feed's sorts, and no search panel.
      await expect(page.getByLabel('Sort')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveCount(0);
      await expect(page.getByTestId('floating-create')).toHaveAttribute('href', `/create?circleId=${circle.id}`);

      await page.getByTestId('floating-create').click();
      await expect(page.getByRole('status').filter({ hasText: `Sharing in ${circle.name}` })).toBeVisible();
      await expectAccessible(page, 'create post in a circle');
      const content = `What did today teach you? ${uniqueSuffix()}`;
      await page.getByLabel('Your question').fill(content);
      await page.getByRole('button', { name: 'Share with Community' }).click();
      await expectToast(page, 'Shared with Community', 'Your question is now in the circle.');
      await expect(page).toHaveURL(`/circles/${circle.id}`);
      await expect(feedCard(page, content)).toBeVisible();
      await page.reload();
      await expect(feedCard(page, content)).toBeVisible();
      await expectAccessible(page, 'circle page with a post');

      await page.goto('/?sort=newest');
      await homeFeedLoaded(page);
      await expect(feedCard(page, content)).toHaveCount(0);
    });
  });
}

test('a non-member sees no posts; a request to join a private circle is admitted by its creator', async ({ page }) => {
  const creator = await enterAsNewMember(page, 'Keeper');
  const circle = await createCircle(page, 'Quiet Vigil', true);
  const post = await postInCircle(page, circle.id, `Only for the vigil. ${uniqueSuffix()}`);
  const requester = await enterAsNewMember(page, 'Asker');

  await page.goto(`/circles/${circle.id}`);
  await expect(page.getByRole('heading', { level: 1, name: circle.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Join to See Content' })).toBeVisible();
  await expect(page.getByTestId('post-card')).toHaveCount(0);
  await expect(page.getByText(post.content)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Leave Circle' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Invite' })).toHaveCount(0);
  // Members are listed to members only: the count is not a button here.
  await expect(page.getByRole('button', { name: '1 member' })).toHaveCount(0);
  await expectAccessible(page, 'private circle, non-member');

  await page.getByRole('button', { name: 'Request to Join' }).click();
  await expectToast(page, 'Request sent');
  await expect(page.getByRole('button', { name: 'Request Pending' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Request Pending' })).toBeDisabled();

  await switchTo(page, creator);
  await page.goto(`/circles/${circle.id}`);
  const requests = page.getByRole('region', { name: 'Requests to Join (1)' });
  await expect(requests.getByRole('listitem')).toContainText(requester.name);
  await expectAccessible(page, 'circle page, creator with a request');
  await requests.getByRole('button', { name: 'Admit' }).click();
  await expectToast(page, 'Request admitted', `${requester.name} is now a member of the circle.`);
  await expect(requests).toHaveCount(0);
  await expect(page.getByRole('button', { name: '2 members' })).toBeVisible();

  await switchTo(page, requester);
  await page.goto(`/circles/${circle.id}`);
  await expect(feedCard(page, post.content)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Join to See Content' })).toHaveCount(0);
});

test('the creator declines a request, and the member may ask again', async ({ page }) => {
  const creator = await enterAsNewMember(page, 'Warden');
  const circle = await createCircle(page, 'Night Watch', true);
  const requester = await enterAsNewMember(page, 'Hopeful');
  await callApi(page, 'POST', `/api/circles/${circle.id}/join-requests`);

  await switchTo(page, creator);
  await page.goto(`/circles/${circle.id}`);
  const requests = page.getByRole('region', { name: /^Requests to Join/ });
  await requests.getByRole('button', { name: 'Decline' }).click();
  await expectToast(page, 'Request declined');
  await expect(requests).toHaveCount(0);
  await expect(page.getByRole('button', { name: '1 member' })).toBeVisible();

  await switchTo(page, requester);
  await page.goto(`/circles/${circle.id}`);
  await expect(page.getByRole('button', { name: 'Request to Join' })).toBeEnabled();
});

test('the home feed suggests a public circle the member has not joined, and joins it', async ({ page }) => {
  await enterAsNewMember(page, 'Host');
  // The newest public circle is the suggestion; a newer private one is never suggested.
  const suggested = await createCircle(page, 'Walking Meditation', false);
  await createCircle(page, 'Hidden Garden', true);
  await enterAsNewMember(page, 'Guest');

  const suggestion = page.getByRole('region', { name: 'A circle you might like' });
  await expect(suggestion).toContainText(suggested.name);
  await expect(suggestion).toContainText('1 member');
  await expectAccessible(page, 'home feed with a suggested circle');
  await suggestion.getByRole('button', { name: 'Join Circle' }).click();
  await expectToast(page, 'You joined the circle', suggested.name);
  await expect(suggestion.getByText(suggested.name)).toHaveCount(0);

  // Once every public circle is joined, nothing is suggested.
  for (let cursor: string | null = null, first = true; first || cursor; first = false) {
    const pageOf: CirclePage = await callApi<CirclePage>(page, 'GET', `/api/circles${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
    for (const circle of pageOf.circles) if (!circle.isPrivate) await callApi(page, 'POST', `/api/circles/${circle.id}/join`);
    cursor = pageOf.nextCursor;
  }
  const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/circles' && response.ok());
  await page.reload();
  await listed;
  await homeFeedLoaded(page);
  await expect(suggestion).toHaveCount(0);
});

test('Discover New Circles shows a page at a time, and Show more circles brings the next', async ({ page }) => {
  test.setTimeout(120_000);
  await enterAsNewMember(page, 'Founder');
  const made: Circle[] = [];
  for (let i = 0; i < CIRCLE_PAGES.pageSize + 1; i++) made.push(await createCircle(page, `Paged ${i}`));
  await enterAsNewMember(page, 'Browser');
  await page.goto('/circles');
  const discover = page.getByRole('list', { name: 'Discover New Circles' });
  // The newest page first: the oldest of these 21 is on a later page.
  await expect(discover.getByText(made.at(-1)!.name)).toBeVisible();
  await expect(discover.getByText(made[0]!.name)).toHaveCount(0);
  const more = page.getByRole('button', { name: 'Show more circles' });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.screenshot({ path: `/tmp/shots-invites/circles-show-more-${width}-${colorScheme}.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await expectAccessible(page, 'Discover New Circles with more to show');
  // Each page is waited for before the list is read again: read at once, a page still on its way
  // looks like no page, and the loop would ask once more than there are pages.
  while ((await discover.getByText(made[0]!.name).count()) === 0) {
    const shown = await discover.getByRole('listitem').count();
    await more.click();
    await expect(discover.getByRole('listitem')).not.toHaveCount(shown);
  }
  await expect(discover.getByText(made[0]!.name)).toBeVisible();
  await expect(discover.getByRole('listitem').filter({ hasText: made[1]!.name })).toHaveCount(1);
});

test('an unknown circle says Circle Not Found', async ({ page }) => {
  await enterAsNewMember(page, 'Wanderer');
  await page.goto(`/circles/no-such-circle-${uniqueSuffix()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Circle Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Circles' })).toHaveAttribute('href', '/circles');
  await expectAccessible(page, 'circle not found');
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the circles page, the dialog and a circle page stay accessible', async ({ page }) => {
    await enterAsNewMember(page, 'Lantern');
    const circle = await createCircle(page, 'Candlelight', false);
    await postInCircle(page, circle.id, `By candlelight. ${uniqueSuffix()}`);
    await page.goto('/circles');
    await expect(circleCard(page, circle.name)).toBeVisible();
    await expectAccessible(page, 'circles, dark');
    await page.getByRole('button', { name: 'Create Circle' }).first().click();
    await expectAccessible(page, 'create-circle dialog, dark');
    await page.keyboard.press('Escape');
    await page.goto(`/circles/${circle.id}`);
    await expect(page.getByTestId('post-card')).toHaveCount(1);
    await page.getByRole('button', { name: '1 member' }).click();
    await expectAccessible(page, 'circle page, dark');
  });
});
