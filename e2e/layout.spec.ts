/**
 * Issue 8: no page is ever wider than a phone's screen, even with the longest names, emails and
 * words people can give it. Every screen of the app is visited at 390 px with such data in it.
 */
import type { Locator, Page } from '@playwright/test';
import { MEMBER_EMAILS, MEMBERSHIP_ADMINS } from './support/accounts.ts';
import { callApi } from './support/api.ts';
import { longCircleScreens } from './support/circles.ts';
import { postAs } from './support/content.ts';
import { createPersona } from './support/flows.ts';
import { expectFits } from './support/looks.ts';
import {
  adminUserByEmail,
  askToJoin,
  currentUser,
  longEmail,
  longPersonaName,
  longRequestName,
  longUrlWord,
  registerForMeditation,
  vouchFor,
} from './support/long-data.ts';
import { approvedMember, enterAsAdmin, signIn, signInQuietly, signOut, signUpAndWait, waitingAccount } from './support/membership.ts';
import { expect, test } from './support/test.ts';

const { reviewer } = MEMBERSHIP_ADMINS;
const PHONE = { width: 390, height: 844 };

/** Opens `path`, waits until `ready` shows (the screen's data has arrived), and measures. */
async function visit(page: Page, screen: string, path: string, ready: (page: Page) => Locator): Promise<void> {
  await page.goto(path);
  await expect(ready(page).first()).toBeVisible();
  await expectFits(page, screen);
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name });
const text = (value: string) => (page: Page) => page.getByRole('main').getByText(value);

test('no screen is wider than a phone, whatever the length of names, emails and words', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(PHONE);
  const waiting = { email: longEmail('waiting'), name: longPersonaName('Waiting') };
  const rejected = { email: longEmail('rejected'), name: longPersonaName('Rejected') };
  const member = { email: longEmail('member'), name: longPersonaName('Member') };
  const joiner = { email: longEmail('joiner'), name: longRequestName('Joiner') };
  const word = longUrlWord();

  // Signed out.
  await visit(page, 'the landing page', '/', heading("Seekers' Circle"));
  await visit(page, 'the Virtual Self Program page', '/meditation-registration', heading(/Virtual Self Program/));
  await visit(page, 'the local sign-in page', '/api/login', text('Local development sign-in'));
  await page.setViewportSize({ width: 320, height: 640 });
  await expectFits(page, 'the local sign-in page at 320 px');
  // Its card keeps a gutter from the screen's edges.
  const card = (await page.getByRole('main').boundingBox())!;
  expect.soft(card.x, 'the sign-in card leaves a gutter').toBeGreaterThanOrEqual(8);
  expect.soft(card.x + card.width, 'the sign-in card leaves a gutter').toBeLessThanOrEqual(320 - 8);
  await page.getByLabel('Email').fill(waiting.email.replace('@', ' at '));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await expectFits(page, 'the local sign-in page with an error at 320 px');
  await page.setViewportSize(PHONE);

  // Before membership: persona creation, waiting; one more account to reject later.
  await signIn(page, waiting.email);
  await expect(page.getByRole('heading', { name: 'Create your anonymous persona' })).toBeVisible();
  await page.getByLabel('Anonymous name').fill(waiting.name);
  await expectFits(page, 'persona creation');
  await createPersona(page, { name: waiting.name, journey: word });
  await expect(page.getByRole('heading', { name: 'Your request is awaiting approval' })).toBeVisible();
  await expectFits(page, 'the waiting screen');
  await waitingAccount(page, rejected.email, rejected.name);

  // An approved member, who is asked to vouch for someone and registers for the programme.
  await approvedMember(page, member.email, member.name);
  await callApi(page, 'POST', `/api/admin/users/${(await adminUserByEmail(page, rejected.email)).id}/reject`);
  await signOut(page);
  const { id: memberId } = (await callApi<{ id: string; anonymousName: string }[]>(page, 'GET', '/api/members')).find(
    (each) => each.anonymousName === member.name,
  )!;
  await askToJoin(page, { ...joiner, referrerId: memberId });
  await registerForMeditation(page, joiner.name, word);
  await page.goto('/pre-registration');
  await page.getByPlaceholder('Search for a community member...').fill(member.name);
  await expect(page.getByRole('button', { name: member.name })).toBeVisible();
  await expectFits(page, 'the join form with a referrer found');
  await page.getByRole('button', { name: member.name }).click();
  await expectFits(page, 'the join form with a referrer chosen');

  // The member's screens.
  await signInQuietly(page, member.email);
  const post = await postAs(page, { content: `A link someone shared: ${word}` });
  expect((await currentUser(page)).id).toBe(memberId);
  const reviewerId = (await callApi<{ id: string; anonymousName: string }[]>(page, 'GET', '/api/members')).find(
    (each) => each.anonymousName === reviewer.name,
  )!.id;
  await callApi(page, 'POST', '/api/messages', { recipientId: reviewerId, content: `A link for you: ${word}` });
  await callApi(page, 'POST', '/api/journal', { title: word.slice(0, 200), content: `A link to keep: ${word}` });
  const memberScreens: [string, string, (page: Page) => Locator][] = [
    // Newest first: the run's other posts of the last minutes may outrank the long one in the default sort.
    ['the home feed', '/?sort=newest', text(word.slice(0, 60))],
    ['a post', `/posts/${post.id}`, text(word.slice(0, 60))],
    ['the create page', '/create', heading('Create a Post')],
    ['profile settings', '/profile-settings', heading(member.name)],
    ['the members list', '/members', text(member.name)],
    ['a public profile', `/users/${memberId}`, heading(member.name)],
    ['messages', '/messages', text(word.slice(0, 60))],
    [
      'a conversation',
      `/messages?user=${reviewerId}`,
      (page) => page.getByRole('region', { name: `Messages with ${reviewer.name}` }).getByText(word.slice(0, 60)),
    ],
    ['notifications', '/notifications', text(joiner.name)],
    ['referrals', '/referrals', heading(joiner.name)],
    ['the join form inside the shell', '/pre-registration', heading('Begin Joining Process')],
    ['the Virtual Self Program inside the shell', '/meditation-registration', heading(/Virtual Self Program/)],
    ...(await longCircleScreens(page)),
    ['discover', '/discover', heading('Discover')],
    ['discover, trending', '/discover?tab=trending', heading('Discover')],
    ['discover, topics', '/discover?tab=topics', heading('Discover')],
    ['circle invitations', '/invitations', heading('Circle Invitations')],
    ['the journal', '/journal', text(`A link to keep: ${word.slice(0, 60)}`)],
    ['a path that does not exist', `/${word.slice(8)}`, heading('404 Page Not Found')],
  ];
  for (const [screen, path, ready] of memberScreens) await visit(page, `${screen} (member)`, path, ready);
  await vouchFor(page, joiner.name);

  // The admin's screens.
  await enterAsAdmin(page, reviewer);
  await visit(page, 'the home feed (admin)', '/?sort=newest', text(word.slice(0, 60)));
  await page.goto('/admin');
  // Each tab, with the long data it shows where it has any.
  const tabs: [string, ...string[]][] = [
    ['Pending', waiting.email, joiner.email],
    ['Users', member.email],
    ['Posts'],
    ['Circles'],
    ['Meditation', joiner.name],
    ['Reports'],
    ['Export'],
    ['Settings'],
  ];
  for (const [tab, ...shows] of tabs) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    const panel = page.getByRole('tabpanel', { name: new RegExp(`^${tab}`) });
    await expect(panel).toBeVisible();
    for (const value of shows) await expect(panel.getByText(value).first()).toBeVisible();
    await expectFits(page, `the admin ${tab} tab`);
  }
  await callApi(page, 'POST', `/api/admin/users/${memberId}/suspend`);

  // Held back: suspended, not approved.
  await signInQuietly(page, member.email);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your account has been suspended' })).toBeVisible();
  await expectFits(page, 'the suspended screen');
  await signInQuietly(page, rejected.email);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your request to join was not approved' })).toBeVisible();
  await expectFits(page, 'the rejected screen');
});

