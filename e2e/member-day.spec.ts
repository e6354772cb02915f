/**
 * Issue 34 §4, the browser's side of "N new posts today": the member's browser, here in India
 * (Playwright's `timezoneId`), hands its zone to the server once it is signed in, and the circle
 * card counts the posts of the member's own day in it. The day boundary itself, which needs posts
 * written at chosen moments, is held by functions/circles/member-day.test.ts.
 */
import type { Post } from '#shared/types/post.ts';
import type { User } from '#shared/types/user.ts';
import { callApi } from './support/api.ts';
import { createCircle } from './support/circles.ts';
import { enterAsNewMember } from './support/content.ts';
import { inEveryLook } from './support/looks.ts';
import { expect, test } from './support/test.ts';

const SHOTS = '/tmp/shots-day';

test.use({ timezoneId: 'Asia/Kolkata' });

test("the circle card counts the posts of the member's day, in the zone of their browser", async ({ page }) => {
  await enterAsNewMember(page, 'Kolkata');
  // Chromium names India's zone by its older IANA name, Asia/Calcutta, which is the same zone.
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(['Asia/Kolkata', 'Asia/Calcutta']).toContain(zone);
  // Kept on the member, so every device and list counts the same day.
  await expect.poll(async () => (await callApi<User>(page, 'GET', '/api/auth/user')).timeZone).toBe(zone);

  const circle = await createCircle(page, 'Evening Sitters');
  const posts: Post[] = [];
  for (const content of ['The first sitting of my day', 'The second, after tea', 'The third, at dusk']) {
    posts.push(await callApi<Post>(page, 'POST', '/api/posts', { type: 'reflection', content, circleId: circle.id }));
  }
  await page.goto('/circles');
  const card = page.getByTestId('circle-card').filter({ hasText: circle.name });
  await expect(card).toContainText('3 new posts today');

  // A deleted post leaves the day's count.
  await callApi(page, 'DELETE', `/api/posts/${posts[1]!.id}`);
  await page.reload();
  await expect(card).toContainText('2 new posts today');
  await inEveryLook(page, 'the circles page counting the member’s day', (look) => card.screenshot({ path: `${SHOTS}/circle-card-${look}.png` }));
});
