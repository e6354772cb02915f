/** Steps the membership tests share: changing who is signed in, toasts, and the admin's review. */
import { expect, type Locator, type Page } from '@playwright/test';
import { createPersona, signInFromLanding } from './flows.ts';

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

/** An admin account: its persona is created the first time it signs in during the run. */
export async function enterAsAdmin(page: Page, { email, name }: { email: string; name: string }): Promise<void> {
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: /^(Create your anonymous persona|Welcome, )/ })).toBeVisible();
  if (await page.getByRole('heading', { name: 'Create your anonymous persona' }).isVisible()) {
    await createPersona(page, { name, journey: 'Keeping the circle safe and warm.' });
  }
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

/** A fresh approved member: signs up and waits, then the reviewer approves them. Leaves the reviewer signed in. */
export async function approvedMember(
  page: Page,
  reviewer: { email: string; name: string },
  email: string,
  name: string,
): Promise<void> {
  await signUpAndWait(page, email, name);
  await signOut(page);
  await enterAsAdmin(page, reviewer);
  await approveFromPending(page, email);
}
