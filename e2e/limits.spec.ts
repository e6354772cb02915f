/**
 * A member past a limit (docs/limits.md): the real server refuses with 429, and the failure toast
 * says so calmly and when to try again, instead of a generic failure that invites an at-once retry.
 */
import { startOfWindowMargin } from '../functions/testing/rate-limits.ts';
import { enterAsNewMember } from './support/content.ts';
import { inEveryLook } from './support/looks.ts';
import { expect, test } from './support/test.ts';

const HOUR = 3600;
// The minutes left change as the test runs: the words around them do not.
const CALM = /You have done this many times in a short while\. Please take a pause and try again in (a minute|\d+ minutes|an hour)\./;

test("a post past the hour's limit: the toast gives the server's calm message", async ({ page }, testInfo) => {
  test.slow();
  await enterAsNewMember(page, 'Prolific');
  await startOfWindowMargin(HOUR);
  // The hour's posts, through the API, until the server says no.
  let refused: string | undefined;
  for (let i = 0; !refused && i < 1000; i++) {
    const response = await page.request.post('/api/posts', {
      headers: { origin: new URL(page.url()).origin },
      data: { content: `A thought for the hour, number ${i}` },
    });
    if (response.status() === 429) refused = ((await response.json()) as { message: string }).message;
    else expect(response.status()).toBe(201);
  }
  expect(refused).toMatch(CALM);

  await page.goto('/create');
  await page.getByLabel('Your question').fill('One more, a little too soon?');
  const toast = page.getByRole('region', { name: 'Notifications (F8)' });
  await inEveryLook(page, 'a limit reached', async (look) => {
    await page.getByRole('button', { name: 'Share with Community' }).click();
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText(CALM);
    // The toast slides in: the shot waits for it to arrive.
    await toast.evaluate((region) => Promise.all(region.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    await page.screenshot({ path: testInfo.outputPath(`limit-toast-${look}.png`) });
  });
});
