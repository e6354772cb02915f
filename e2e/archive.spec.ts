/**
 * Issue 15 §1, "Download my data": on Profile Settings → Privacy a member starts an archive, watches
 * it being prepared, downloads the zip when it is ready, and finds their posts, journal and messages
 * in it (another member named only by persona); the card in every state, at 390 and 1280 px, light
 * and dark. docs/archive.md.
 */
import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import type { ArchiveState } from '#shared/types/archive.ts';
import type { SentMessage } from '#shared/types/message.ts';
import { callApi } from './support/api.ts';
import { enterAsNewMember, postAs } from './support/content.ts';
import { currentUser } from './support/long-data.ts';
import { inEveryLook } from './support/looks.ts';
import { expect, test } from './support/test.ts';

const card = (page: Page) => page.getByRole('region', { name: 'Download my data' });

/** States the real stack passes through too quickly to be photographed (or only when it fails), answered for the card. */
async function showing(page: Page, state: ArchiveState): Promise<void> {
  await page.route('**/api/user/archive', (route: Route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: state, headers: { 'cache-control': 'no-store' } }) : route.fallback(),
  );
  await page.goto('/profile-settings?tab=privacy');
}

test('a member downloads an archive that holds their posts, journal and messages', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await enterAsNewMember(page, 'Archivist');
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const listenerPage = await context.newPage();
  const listener = await enterAsNewMember(listenerPage, 'Listener');
  const listenerUser = await currentUser(listenerPage);

  await postAs(page, { content: 'The river keeps moving, and so do I.', type: 'reflection' });
  await callApi(page, 'POST', '/api/journal', { title: 'A private page', content: 'Only I can read this line.' });
  const sent = await callApi<SentMessage>(page, 'POST', '/api/messages', { recipientId: listenerUser.id, content: 'Thank you for listening yesterday.' });
  await callApi(listenerPage, 'POST', `/api/conversations/${sent.conversationId}/messages`, { content: 'Any time, friend.' });
  await context.close();

  await page.goto('/profile-settings?tab=privacy');
  await expect(page.getByRole('tab', { name: 'Privacy' })).toHaveAttribute('aria-selected', 'true');
  await expect(card(page).getByRole('heading', { name: 'Download my data' })).toBeVisible();
  await inEveryLook(page, 'the Privacy tab before an archive', async (look) => {
    await page.screenshot({ path: test.info().outputPath(`archive-start-${look}.png`), fullPage: true });
  });

  await card(page).getByRole('button', { name: 'Download my data' }).click();
  // Prepared in the background: the card follows it to the end by itself.
  await expect(card(page).getByText(/Your archive is ready \(\d+ KB\)\./)).toBeVisible({ timeout: 90_000 });
  await expect(card(page)).toContainText('You can download it until');
  await inEveryLook(page, 'the Privacy tab with an archive ready', async (look) => {
    await page.screenshot({ path: test.info().outputPath(`archive-ready-${look}.png`), fullPage: true });
  });

  // The member may leave and come back: it is still there.
  await page.goto('/');
  await page.goto('/profile-settings?tab=privacy');
  const saving = page.waitForEvent('download');
  await card(page).getByRole('button', { name: 'Download archive' }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toMatch(/^seekers-circle-my-data-\d{4}-\d\d-\d\d\.zip$/);
  const files = unzipSync(readFileSync((await download.path())!));
  const text = (name: string) => strFromU8(files[name]!);

  expect(JSON.parse(text('posts.json'))).toMatchObject({ posts: [{ content: 'The river keeps moving, and so do I.' }] });
  expect(JSON.parse(text('journal.json'))).toMatchObject({ entries: [{ title: 'A private page', content: 'Only I can read this line.' }] });
  expect(JSON.parse(text('messages.json'))).toEqual({
    conversations: [
      {
        with: listener.name,
        messages: [
          expect.objectContaining({ from: 'You', content: 'Thank you for listening yesterday.' }),
          expect.objectContaining({ from: listener.name, content: 'Any time, friend.' }),
        ],
      },
    ],
  });
  const everything = Object.values(files).map((data) => strFromU8(data)).join('\n');
  expect(everything).not.toContain(listenerUser.id);
  expect(everything).not.toContain(listener.email);
  // The page stayed where it was.
  await expect(card(page).getByRole('button', { name: 'Download archive' })).toBeVisible();
});

test('the card while an archive is prepared, and when it could not be', async ({ page }) => {
  await enterAsNewMember(page, 'Waiter');
  const createdAt = new Date().toISOString();
  await showing(page, { status: 'preparing', id: 'an-archive', createdAt, stepsDone: 2, stepsTotal: 5 });
  await expect(card(page)).toContainText('Preparing your archive: step 2 of 5');
  await expect(card(page).getByRole('progressbar', { name: 'Preparing your archive' })).toHaveAttribute('aria-valuetext', 'Step 2 of 5');
  await expect(card(page).getByRole('button', { name: 'Preparing…' })).toHaveAttribute('aria-disabled', 'true');
  await inEveryLook(page, 'the Privacy tab while an archive is prepared', async (look) => {
    await page.screenshot({ path: test.info().outputPath(`archive-preparing-${look}.png`), fullPage: true });
  });

  await page.unrouteAll();
  await showing(page, { status: 'failed', id: 'an-archive', createdAt });
  await expect(card(page)).toContainText('Your archive could not be prepared this time. Please try again.');
  await inEveryLook(page, 'the Privacy tab when an archive failed', async (look) => {
    await page.screenshot({ path: test.info().outputPath(`archive-failed-${look}.png`), fullPage: true });
  });
  // Trying again starts a real one.
  await page.unrouteAll();
  await card(page).getByRole('button', { name: 'Try again' }).click();
  await expect(card(page).getByText(/Your archive is ready/)).toBeVisible({ timeout: 90_000 });
});
