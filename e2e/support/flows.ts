/** Signing in through the local provider's page and creating a persona, as a person does. */
import { expect, type Page } from '@playwright/test';

/** From the landing page: Login, the local provider's page, and back into the app. */
export async function signInFromLanding(page: Page, email: string): Promise<void> {
  const appOrigin = new URL(page.url()).origin;
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByText('Local development sign-in')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === appOrigin && !url.pathname.startsWith('/api/'));
}

export interface PersonaValues {
  name: string;
  journey: string;
  avatar?: 'Earth' | 'Gentle' | 'Soft' | 'Spiritual';
}

export async function createPersona(page: Page, { name, journey, avatar }: PersonaValues): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Create your anonymous persona' })).toBeVisible();
  await page.getByLabel('Anonymous name').fill(name);
  if (avatar) await page.getByRole('radio', { name: new RegExp(`^${avatar}`) }).click();
  await page.getByLabel('Your spiritual journey').fill(journey);
  await page.getByRole('button', { name: 'Enter the Community' }).click();
}
