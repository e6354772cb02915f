import { FEED_SORT_LABELS, FEED_SORTS } from '#shared/types/post.ts';
import { enterAsNewMember, enterAsReviewer, feedCard, postAs, switchTo } from './support/content.ts';
import { expectToast, uniqueSuffix } from './support/membership.ts';
import { expect, expectAccessible, test } from './support/test.ts';

test('a member asks a question and shares a reflection; the feed shows both', async ({ page }) => {
  const member = await enterAsNewMember(page, 'Asker');
  await expectAccessible(page, 'home feed');

  await page.getByRole('link', { name: 'Create a post' }).click();
  await expect(page).toHaveURL('/create');
  await expect(page.getByRole('heading', { name: 'Create a Post' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Community Guidelines' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Question' })).toBeChecked();
  await expectAccessible(page, 'create post');

  // The shared schema's messages, before anything is sent.
  await page.getByRole('button', { name: 'Share with Community' }).click();
  await expect(page.getByText('Content is required')).toBeVisible();
  await expect(page.getByLabel('Your question')).toBeFocused();
  await page.getByLabel('Your question').fill('x'.repeat(1001));
  await expect(page.getByText('1001/1000')).toBeVisible();
  await expect(page.getByText('Content must be less than 1000 characters')).toBeVisible();

  const question = `How do you keep a practice alive on the hard days? ${'Slowly, gently. '.repeat(10)}${uniqueSuffix()}`;
  await page.getByLabel('Your question').fill(question);
  await expect(page.getByText(`${question.length}/1000`)).toBeVisible();
  await page.getByRole('button', { name: 'Share with Community' }).click();
  await expectToast(page, 'Shared with Community');
  await expect(page).toHaveURL('/');

  // Newest First: the preview stops at 150 characters, with the age and the type.
  await page.getByLabel('Sort').click();
  await page.getByRole('option', { name: 'Newest First' }).click();
  await expect(page).toHaveURL('/?sort=newest');
  const card = page.getByTestId('post-card').first();
  await expect(card.getByRole('link', { name: /^How do you keep/ })).toHaveText(`${question.slice(0, 150).trimEnd()}…`);
  await expect(card.getByRole('link', { name: member.name })).toBeVisible();
  await expect(card).toContainText('~1m');
  await expect(card).toContainText('Question');
  await expect(card).toHaveAttribute('data-impact', '0.00');

  const reflection = `Sat by the river at dusk and let the thoughts pass like leaves. ${uniqueSuffix()}`;
  await page.goto('/create');
  await page.getByRole('radio', { name: 'Reflection' }).click();
  await page.getByLabel('Your reflection').fill(reflection);
  await page.getByRole('button', { name: 'Share with Community' }).click();
  await expectToast(page, 'Shared with Community');
  await page.goto('/?sort=newest');
  await expect(page.getByTestId('post-card').first()).toContainText(reflection);
  await expect(page.getByTestId('post-card').first()).toContainText('Reflection');

  // The minimalist view is remembered on this device.
  await page.getByLabel('Minimalist view').click();
  await expect(feedCard(page, reflection)).toHaveAttribute('data-view', 'minimalist');
  await expectAccessible(page, 'minimalist feed');
  await page.reload();
  await expect(page.getByLabel('Minimalist view')).toBeChecked();
  await page.getByLabel('Minimalist view').click();
  await expect(page.getByLabel('Minimalist view')).not.toBeChecked();
});

