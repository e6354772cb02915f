import type { Page } from '@playwright/test';
import type { Circle } from '#shared/types/circle.ts';
import type { Post } from '#shared/types/post.ts';
import { uniqueEmail } from './support/accounts.ts';
import { enterAsNewMember, type Member, switchTo } from './support/content.ts';
import { callApi } from './support/api.ts';
import { currentUser } from './support/long-data.ts';
import { mailTo } from './support/mailbox.ts';
import { cardWith, expectToast, signOut, uniqueSuffix } from './support/membership.ts';
import { expect, expectAccessible, test } from './support/test.ts';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/** As the signed-in member: a new private circle, of which they are the first member. */
const privateCircle = (page: Page, name: string) =>
  callApi<Circle>(page, 'POST', '/api/circles', {
    name,
    description: 'A quiet room for those who were asked in.',
    isPrivate: true,
  });

/** From the circle's page: its invite dialog, opened. */
async function openInviteDialog(page: Page, circle: Circle) {
  await page.goto(`/circles/${circle.id}`);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Invite to ${circle.name}` });
  await expect(dialog.getByRole('tab', { name: 'Invite by Email' })).toHaveAttribute('aria-selected', 'true');
  return dialog;
}

/**
 * A toast raised while the invite dialog is open. A modal dialog hides the page behind it from
 * assistive technology, the toast region included (Radix announces each toast through a live region
 * of its own, outside it), so the region is looked for among hidden elements; on screen it sits above
 * the dialog.
 */
async function expectToastOverDialog(page: Page, title: string, description?: string): Promise<void> {
  const region = page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });
  await expect(region).toContainText(description ? `${title}${description}` : title);
  await expect(region.getByRole('listitem', { includeHidden: true }).filter({ hasText: title })).toBeVisible();
}

const invitationsLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Invitations/ });

test('a member invites a platform member, who accepts one invitation and declines another', async ({ page }) => {
  test.setTimeout(180_000);
  const invitee = await enterAsNewMember(page, 'Invitee');
  const journey = `Learning to sit with not knowing, one breath and then another, ${uniqueSuffix()}`;
  await callApi(page, 'PATCH', '/api/user/profile', { anonymousName: invitee.name, avatar: 'gentle', spiritualJourney: journey });
  const inviteeId = (await currentUser(page)).id;

  // Before anyone has invited them: the empty state, with a next step.
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/invitations');
    await expect(page.getByRole('heading', { name: 'No Invitations' })).toBeVisible();
    await expectAccessible(page, `no invitations at ${size.width} px`);
  }
  await expect(page.getByRole('link', { name: 'Browse circles' })).toHaveAttribute('href', '/circles');

  const inviter = await enterAsNewMember(page, 'Inviter');
  const circle = await privateCircle(page, `Dawn Sitting ${uniqueSuffix()}`);
  const other = await privateCircle(page, `Evening Chant ${uniqueSuffix()}`);
  const post = await callApi<Post>(page, 'POST', '/api/posts', { content: `Welcome, whoever comes next. ${uniqueSuffix()}`, circleId: circle.id });
  const message = `We sit at dawn on Saturdays; it would be good to have you with us. ${uniqueSuffix()}`;

  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    const dialog = await openInviteDialog(page, circle);
    await expectAccessible(page, `invite by email at ${size.width} px`);

    // The tabs answer the arrow keys.
    await dialog.getByRole('tab', { name: 'Invite by Email' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('tab', { name: 'Platform Members' })).toHaveAttribute('aria-selected', 'true');
    const row = dialog.getByRole('list', { name: 'Members you can invite' }).getByRole('listitem').filter({ hasText: invitee.name });
    await expect(row).toContainText(`${journey.slice(0, 50).trimEnd()}…`);
    await expect(row).not.toContainText(journey.slice(0, 51));
    // Members of the circle are not offered.
    await expect(dialog.getByRole('listitem').filter({ hasText: inviter.name })).toHaveCount(0);
    await expectAccessible(page, `platform members at ${size.width} px`);

    await page.keyboard.press('ArrowRight');
    const circleTab = dialog.getByRole('tabpanel', { name: 'Circle Members' });
    await expect(circleTab.getByRole('listitem').filter({ hasText: inviter.name })).toContainText('Joined');
    await expectAccessible(page, `circle members at ${size.width} px`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Invite', exact: true })).toBeFocused();
  }

  // One message goes with the invitation; over 500 characters it is refused before sending.
  const dialog = await openInviteDialog(page, circle);
  await dialog.getByRole('tab', { name: 'Platform Members' }).click();
  const row = dialog.getByRole('listitem').filter({ hasText: invitee.name });
  await dialog.getByLabel('Message (optional)').fill('m'.repeat(501));
  await expect(dialog.getByText('501/500')).toBeVisible();
  await row.getByRole('button', { name: `Invite ${invitee.name}` }).click();
  await expect(dialog.getByText('Message must be less than 500 characters')).toBeVisible();
  await expect(dialog.getByLabel('Message (optional)')).toBeFocused();
  await dialog.getByLabel('Message (optional)').fill(message);
  await row.getByRole('button', { name: `Invite ${invitee.name}` }).click();
  await expectToastOverDialog(page, 'Invitation sent!');
  await expect(row).toContainText('Invited');
  await expect(row.getByRole('button')).toHaveCount(0);
  await dialog.getByRole('tab', { name: 'Circle Members' }).click();
  const invited = dialog.getByRole('tabpanel', { name: 'Circle Members' }).getByRole('listitem').filter({ hasText: invitee.name });
  await expect(invited).toContainText('Pending');
  await expect(invited).toContainText(`by ${inviter.name}`);
  await page.keyboard.press('Escape');

  // The second invitation, made through the API: the one to decline.
  await callApi(page, 'POST', `/api/circles/${other.id}/invite-user`, { inviteeUserId: inviteeId });

  await switchTo(page, invitee);
  await expect(invitationsLink(page).getByTestId('count-badge')).toHaveText('2');
  await invitationsLink(page).click();
  await expect(page).toHaveURL('/invitations');
  const pending = page.getByRole('region', { name: 'Pending Invitations' });
  const card = cardWith(pending, circle.name);
  await expect(card).toContainText(`Invited by ${inviter.name}`);
  await expect(card).toContainText(message);
  await expect(card.getByRole('link')).toHaveCount(0);
  await expect(cardWith(pending, other.name)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Previous Invitations' })).toHaveCount(0);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await expectAccessible(page, `pending invitations at ${size.width} px`);
  }

  // A failed answer says so, and the invitation still waits.
  await page.route('**/api/invitations/*/respond', (route) => route.fulfill({ status: 500, json: { message: 'Internal server error' } }));
  await card.getByRole('button', { name: /^Accept/ }).click();
  await expectToast(page, 'Error', 'Failed to respond to invitation. Please try again.');
  await page.unroute('**/api/invitations/*/respond');
  await expect(card.getByRole('button', { name: /^Accept/ })).toBeEnabled();

  await card.getByRole('button', { name: /^Accept/ }).click();
  await expectToast(page, 'Invitation accepted!', 'You have successfully joined the circle.');
  const previous = page.getByRole('region', { name: 'Previous Invitations' });
  await expect(cardWith(previous, circle.name)).toContainText('Accepted on');
  await expect(invitationsLink(page).getByTestId('count-badge')).toHaveText('1');

  await cardWith(pending, other.name).getByRole('button', { name: /^Decline/ }).click();
  await expectToast(page, 'Invitation declined');
  await expect(cardWith(previous, other.name)).toContainText('Declined');
  await expect(cardWith(previous, other.name)).toContainText('Declined on');
  await expect(pending).toHaveCount(0);
  await expect(invitationsLink(page).getByTestId('count-badge')).toHaveCount(0);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await expectAccessible(page, `previous invitations at ${size.width} px`);
  }

  // The accepted circle's name leads to it, where the member now reads its feed.
  await cardWith(previous, circle.name).getByRole('link', { name: circle.name }).click();
  await expect(page).toHaveURL(`/circles/${circle.id}`);
  await expect(page.getByText(post.content)).toBeVisible();
  await expect(page.getByText('Join to See Content')).toHaveCount(0);
});

async function inviteByEmail(page: Page, inviter: Member, circle: Circle, address: string, message: string) {
  const dialog = await openInviteDialog(page, circle);
  const email = dialog.getByLabel('Email address');
  const send = dialog.getByRole('button', { name: 'Send Invitation' });

  // The shared schema's messages, before anything is sent.
  await send.click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(email).toBeFocused();
  await email.fill(address);
  await dialog.getByLabel('Message (optional)').fill('x'.repeat(501));
  await expect(dialog.getByText('Please enter a valid email address')).toHaveCount(0);
  await expect(dialog.getByText('Message must be less than 500 characters')).toBeVisible();
  await dialog.getByLabel('Message (optional)').fill(message);
  await expect(dialog.getByText(`${message.length}/500`)).toBeVisible();

  // A refusal the server could not help: the spec's words.
  await page.route('**/api/circles/*/invite', (route) => route.fulfill({ status: 500, json: { message: 'Internal server error' } }));
  await send.click();
  await expectToastOverDialog(page, 'Error', 'Failed to send invitation. Please try again.');
  await page.unroute('**/api/circles/*/invite');

  await send.click();
  await expectToastOverDialog(page, 'Invitation sent!');
  await expect(email).toHaveValue('');
  await expect(dialog.getByLabel('Message (optional)')).toHaveValue('');
  await dialog.getByRole('tab', { name: 'Circle Members' }).click();
  const invited = dialog.getByRole('tabpanel', { name: 'Circle Members' }).getByRole('listitem').filter({ hasText: 'Sent to an email address' });
  await expect(invited).toContainText(`by ${inviter.name}`);
  // Only that it was sent: no status, whoever the address is.
  await expect(invited).not.toContainText(/Pending|Accepted|Declined/);
  await expect(dialog).not.toContainText(address);
  await page.keyboard.press('Escape');
}

test('the invite dialog lists every invitation by address the same way, the inviter’s own address among them', async ({ page }) => {
  test.setTimeout(120_000);
  const inviter = await enterAsNewMember(page, 'Sender');
  const circle = await privateCircle(page, `Lantern Keepers who gather when the evening bell has rung ${uniqueSuffix()}`);
  // A stranger's address and the inviter's own (a member already in the circle): the rows cannot tell them apart.
  for (const email of [uniqueEmail('stranger'), inviter.email]) {
    await callApi(page, 'POST', `/api/circles/${circle.id}/invite`, { email });
  }
  const dialog = await openInviteDialog(page, circle);
  await dialog.getByRole('tab', { name: 'Circle Members' }).click();
  const rows = dialog.getByRole('tabpanel', { name: 'Circle Members' }).getByRole('listitem').filter({ hasText: 'Sent to an email address' });
  await expect(rows).toHaveCount(2);
  const texts = await rows.allInnerTexts();
  expect(texts[0]).toBe(texts[1]);
  await expect(rows).not.toContainText([/Pending|Accepted|Declined/]);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await dialog.screenshot({ path: `/tmp/shots-invites/invite-dialog-circle-members-${size.width}-${colorScheme}.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scrolling at ${size.width} px`).toBeLessThanOrEqual(size.width);
      await expectAccessible(page, `invitations by address at ${size.width} px, ${colorScheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
});