/** The toast on screen and a screen's primary action do not overlap, the action scrolled into view. */
async function expectToastClearOf(page: Page, action: Locator, screen: string): Promise<void> {
  const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem');
  await expect(toast).toBeVisible();
  await action.scrollIntoViewIfNeeded();
  const [a, b] = [await toast.boundingBox(), await action.boundingBox()];
  if (!a || !b) throw new Error(`no box for the toast or the action on ${screen}`);
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, `the toast covers ${screen}`).toBe(false);
}

const WIDTHS = [PHONE, { width: 1280, height: 900 }];

test('toasts never cover the primary action', async ({ page }) => {
  test.setTimeout(180_000);
  const { referrer } = MEMBERSHIP_ADMINS;
  await enterAsAdmin(page, referrer);
  await signOut(page);

  // The join form: each check refused on submit is a toast, over a button still to be pressed.
  await page.goto('/pre-registration');
  await page.getByLabel('Your Name').fill('Asha');
  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByPlaceholder('Search for a community member...').fill(referrer.name);
  await page.getByRole('button', { name: referrer.name }).click();
  await page.getByLabel('Your Spiritual Journey').fill('A friend from the morning sitting group.');
  const initiate = page.getByRole('button', { name: 'Initiate Joining' });
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await initiate.click();
    await expectToastClearOf(page, initiate, `Initiate Joining at ${size.width} px`);
  }

  // The waiting screen: the welcome toast arrives with it, above its Sign Out.
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await signUpAndWait(page, longEmail('toast'), longPersonaName('Toast'));
    await expectToastClearOf(page, page.getByRole('link', { name: 'Sign Out' }), `the waiting screen's Sign Out at ${size.width} px`);
    await signOut(page);
  }

  // The create page when sharing fails, and the feed it opens when sharing works (an account of its
  // own: other tests count the referrer's posts).
  await enterAsAdmin(page, { email: MEMBER_EMAILS.toasts, name: 'Steady Flame' });
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/create');
    await page.getByLabel('Your question').fill(`Where does the breath go at ${size.width} px?`);
    const share = page.getByRole('button', { name: 'Share with Community' });
    await page.route('**/api/posts', (route) => route.fulfill({ status: 500, json: { message: 'Internal server error', code: 'internal' } }));
    await share.click();
    await expectToastClearOf(page, share, `Share with Community at ${size.width} px`);
    await page.unroute('**/api/posts');
    await share.click();
    await expect(page).toHaveURL('/');
    await expectToastClearOf(page, page.getByTestId('floating-create'), `the feed's create button at ${size.width} px`);
  }
});
