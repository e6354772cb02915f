import type { Request } from '@playwright/test';
import { MEMBERSHIP_ADMINS, uniqueEmail } from './support/accounts.ts';
import { createPersona } from './support/flows.ts';
import {
  cardWith,
  enterAsAdmin,
  expectToast,
  joinRequests,
  signIn,
  signOut,
  uniqueSuffix,
} from './support/membership.ts';
import { expect, expectAccessible, test } from './support/test.ts';

const { referrer, reviewer } = MEMBERSHIP_ADMINS;

test('a visitor asks to join → the referrer vouches → an admin approves → the visitor is in', async ({ page }) => {
  // The referrer must exist as a member before anyone can name them.
  await enterAsAdmin(page, referrer);
  await signOut(page);

  // The visitor, signed out, from the landing page.
  const email = uniqueEmail('joiner');
  const visitor = `Asha ${uniqueSuffix()}`;
  await page.getByRole('link', { name: 'Begin Joining Process' }).click();
  await expect(page).toHaveURL('/pre-registration');
  const submit = page.getByRole('button', { name: 'Initiate Joining' });
  await expect(submit).toBeDisabled();
  await expect(page.getByText('0/10 characters minimum')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', '/');

  // The referrer search: case-insensitive by anonymous name, avatar and name in each result.
  const search = page.getByPlaceholder('Search for a community member...');
  await search.fill('no such seeker anywhere');
  await expect(page.getByText('No members found')).toBeVisible();
  await search.fill(referrer.name.toUpperCase());
  const results = page.getByRole('list', { name: 'Matching members' });
  await expect(results.getByRole('button')).toHaveCount(1);
  await expect(results.getByRole('button')).toHaveAccessibleName(referrer.name);
  await expectAccessible(page, 'pre-registration with search results');
  await results.getByRole('button', { name: referrer.name }).click();
  await expect(page.getByText('Selected as your referrer')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Referred By' })).toContainText(referrer.name);

  // The spec's checks run on submit, in order, as error toasts titled "Error", and nothing is sent.
  const sent: string[] = [];
  const watchSent = (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/pre-registration') sent.push(request.url());
  };
  page.on('request', watchSent);
  const name = page.getByLabel('Your Name');
  const emailField = page.getByLabel('Email Address');
  const journey = page.getByLabel('Your Spiritual Journey');
  await name.fill('   ');
  await emailField.fill('not-an-email');
  await journey.fill('          ');
  await expect(page.getByText('10/10 characters minimum')).toBeVisible();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expectToast(page, 'Error', 'Please enter your name');
  await name.fill(visitor);
  // Without an @ (the spec's rule), then what a browser's <input type="email"> refuses. A good
  // address between two bad ones brings the journey's message, so each toast checked is a new one.
  for (const bad of ['not-an-email', 'a@', 'a b@c.org', 'a@b@c.org']) {
    await emailField.fill(bad);
    await submit.click();
    await expectToast(page, 'Error', 'Please enter a valid email address');
    await emailField.fill(email);
    await submit.click();
    await expectToast(page, 'Error', 'Please share your spiritual journey (at least 10 characters)');
  }
  page.off('request', watchSent);
  expect(sent).toEqual([]);

  await journey.fill('A friend of Kind Cedar from the morning sitting group.');
  await submit.click();
  await expectToast(page, 'Pre-registration submitted!', 'Your referrer will be notified to approve your request.');
  await expect(page.getByRole('heading', { name: 'Request Submitted Successfully' })).toBeVisible();
  await expect(page.getByText('Your pre-registration request has been sent to your referrer for approval.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
  await expect(page.locator('ol').getByRole('listitem')).toHaveCount(4);
  await expectAccessible(page, 'pre-registration submitted');

  // Asking again while the first request is reviewed looks exactly like asking the first time (the
  // answer must not tell anyone that this address is asking), and the referrer hears of it once.
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/pre-registration');
  await page.getByLabel('Your Name').fill(visitor);
  await page.getByLabel('Email Address').fill(email);
  await page.getByPlaceholder('Search for a community member...').fill(referrer.name);
  await page.getByRole('button', { name: referrer.name }).click();
  await page.getByLabel('Your Spiritual Journey').fill('Asking a second time, just in case.');
  await page.getByRole('button', { name: 'Initiate Joining' }).click();
  await expect(page.getByRole('heading', { name: 'Request Submitted Successfully' })).toBeVisible();

  // The referrer hears of it, and vouches on /referrals.
  await enterAsAdmin(page, referrer);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Notifications/ }).click();
  const request = cardWith(page, 'Someone asked you to vouch for them').filter({ hasText: visitor });
  await expect(page.getByRole('region', { name: 'New Notifications' })).toContainText(visitor);
  await expectAccessible(page, 'notifications');
  await request.getByRole('link', { name: 'View Referrals' }).click();
  await expect(page).toHaveURL('/referrals');
  const referral = cardWith(page, visitor);
  await expect(referral).toContainText('Awaiting your review');
  await expect(referral).toContainText('A friend of Kind Cedar from the morning sitting group.');
  await expect(referral).not.toContainText(email);
  await expectAccessible(page, 'referrals');
  await referral.getByRole('button', { name: /^Approve/ }).click();
  await expectToast(page, 'Thank you for vouching', `${visitor}'s request now goes to an admin for review.`);
  await expect(referral).toContainText('With an admin for review');
  await expect(referral.getByRole('button')).toHaveCount(0);

  // Notifications read, all at once.
  await page.goto('/notifications');
  await page.getByRole('button', { name: 'Mark All Read' }).click();
  await expectToast(page, 'All notifications marked as read');
  await expect(page.getByRole('region', { name: 'Earlier Notifications' })).toContainText(visitor);
  await expect(page.getByRole('region', { name: 'New Notifications' })).toHaveCount(0);

  // An admin approves the request beside the pending users.
  await enterAsAdmin(page, reviewer);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page.getByRole('tab', { name: 'Pending', selected: true })).toBeVisible();
  const joinRequest = cardWith(joinRequests(page), email);
  await expect(joinRequest).toContainText(visitor);
  await expect(joinRequest).toContainText(`Vouched for by ${referrer.name}`);
  await expectAccessible(page, 'admin pending');
  await joinRequest.getByRole('button', { name: /^Approve/ }).click();
  await expectToast(page, 'Join request approved', `${email} can now sign in and set up a persona.`);
  await expect(joinRequest).toHaveCount(0);
  await signOut(page);

  // The visitor signs in with that email, creates a persona and is in at once.
  await signIn(page, email);
  const persona = `Dawn ${uniqueSuffix()}`;
  await createPersona(page, { name: persona, journey: 'Glad to be here.' });
  await expect(page.getByRole('heading', { name: `Welcome, ${persona}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // The referrer learns the outcome.
  await enterAsAdmin(page, referrer);
  await page.goto('/notifications');
  await expect(cardWith(page, 'A request you vouched for was approved')).toContainText(visitor);
  await page.goto('/referrals');
  await expect(cardWith(page, visitor)).toContainText('Approved');
});

test('the referrer can decline, and a declined request goes no further', async ({ page }) => {
  await enterAsAdmin(page, referrer);
  await signOut(page);
  const visitor = `Ravi ${uniqueSuffix()}`;
  await page.goto('/pre-registration');
  await page.getByLabel('Your Name').fill(visitor);
  await page.getByLabel('Email Address').fill(uniqueEmail('declined'));
  await page.getByPlaceholder('Search for a community member...').fill(referrer.name.toLowerCase());
  await page.getByRole('button', { name: referrer.name }).click();
  await page.getByLabel('Your Spiritual Journey').fill('Someone the referrer does not know.');
  await page.getByRole('button', { name: 'Initiate Joining' }).click();
  await expect(page.getByRole('heading', { name: 'Request Submitted Successfully' })).toBeVisible();

  await enterAsAdmin(page, referrer);
  await page.goto('/referrals');
  const referral = cardWith(page, visitor);
  await referral.getByRole('button', { name: /^Decline/ }).click();
  await expectToast(page, 'Request declined');
  await expect(referral).toContainText('Declined by you');

  await enterAsAdmin(page, reviewer);
  await page.goto('/admin');
  await expect(joinRequests(page)).toBeVisible();
  await expect(joinRequests(page)).not.toContainText(visitor);
});
