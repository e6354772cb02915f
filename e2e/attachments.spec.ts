import type { Page } from '@playwright/test';
import { png } from '../functions/testing/media-fixtures.ts';
import { VIDEOS } from '../functions/stand-ins/oembed-stand-in.ts';
import { enterAsNewMember } from './support/content.ts';
import { inEveryLook } from './support/looks.ts';
import { expectToast, uniqueSuffix } from './support/membership.ts';
import { expect, expectAccessible, test } from './support/test.ts';

const MB = 1024 * 1024;
/** A picture's URL as answers carry it: signed for that one object (functions/lib/media-signing.ts). */
const SIGNED_IMAGE = /^\/media\/images\/[\w-]+\.png\?Policy=[\w~-]+&Signature=[\w~-]+&Key-Pair-Id=\w+$/;

/** The post form with its attachments panel open. */
async function openComposer(page: Page) {
  await page.goto('/create');
  const toggle = page.getByRole('button', { name: /^Attachments/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

async function sharePost(page: Page, content: string) {
  await page.getByLabel('Your question').fill(content);
  await page.getByRole('button', { name: 'Share with Community' }).click();
  await expectToast(page, 'Shared with Community');
  await expect(page).toHaveURL('/');
  await page.goto('/?sort=newest');
  await page.getByTestId('post-card').filter({ hasText: content }).getByRole('link', { name: content }).click();
}

test('an image: checked in the browser, uploaded with progress, checked again by the server, shown', async ({ page }) => {
  // The post is looked at in four looks, each with axe, at the end.
  test.setTimeout(150_000);
  const member = await enterAsNewMember(page, 'Painter');
  await openComposer(page);
  await expectAccessible(page, 'attachments panel');
  const chooser = page.locator('input[type="file"]');

  // Refused before any upload.
  await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expectToast(page, 'Invalid file type', 'Please select an image file');
  await chooser.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * MB + 1) });
  await expectToast(page, 'File too large', 'Please select an image smaller than 10MB');

  // A text file calling itself a PNG gets past the browser; the server reads the bytes and refuses it.
  await chooser.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('just some notes, not a picture') });
  await expectToast(page, 'Invalid file type', 'Please select an image file');
  await expect(page.getByRole('img', { name: 'The attached image' })).toHaveCount(0);

  // A real picture: the bucket's answer is held back a moment so the progress bar can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && url.port !== new URL(page.url()).port,
    async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    },
  );
  await chooser.setInputFiles({ name: 'dawn.png', mimeType: 'image/png', buffer: Buffer.from(png({ text: true })) });
  await expect(page.getByRole('progressbar', { name: 'Uploading image' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share with Community' })).toBeDisabled();
  release();
  const preview = page.getByRole('img', { name: 'The attached image' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', SIGNED_IMAGE);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Attachments (1)' })).toBeVisible();

  // One media item: with an image attached, no video can be added.
  await expect(page.getByLabel('YouTube link')).toBeDisabled();

  // Remove, and attach again.
  await page.getByRole('button', { name: 'Remove image' }).click();
  await expect(preview).toHaveCount(0);
  await expect(page.getByLabel('YouTube link')).toBeEnabled();
  await chooser.setInputFiles({ name: 'dawn.png', mimeType: 'image/png', buffer: Buffer.from(png()) });
  await expect(preview).toBeVisible();

  await sharePost(page, `What does this light say to you? ${uniqueSuffix()}`);
  const shown = page.getByRole('img', { name: `Image shared by ${member.name}` });
  await expect(shown).toHaveAttribute('src', SIGNED_IMAGE);
  // The signed URL the answer carried is what the server serves; the bare path is refused.
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const src = (await shown.getAttribute('src'))!;
  expect((await page.request.get(src.split('?')[0]!)).status()).toBe(403);
  await expectAccessible(page, 'post with an image');
  await inEveryLook(page, 'a post with an image', async (look) => {
    await page.screenshot({ path: test.info().outputPath(`post-with-image-${look}.png`), fullPage: true });
  });
});

