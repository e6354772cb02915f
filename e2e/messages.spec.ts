/**
 * Issue 10 §3: direct messages between two members, each in a browser of their own — the thread,
 * its unread counts, the composer's keys and refusals, the Send Message dialog on /members and the
 * profile's Message button — and the screens at a phone's width and a desktop's, light and dark.
 */
import type { Browser, Page } from '@playwright/test';
import { enterAsNewMember, type Member } from './support/content.ts';
import { CONVERSATIONS_PER_PAGE } from '#shared/limits.ts';
import { callApi } from './support/api.ts';
import { approvedMembersByApi } from './support/members-by-api.ts';
import { currentUser } from './support/long-data.ts';
import { expectToast, uniqueSuffix } from './support/membership.ts';
import { expect, expectAccessible, test } from './support/test.ts';

interface Seeker extends Member {
  id: string;
  page: Page;
}

async function seeker(page: Page, label: string): Promise<Seeker> {
  const member = await enterAsNewMember(page, label);
  return { ...member, id: (await currentUser(page)).id, page };
}

/** A second member in a browser of their own, so the two write to each other without signing out. */
async function otherSeeker(browser: Browser, label: string): Promise<Seeker> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return seeker(await context.newPage(), label);
}

const conversationRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: name });
const thread = (page: Page, name: string) => page.getByRole('region', { name: `Messages with ${name}` });
const composer = (page: Page, name: string) => page.getByRole('textbox', { name: `Message ${name}` });
const messagesLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ });

