/**
 * Data at the limits, with nowhere to break a line: the layout test fills every screen with it.
 * Each value starts with a label and a unique suffix, so a test finds its own rows.
 */
import type { Page } from '@playwright/test';
import { ANONYMOUS_NAME_MAX, PRE_REGISTRATION } from '#shared/limits.ts';
import type { AdminUser } from '#shared/types/admin.ts';
import type { ReferralRequest } from '#shared/types/joining.ts';
import type { User } from '#shared/types/user.ts';
import { callApi } from './api.ts';
import { uniqueSuffix } from './membership.ts';

const unbroken = (start: string, length: number, filler: string) =>
  (start + filler.repeat(Math.ceil(length / filler.length))).slice(0, length);

/** A persona name at its maximum length, one word. */
export const longPersonaName = (label: string) => unbroken(`${label}${uniqueSuffix()}`, ANONYMOUS_NAME_MAX, 'Stillness');

/** A join request's name at its maximum length, one word. */
export const longRequestName = (label: string) => unbroken(`${label}${uniqueSuffix()}`, PRE_REGISTRATION.nameMax, 'Seeker');

/** An address of about 150 characters with no break in it. */
export const longEmail = (label: string) =>
  `${label}-${uniqueSuffix()}-${'withoutanybreak'.repeat(5)}@${'quiet-valley-'.repeat(3)}example.org`;

/** A post's word of 200 characters, shaped like a URL, as people paste them. */
export const longUrlWord = () => unbroken(`https://example.org/${uniqueSuffix()}/`, 200, 'a-path-that-never-breaks/');

export const currentUser = (page: Page) => callApi<User>(page, 'GET', '/api/auth/user');

/** As an admin: the account behind an email. */
export async function adminUserByEmail(page: Page, email: string): Promise<AdminUser> {
  const user = (await callApi<AdminUser[]>(page, 'GET', '/api/admin/users')).find((each) => each.email === email);
  if (!user) throw new Error(`no account for ${email}`);
  return user;
}

/** Signed out or in: asks to join with `referrerId` as referrer. */
export async function askToJoin(page: Page, request: { name: string; email: string; referrerId: string }): Promise<void> {
  await callApi(page, 'POST', '/api/pre-registration', {
    name: request.name,
    email: request.email,
    spiritualJourney: `${request.name} would like to sit with the circle.`,
    referredBy: request.referrerId,
  });
}

/** As the referrer: vouches for the request made under `name`. */
export async function vouchFor(page: Page, name: string): Promise<void> {
  const request = (await callApi<ReferralRequest[]>(page, 'GET', '/api/pre-registration/referrals')).find(
    (each) => each.name === name,
  );
  if (!request) throw new Error(`no referral from ${name}`);
  await callApi(page, 'POST', `/api/pre-registration/${request.id}/referrer-decision`, { decision: 'approved' });
}

export async function registerForMeditation(page: Page, name: string, word: string): Promise<void> {
  await callApi(page, 'POST', '/api/meditation-registration', {
    name,
    availabilitySlots: [{ dateRange: word.slice(0, 150), timeRange: word.slice(0, 150) }],
    expectations: word,
  });
}