test('a YouTube link becomes a preview card, and plays from the privacy-enhanced player', async ({ page }) => {
  await enterAsNewMember(page, 'Viewer');
  await openComposer(page);
  const link = page.getByLabel('YouTube link');

  await link.fill('https://example.com/watch?v=calmBreath1');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expectToast(page, 'Failed to fetch video preview.', "Please check the URL and try again. Make sure it's a valid YouTube link.");

  // Enter previews the link rather than sending the post.
  await link.fill('https://youtu.be/calmBreath1');
  await link.press('Enter');
  const card = page.getByTestId('youtube-preview');
  await expect(card).toContainText(VIDEOS.calmBreath1!);
  await expect(card).toContainText('https://www.youtube.com/watch?v=calmBreath1');
  await expect(card.locator('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/calmBreath1/hqdefault.jpg');
  await expect(page).toHaveURL('/create');
  await expect(page.getByRole('button', { name: 'Choose an image' })).toBeDisabled();
  await expectAccessible(page, 'YouTube preview');

  await card.getByRole('button', { name: 'Remove video' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose an image' })).toBeEnabled();
  await link.fill('https://www.youtube.com/watch?v=sunriseSit2');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(card).toContainText(VIDEOS.sunriseSit2!);

  await sharePost(page, `A practice for the morning ${uniqueSuffix()}`);
  const play = page.getByRole('button', { name: `Play video: ${VIDEOS.sunriseSit2}` });
  await expect(play).toBeVisible();
  // Nothing is loaded from YouTube until the member presses play.
  await expect(page.locator('iframe')).toHaveCount(0);
  const watch = page.getByRole('link', { name: /Watch on YouTube/ });
  await expect(watch).toHaveAttribute('href', 'https://www.youtube.com/watch?v=sunriseSit2');
  expect((await watch.boundingBox())?.height, 'a thumb-sized target').toBeGreaterThanOrEqual(44);
  await play.click();
  await expect(page.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/sunriseSit2?autoplay=1');
  await expect(page.locator('iframe')).toHaveAttribute('title', VIDEOS.sunriseSit2!);
});

test('a voice recording: record, play back, delete, record again, add to the post', async ({ page }) => {
  const member = await enterAsNewMember(page, 'Singer');
  await openComposer(page);

  await page.getByRole('button', { name: 'Record audio' }).click();
  const timer = page.getByRole('timer', { name: 'Recording time' });
  await expect(timer).toContainText('/ 5:00');
  await expect(timer).toContainText('0:01 / 5:00');
  await expect(page.getByRole('button', { name: 'Share with Community' })).toBeDisabled();
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expect(page.getByLabel('Your recording')).toBeVisible();
  await expectAccessible(page, 'recorded clip');

  await page.getByRole('button', { name: 'Delete recording' }).click();
  await expect(page.getByRole('button', { name: 'Record audio' })).toBeVisible();

  await page.getByRole('button', { name: 'Record audio' }).click();
  await expect(timer).toContainText('0:01 / 5:00');
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await page.getByRole('button', { name: 'Add to post' }).click();
  const attached = page.getByLabel('The attached recording');
  await expect(attached).toHaveAttribute('src', /^\/media\/audio\/[\w-]+\.webm\?Policy=[\w~-]+&Signature=[\w~-]+&Key-Pair-Id=\w+$/);
  await expect(page.getByRole('button', { name: 'Attachments (1)' })).toBeVisible();

  // An audio recording goes with a picture or a video: both can be attached.
  await expect(page.getByRole('button', { name: 'Choose an image' })).toBeEnabled();

  await sharePost(page, `A chant I have been learning ${uniqueSuffix()}`);
  await expect(page.getByLabel(`Recording by ${member.name}`)).toHaveAttribute('src', /^\/media\/audio\//);
});

test('the recorder stops by itself at 300 seconds', async ({ page }) => {
  await page.clock.install();
  await enterAsNewMember(page, 'Patient');
  await openComposer(page);
  await page.getByRole('button', { name: 'Record audio' }).click();
  await expect(page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  await page.clock.runFor(300_500);
  await expect(page.getByLabel('Your recording')).toBeVisible();
  await expect(page.getByText('5:00', { exact: true })).toBeVisible();
});

test('a refused microphone is explained', async ({ page }) => {
  await page.addInitScript(() => {
    // Every document runs this, the sign-in provider's and a blank one in between too: not all of them have mediaDevices.
    if (navigator.mediaDevices) navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await enterAsNewMember(page, 'Hushed');
  await openComposer(page);
  await page.getByRole('button', { name: 'Record audio' }).click();
  await expectToast(page, 'Microphone Access Error', 'Please allow microphone access to record audio.');
  await expect(page.getByRole('button', { name: 'Record audio' })).toBeVisible();
});
