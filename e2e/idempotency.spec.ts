import { IDEMPOTENCY_HEADER } from '#shared/idempotency.ts';
import { enterAsNewMember } from './support/content.ts';
import { expectToast, uniqueSuffix } from './support/membership.ts';
import { expect, test } from './support/test.ts';

test('a post whose answer is lost on the way is sent again with the same key and made once', async ({ page }) => {
  await enterAsNewMember(page, 'Retrier');
  const keys: (string | undefined)[] = [];
  await page.route('**/api/posts', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()[IDEMPOTENCY_HEADER]);
    if (keys.length > 1) return route.continue();
    // The server makes the post; its answer never reaches the browser.
    await route.fetch();
    return route.abort('connectionreset');
  });

  const reflection = `Lost on the way, kept all the same. ${uniqueSuffix()}`;
  await page.goto('/create');
  await page.getByRole('radio', { name: 'Reflection' }).click();
  await page.getByLabel('Your reflection').fill(reflection);
  await page.getByRole('button', { name: 'Share with Community' }).click();
  await expectToast(page, 'Shared with Community');

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[\w-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  await page.goto('/?sort=newest');
  await expect(page.getByTestId('post-card').filter({ hasText: reflection })).toHaveCount(1);
});