test('on the post page: reflections, weighted reactions, the share link and the way back', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const author = await enterAsNewMember(page, 'Author');
  const post = await postAs(page, { content: `Is stillness something we find or something we allow? ${uniqueSuffix()}` });
  const reader = await enterAsNewMember(page, 'Reader');

  await page.goto('/?sort=newest');
  await feedCard(page, post.content).getByRole('link', { name: post.content }).click();
  await expect(page).toHaveURL(`/posts/${post.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${author.name} asked` })).toBeVisible();
  await expect(page.getByText('No reflections yet')).toBeVisible();
  // Neither the author nor an admin: nothing to delete.
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await expectAccessible(page, 'post page');

  // The post page's own wording for the reply rules.
  await page.getByRole('button', { name: 'Share Reflection' }).click();
  await expect(page.getByText('Please share your reflection')).toBeVisible();
  await page.getByLabel('Share your reflection').fill('y'.repeat(1001));
  await expect(page.getByText('Reflection must be under 1000 characters')).toBeVisible();
  const reply = `Something we allow, I think. ${uniqueSuffix()}`;
  await page.getByLabel('Share your reflection').fill(reply);
  await page.getByRole('button', { name: 'Share Reflection' }).click();
  const reflections = page.getByRole('list', { name: 'Reflections' });
  await expect(reflections.getByTestId('reply')).toHaveCount(1);
  await expect(reflections).toContainText(reply);
  await expect(reflections).toContainText(reader.name);
  await expect(page.getByLabel('Share your reflection')).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Reflections (1)' })).toBeVisible();

  // React: the slider starts at 50, and is back at 50 after sending.
  const resonates = page.getByTestId('reaction-resonates');
  await expect(resonates).toContainText('Count0');
  await resonates.getByRole('button', { name: 'Resonates', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Resonates' });
  const slider = dialog.getByRole('slider', { name: 'Resonates strength' });
  await expect(slider).toHaveAttribute('aria-valuenow', '50');
  await expect(slider).toHaveAttribute('aria-valuemin', '1');
  await expect(slider).toHaveAttribute('aria-valuemax', '100');
  await expectAccessible(page, 'reaction dialog');
  await slider.focus();
  for (let i = 0; i < 30; i += 1) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '80');
  await dialog.getByRole('button', { name: 'Share Reaction' }).click();
  await expect(dialog).toBeHidden();
  await expect(resonates).toContainText('Count1');
  await expect(resonates).toContainText('Average80');
  await expect(resonates).toContainText('Yours80');
  await resonates.getByText('Who reacted').click();
  await expect(resonates.getByRole('listitem').filter({ hasText: reader.name })).toContainText('80');

  await resonates.getByRole('button', { name: 'Change Resonates' }).click();
  await expect(dialog.getByRole('slider')).toHaveAttribute('aria-valuenow', '50');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The feed card now carries the reaction and the reflection, and warms with the impact.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expectToast(page, 'Link copied to clipboard');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${new URL(page.url()).origin}/api/share/post/${post.id}`);

  // A reflection's own page goes Up to its post; the post goes back to the feed.
  await reflections.getByRole('link', { name: `Open reflection by ${reader.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${reader.name} replied` })).toBeVisible();
  await page.getByRole('link', { name: 'Up to the post' }).click();
  await expect(page).toHaveURL(`/posts/${post.id}`);
  await page.getByRole('link', { name: 'Back to the feed' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/?sort=newest');
  const card = feedCard(page, post.content);
  await expect(card.getByRole('listitem').filter({ hasText: 'Resonates' })).toHaveText('Resonates:1');
  await expect(card.getByRole('listitem').filter({ hasText: 'reflection' })).toContainText('1 reflection');
  await expect(card).toHaveAttribute('data-impact', (80 / 250).toFixed(2));
});

test('every sort loads, Ctrl+R refreshes the feed in place, and more loads on the way down', async ({ page }) => {
  await enterAsNewMember(page, 'Sorter');
  // More than a page (20) of posts, so there is a next page whatever the run created before.
  const marker = uniqueSuffix();
  for (let i = 0; i < 21; i += 1) await postAs(page, { content: `Counting breaths, number ${i} ${marker}` });

  for (const sort of FEED_SORTS) {
    const answered = page.waitForResponse((r) => r.url().includes(`/api/posts?sortBy=${sort}`) && r.status() === 200);
    await page.goto(sort === 'dynamic' ? '/' : `/?sort=${sort}`);
    await answered;
    await expect(page.getByLabel('Sort')).toHaveText(FEED_SORT_LABELS[sort]);
    await expect(page.getByTestId('post-card')).toHaveCount(20);
  }

  // Ctrl+R fetches the feed again without reloading the app.
  await page.goto('/?sort=newest');
  await expect(page.getByTestId('post-card').first()).toContainText(marker);
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  const again = page.waitForResponse((r) => r.url().includes('/api/posts?sortBy=newest'));
  await page.keyboard.press('Control+r');
  await again;
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);

  await page.route('**/api/posts?sortBy=newest*', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.keyboard.press('Control+r');
  await expectToast(page, 'Refresh Failed', 'Could not refresh the feed.');
  await page.unroute('**/api/posts?sortBy=newest*');

  // Scrolling to the end loads the next page; the button does the same for keyboards.
  await expect(page.getByTestId('post-card')).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
  await expect.poll(() => page.getByTestId('post-card').count()).toBeGreaterThan(20);
});

test('the feed says so when it cannot load, and offers the first post when empty', async ({ page }) => {
  await enterAsNewMember(page, 'Quiet');
  await page.route('**/api/posts?sortBy=*', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Failed to fetch posts' })).toBeVisible();
  await expectAccessible(page, 'feed error');

  await page.unroute('**/api/posts?sortBy=*');
  await page.route('**/api/posts?sortBy=*', (route) => route.fulfill({ json: { posts: [], nextCursor: null } }));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'No posts yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Share the first post' })).toHaveAttribute('href', '/create');
  await expectAccessible(page, 'empty feed');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('pull to refresh', async ({ page }) => {
    await enterAsNewMember(page, 'Thumb');
    await expectAccessible(page, 'home feed on a phone');

    const touch = (type: string, y: number) =>
      page.evaluate(
        ([eventType, clientY]) => {
          const point = new Touch({ identifier: 1, target: document.body, clientX: 200, clientY: clientY as number });
          const touches = eventType === 'touchend' ? [] : [point];
          window.dispatchEvent(new TouchEvent(eventType as string, { touches, changedTouches: [point], cancelable: true, bubbles: true }));
        },
        [type, y] as const,
      );

    // A short pull (under 30 px) does nothing.
    let fetched = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/posts?sortBy=')) fetched += 1;
    });
    await touch('touchstart', 100);
    await touch('touchmove', 120);
    await expect(page.getByTestId('pull-indicator')).toHaveCSS('height', '20px');
    await touch('touchend', 120);
    await expect(page.getByTestId('pull-indicator')).toHaveCount(0);
    expect(fetched).toBe(0);

    // A long one shows at most 80 px and refreshes the feed.
    await touch('touchstart', 100);
    await touch('touchmove', 300);
    await expect(page.getByTestId('pull-indicator')).toHaveCSS('height', '80px');
    await expect(page.getByTestId('pull-indicator')).toHaveText('Release to refresh');
    const refreshed = page.waitForResponse((r) => r.url().includes('/api/posts?sortBy='));
    await touch('touchend', 300);
    await refreshed;
  });
});

test('search finds posts by a word prefix and by the author’s anonymous name', async ({ page }) => {
  const author = await enterAsNewMember(page, 'Lantern');
  const word = `moonlit${uniqueSuffix()}`;
  const post = await postAs(page, { type: 'reflection', content: `Walked home under a ${word} sky and felt held.` });
  await enterAsNewMember(page, 'Finder');

  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByLabel('Search posts');
  await expect(box).toBeFocused();
  await expectAccessible(page, 'search panel');

  // Typed quickly, it searches once, after the pause (debounced 300 ms).
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/posts/search')) searches.push(new URL(request.url()).searchParams.get('q') ?? '');
  });
  const prefix = word.slice(0, word.length - 3);
  await box.pressSequentially(prefix, { delay: 20 });
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByTestId('post-card')).toHaveCount(1);
  await expect(results).toContainText(post.content);
  expect(searches).toEqual([prefix]);

  await box.fill(author.nameWord.toLowerCase());
  await expect(results.getByTestId('post-card')).toHaveCount(1);
  await expect(results).toContainText(author.name);

  // Blank input searches nothing and shows the feed again.
  await box.fill('   ');
  await expect(results).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Posts' })).toBeVisible();

  await box.fill(`zzq${uniqueSuffix()}`);
  await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();

  await page.route('**/api/posts/search*', (route) => route.fulfill({ status: 500, body: 'down' }));
  await box.fill(`failing${uniqueSuffix()}`);
  await expect(page.getByRole('heading', { name: 'Failed to search posts. Please try again.' })).toBeVisible();

  await page.getByRole('button', { name: 'Close search' }).click();
  await expect(box).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
});

test('authors delete their own posts and admins any post; replies go with them', async ({ page }) => {
  const author = await enterAsNewMember(page, 'Writer');
  const own = await postAs(page, { content: `A question I will take back. ${uniqueSuffix()}` });
  const kept = await postAs(page, { content: `A question a moderator will remove. ${uniqueSuffix()}` });
  const responder = await enterAsNewMember(page, 'Responder');
  const ownReply = await postAs(page, { type: 'reply', parentId: own.id, content: 'A reply that goes with it.' });
  const keptReply = await postAs(page, { type: 'reply', parentId: kept.id, content: 'Another reply that goes with it.' });

  // The author: confirm, then home, and the post and its reply are gone.
  await switchTo(page, author);
  await page.goto(`/posts/${own.id}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this post?' });
  await expect(confirm).toContainText('together with its reflections');
  await expectAccessible(page, 'delete confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(feedCard(page, own.content)).toHaveCount(0);
  for (const id of [own.id, ownReply.id]) {
    await page.goto(`/posts/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
  }
  await expectAccessible(page, 'post not found');

  // Another member may not delete it: no button, and the server refuses (403).
  await switchTo(page, responder);
  await page.goto(`/posts/${kept.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  const refused = await page.evaluate(async (id) => (await fetch(`/api/posts/${id}`, { method: 'DELETE' })).status, kept.id);
  expect(refused).toBe(403);

  // An admin may.
  await enterAsReviewer(page);
  await page.goto(`/posts/${kept.id}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL('/');
  await page.goto(`/posts/${keptReply.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the feed, a post and the composer stay accessible', async ({ page }) => {
    await enterAsNewMember(page, 'Dusk');
    const post = await postAs(page, { content: `Evening practice, lamps low. ${uniqueSuffix()}` });
    await postAs(page, { type: 'reply', parentId: post.id, content: 'The quiet after is the best part.' });
    await page.reload();
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    await expectAccessible(page, 'home feed, dark');
    await page.goto(`/posts/${post.id}`);
    await expect(page.getByRole('list', { name: 'Reflections' })).toBeVisible();
    await expectAccessible(page, 'post page, dark');
    await page.goto('/create');
    await page.getByRole('button', { name: /^Attachments/ }).click();
    await expectAccessible(page, 'create post, dark');
  });
});