test('two members write to each other; unread counts rise and clear on opening', async ({ page, browser }) => {
  // Two members in two browsers, and every step of both.
  test.setTimeout(180_000);
  const writer = await seeker(page, 'Writer');
  const listener = await otherSeeker(browser, 'Listener');

  // The profile's Message button opens a new conversation with them; nothing is sent yet.
  await page.goto(`/users/${listener.id}`);
  await page.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click();
  await expect(page).toHaveURL(`/messages?user=${listener.id}`);
  await expect(page.getByRole('heading', { name: listener.name })).toBeVisible();
  await expect(page.getByText(`This is the beginning of your conversation with ${listener.name}.`)).toBeVisible();
  await expect(page.getByText('The service can technically read messages; end-to-end encryption is planned.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();

  // Blank is refused with the server's own words; Shift+Enter is a new line, Enter sends.
  const field = composer(page, listener.name);
  await field.fill('   ');
  await field.press('Enter');
  await expect(page.getByText('Message cannot be empty')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
  await field.fill('');
  await field.pressSequentially('Good morning.');
  await field.press('Shift+Enter');
  await field.pressSequentially('How was your sitting?');
  await expect(field).toHaveValue('Good morning.\nHow was your sitting?');
  await expect(page.getByText('35/1000')).toBeVisible();
  await field.press('Enter');
  await expectToast(page, 'Message sent', 'Your encrypted message has been delivered.');
  await expect(field).toHaveValue('');
  await expect(thread(page, listener.name).getByRole('listitem')).toHaveText([/Good morning\.\s*How was your sitting\?/]);
  await expect(conversationRow(page, listener.name)).toContainText('Good morning.');
  await expectAccessible(page, 'a conversation');

  // The listener sees one unread, in the navigation and on the conversation, until they open it.
  await listener.page.goto('/messages');
  await expect(messagesLink(listener.page)).toHaveAccessibleName('Messages (1 unread)');
  const row = conversationRow(listener.page, writer.name);
  await expect(row.getByTestId('count-badge')).toHaveText('1');
  await expectAccessible(listener.page, 'the conversation list');
  await row.click();
  await expect(thread(listener.page, writer.name).getByText('How was your sitting?')).toBeVisible();
  await expect(row.getByTestId('count-badge')).toHaveCount(0);
  await expect(messagesLink(listener.page)).toHaveAccessibleName('Messages');

  // The writer has left the thread; the reply counts as unread for them.
  await page.goto('/');
  await composer(listener.page, writer.name).fill('Quiet, and a little restless.');
  await composer(listener.page, writer.name).press('Enter');
  await expectToast(listener.page, 'Message sent');
  await page.reload();
  await expect(messagesLink(page)).toHaveAccessibleName('Messages (1 unread)');
  await messagesLink(page).click();
  await expect(conversationRow(page, listener.name).getByTestId('count-badge')).toHaveText('1');
  await conversationRow(page, listener.name).click();
  await expect(thread(page, listener.name).getByText('Quiet, and a little restless.')).toBeVisible();
  await expect(conversationRow(page, listener.name).getByTestId('count-badge')).toHaveCount(0);

  // With both threads open, a new message appears on the other side without a reload.
  await composer(listener.page, writer.name).fill('Shall we sit together tomorrow?');
  await composer(listener.page, writer.name).press('Enter');
  await expect(thread(page, listener.name).getByText('Shall we sit together tomorrow?')).toBeVisible();
  await expect(thread(page, listener.name).getByRole('listitem')).toHaveCount(3);
  await expect(conversationRow(page, listener.name).getByTestId('count-badge')).toHaveCount(0);

  // A failed send says so and keeps what was typed.
  await page.route('**/api/conversations/*/messages', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { message: 'Internal server error' } }) : route.fallback(),
  );
  await composer(page, listener.name).fill('Yes, at dawn.');
  await composer(page, listener.name).press('Enter');
  await expectToast(page, 'Error', 'Failed to send message. Please try again.');
  await expect(composer(page, listener.name)).toHaveValue('Yes, at dawn.');
  await page.unroute('**/api/conversations/*/messages');
  await page.getByRole('button', { name: 'Send' }).click();
  await expectToast(page, 'Message sent');
  await expect(thread(listener.page, writer.name).getByText('Yes, at dawn.')).toBeVisible();

  // The members page: a Message action for the other member, none for oneself; the dialog sends.
  await listener.page.goto('/members');
  await listener.page.getByRole('searchbox').fill(listener.nameWord);
  await expect(listener.page.getByRole('main').getByText(listener.name)).toBeVisible();
  await expect(listener.page.getByRole('main').getByRole('button', { name: /^Message/ })).toHaveCount(0);
  await listener.page.getByRole('searchbox').fill(writer.nameWord);
  await listener.page.getByRole('button', { name: `Message ${writer.name}` }).click();
  const dialog = listener.page.getByRole('dialog', { name: 'Send Message' });
  await expect(dialog).toContainText(`To ${writer.name}`);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Message cannot be empty')).toBeVisible();
  await expectAccessible(listener.page, 'the Send Message dialog');
  await dialog.getByLabel('Your message').fill('Until tomorrow, then.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(listener.page, 'Message sent', 'Your encrypted message has been delivered.');
  await expect(thread(page, listener.name).getByText('Until tomorrow, then.')).toBeVisible();
});

test('one cannot message oneself: no Message button on one’s own profile', async ({ page }) => {
  const self = await seeker(page, 'Solitary');
  await page.goto(`/users/${self.id}`);
  await expect(page.getByRole('heading', { name: self.name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Message', exact: true })).toHaveCount(0);
  // A link to one's own conversation opens the list alone.
  await page.goto(`/messages?user=${self.id}`);
  await expect(page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
  await expect(composer(page, self.name)).toHaveCount(0);
});

test('the messages screens at 390 px and 1280 px, light and dark', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const writer = await seeker(page, 'Painter');
  const listener = await otherSeeker(browser, 'Poet');
  await listener.page.goto(`/messages?user=${writer.id}`);
  for (const line of ['Hello.', 'The light this morning was soft and long, like a held breath over the water. '.repeat(6).trim()]) {
    await composer(listener.page, writer.name).fill(line);
    await composer(listener.page, writer.name).press('Enter');
    await expectToast(listener.page, 'Message sent');
  }
  await callApi(page, 'POST', '/api/messages', { recipientId: listener.id, content: 'Thank you. I read it twice, slowly.' });
  const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/messages');
      await expect(conversationRow(page, listener.name)).toBeVisible();
      // Below md the list and the thread are one at a time.
      await expect(page.getByRole('heading', { name: 'Choose a conversation' })).toBeVisible({ visible: width >= 768 });
      await shot(`messages-list-${width}-${colorScheme}`);
      await conversationRow(page, listener.name).click();
      await expect(thread(page, listener.name).getByRole('listitem')).toHaveCount(3);
      await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible({ visible: width >= 768 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page, `a conversation at ${width} px, ${colorScheme}`);
      await shot(`messages-thread-${width}-${colorScheme}`);
      if (width < 768) {
        await page.getByRole('link', { name: 'Back to conversations' }).click();
        await expect(conversationRow(page, listener.name)).toBeVisible();
      }
      await page.goto('/members');
      await page.getByRole('searchbox').fill(listener.nameWord);
      await expect(page.getByRole('button', { name: `Message ${listener.name}` })).toBeVisible();
      await shot(`members-${width}-${colorScheme}`);
      await page.getByRole('button', { name: `Message ${listener.name}` }).click();
      await expect(page.getByRole('dialog', { name: 'Send Message' })).toBeVisible();
      await expectAccessible(page, `the Send Message dialog at ${width} px, ${colorScheme}`);
      await shot(`send-message-dialog-${width}-${colorScheme}`);
    }
  }

  // A long thread opens on its newest 30; earlier ones load on demand, above.
  for (let i = 1; i <= 30; i++) {
    await callApi(listener.page, 'POST', '/api/messages', { recipientId: writer.id, content: `Breath ${i}` });
  }
  await page.goto(`/messages?user=${listener.id}`);
  const messages = thread(page, listener.name).getByRole('listitem');
  await expect(messages).toHaveCount(30);
  await expect(messages.first()).toContainText('Breath 1');
  await page.getByRole('button', { name: 'Load earlier messages' }).click();
  await expect(messages).toHaveCount(33);
  await expect(messages.first()).toContainText('Hello.');
  await expect(page.getByRole('button', { name: 'Load earlier messages' })).toHaveCount(0);
});

test('a long list of conversations shows a page, then the older ones on demand; an old one opens from its link', async ({ page }) => {
  test.setTimeout(180_000);
  const reader = await seeker(page, 'Reader');
  // Names of their own: a second try of the test makes new members, whose names may not be taken.
  const penPal = `Pen Pal ${uniqueSuffix()}`;
  const writers = await approvedMembersByApi(CONVERSATIONS_PER_PAGE + 1, penPal);
  for (const [i, writer] of writers.entries()) {
    const sent = await writer.client.send('POST', '/api/messages', { recipientId: reader.id, content: `Letter ${i + 1}` });
    expect(sent.status).toBe(201);
  }

  // The oldest is past the first page, and its link still opens it with its history.
  await page.goto(`/messages?user=${writers[0]!.id}`);
  const oldest = thread(page, `${penPal} 1`).getByRole('listitem');
  await expect(oldest).toHaveCount(1);
  await expect(oldest).toContainText('Letter 1');
  const rows = page.getByRole('list', { name: 'Conversations' }).getByRole('link');
  await expect(rows).toHaveCount(CONVERSATIONS_PER_PAGE);
  await expect(rows.first()).toContainText(`Letter ${CONVERSATIONS_PER_PAGE + 1}`);

  await page.getByRole('button', { name: 'Show older conversations' }).click();
  await expect(rows).toHaveCount(CONVERSATIONS_PER_PAGE + 1);
  await expect(rows.last()).toContainText('Letter 1');
  await expect(page.getByRole('button', { name: 'Show older conversations' })).toHaveCount(0);
});