test('invited by email: the mail names the circle and the inviter, and its link preselects the referrer', async ({ page }) => {
  test.setTimeout(120_000);
  const inviter = await enterAsNewMember(page, 'Mailer');
  const inviterId = (await currentUser(page)).id;
  const circle = await privateCircle(page, `Riverbank Listening ${uniqueSuffix()}`);
  const address = uniqueEmail('invited-friend');
  const message = `You said you wanted somewhere quiet to talk about grief. This is it. ${uniqueSuffix()}`;
  await inviteByEmail(page, inviter, circle, address, message);

  const mail = await mailTo(address);
  const link = `/pre-registration?referrer=${encodeURIComponent(inviterId)}`;
  for (const [part, content] of [
    ['text', mail.body.text],
    ['html', mail.body.html],
  ] as const) {
    expect(content, `the mail's ${part} part`).toContain(circle.name);
    expect(content, `the mail's ${part} part`).toContain(inviter.name);
    expect(content, `the mail's ${part} part`).toContain(message);
    expect(content, `the mail's ${part} part`).toContain(link);
    expect(content, `the mail's ${part} part`).not.toContain(inviter.email);
  }
  expect(`${mail.subject} ${mail.from}`).not.toContain(inviter.email);

  // The visitor follows the link: the inviter is already chosen as referrer.
  await signOut(page);
  const href = /https?:\/\/[^\s"<>]+\/pre-registration\?referrer=[^\s"<>&]+/.exec(mail.body.text ?? '')?.[0];
  expect(href, 'the link in the mail').toBeTruthy();
  await page.goto(href!);
  const chosen = page.getByRole('group', { name: 'Referred By' });
  await expect(chosen).toContainText(inviter.name);
  await expect(chosen).toContainText('Selected as your referrer');
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await expectAccessible(page, `pre-registration from an invitation at ${size.width} px`);
  }
  // The visitor may still choose someone else.
  await chosen.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByPlaceholder('Search for a community member...')).toBeFocused();

  // A referrer id that is no member's preselects nobody.
  await page.goto('/pre-registration?referrer=no-such-member');
  await page.getByPlaceholder('Search for a community member...').fill(inviter.name);
  await expect(page.getByRole('list', { name: 'Matching members' }).getByRole('button', { name: inviter.name })).toBeVisible();
  await expect(page.getByText('Selected as your referrer')).toHaveCount(0);
});
