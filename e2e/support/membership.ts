/** Steps the membership tests share: changing who is signed in, toasts, and the admin's review. */
import { expect, type Locator, type Page } from '@playwright/test';
import { DEFAULT_AVATAR } from '#shared/limits.ts';
import { ALREADY_ONBOARDED, MEMBERSHIP_ADMINS, QUIET_ABOUT_NEW_POSTS } from './accounts.ts';
import { callApi } from './api.ts';
import { createPersona, signInFromLanding } from './flows.ts';
import { approveByApi } from './members-by-api.ts';

/** A unique suffix, so names and emails never meet those of another test in the same run. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function signOut(page: Page): Promise<void> {
  await page.goto('/api/logout');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
}

/** From anywhere: to the landing page and through the local provider's sign-in. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await signInFromLanding(page, email);
}

/**
 * Signs in without showing a screen, for tests about what comes after: the page's own request
 * context walks the real OpenID Connect flow (login, the provider's form, the callback), so the
 * session cookies land in the page's browser context. Whoever was signed in before is forgotten.
 */
export async function signInQuietly(page: Page, email: string): Promise<void> {
  // The screen on show belongs to whoever was signed in. It is left first: a request of its own in
  // the moment without cookies would earn a 401, and the app's way back to sign-in would take the
  // page away from under the test's next navigation.
  await page.goto('about:blank');
  await page.context().clearCookies();
  const form = await page.request.get('/api/login');
  expect(form.status(), 'the provider shows its sign-in form').toBe(200);
  const back = await page.request.post(form.url(), { form: { email } });
  expect(back.status(), 'the provider sends the browser back into the app').toBe(200);
  expect(new URL(back.url()).pathname, 'back on the app, signed in').toBe('/');
}

/** An admin account, signed in on the member home: its persona is created the first time during the run. */
export async function enterAsAdmin(page: Page, { email, name }: { email: string; name: string }): Promise<void> {
  await signInQuietly(page, email);
  const me = await callApi<{ hasCompletedOnboarding: boolean }>(page, 'GET', '/api/auth/user');
  // Two workers may sign the same admin in for the first time at once: the second finds it made.
  if (!me.hasCompletedOnboarding) {
    await createPersonaByApi(page, name, 'Keeping the circle safe and warm.').catch((error: Error) => {
      if (!error.message.includes(`"${ALREADY_ONBOARDED}"`)) throw error;
    });
  }
  await enterHome(page, name);
}

/** The signed-in account's persona, as the persona form sends it (its default avatar); answers the account's id. */
async function createPersonaByApi(page: Page, name: string, journey: string): Promise<string> {
  const { id } = await callApi<{ id: string }>(page, 'POST', '/api/user/persona', { anonymousName: name, avatar: DEFAULT_AVATAR, spiritualJourney: journey });
  return id;
}

/** A new account with a persona, awaiting approval, signed in (without the screens signUpAndWait shows). Answers its id. */
export async function waitingAccount(page: Page, email: string, name: string): Promise<string> {
  await signInQuietly(page, email);
  return createPersonaByApi(page, name, 'Hoping to listen more than I speak.');
}

/**
 * A new account approved by the reviewer through the admin's route, signed in; the screens are the
 * membership tests' subject. Like the integration tests' accounts (`accountIn`), it starts with the
 * two main-feed notification flags off (QUIET_ABOUT_NEW_POSTS).
 */
export async function approvedAccount(page: Page, email: string, name: string): Promise<void> {
  await approveByApi(await waitingAccount(page, email, name));
  await callApi(page, 'PATCH', '/api/user/notification-preferences', QUIET_ABOUT_NEW_POSTS);
}

/** Opens the member home and waits for its greeting. */
export async function enterHome(page: Page, name: string): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
}

/** A new account signs in, creates a persona and is told to wait. */
export async function signUpAndWait(page: Page, email: string, name: string): Promise<void> {
  await signIn(page, email);
  await createPersona(page, { name, journey: 'Hoping to listen more than I speak.' });
  await expect(page.getByRole('heading', { name: 'Your request is awaiting approval' })).toBeVisible();
}

/** The one toast on screen (the spec shows one at a time). */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(region).toContainText(description ? `${title}${description}` : title);
}

/**
 * Closes every toast and waits until they are gone: a toast that starts fading out while a page is
 * measured for contrast would be measured half-transparent.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  for (const button of await region.getByRole('button', { name: 'Dismiss notification' }).all()) await button.click();
  await expect(region.getByRole('listitem')).toHaveCount(0);
}

/**
 * The toast while a modal dialog is open: the dialog hides the rest of the page, the toasts' region
 * too, from the accessibility tree (Radix Toast still announces each toast through a live region of its own).
 */
export async function expectToastOverDialog(page: Page, title: string, description?: string): Promise<void> {
  const region = page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });
  await expect(region).toContainText(description ? `${title}${description}` : title);
  await expect(region.getByRole('listitem', { includeHidden: true }).filter({ hasText: title })).toBeVisible();
}

/** The card (list item) that mentions `text`: on a whole page, within the main content (toasts are list items too). */
export const cardWith = (scope: Page | Locator, text: string) =>
  ('goto' in scope ? scope.getByRole('main') : scope).getByRole('listitem').filter({ hasText: text });

export const pendingUsers = (page: Page) => page.getByRole('region', { name: 'Users awaiting approval' });
export const joinRequests = (page: Page) => page.getByRole('region', { name: 'Join requests awaiting review' });

/** As a signed-in admin: approve an account awaiting approval from the Pending tab. */
export async function approveFromPending(page: Page, email: string): Promise<void> {
  await page.goto('/admin');
  const card = cardWith(pendingUsers(page), email);
  await card.getByRole('button', { name: /^Approve/ }).click();
  await expectToast(page, 'User approved', email);
  await expect(card).toHaveCount(0);
}

/** A fresh approved member; leaves the reviewer signed in on the admin page. */
export async function approvedMember(page: Page, email: string, name: string): Promise<void> {
  await approvedAccount(page, email, name);
  await enterAsAdmin(page, MEMBERSHIP_ADMINS.reviewer);
  await page.goto('/admin');
}
