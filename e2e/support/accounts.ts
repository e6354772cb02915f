/**
 * Accounts the browser tests sign in with. Only admins are approved without an admin's review (and
 * no review screen exists yet), so each test that needs the member area gets an admin address of
 * its own: the database lives for the whole run, and a persona can be created only once.
 */
export const ADMIN_EMAIL = 'admin@example.com';

export const MEMBER_EMAILS = {
  returnTo: 'e2e-return-to@example.com',
  sidebar: 'e2e-sidebar@example.com',
  badges: 'e2e-badges@example.com',
  mobile: 'e2e-mobile@example.com',
  notFound: 'e2e-not-found@example.com',
  signOut: 'e2e-sign-out@example.com',
  sessionExpiry: 'e2e-session-expiry@example.com',
  unauthorized: 'e2e-unauthorized@example.com',
} as const;

/** What the stack under test is told: every address above is an admin, hence approved. */
export const ADMIN_EMAILS = [ADMIN_EMAIL, ...Object.values(MEMBER_EMAILS)].join(',');

/** A fresh account that has to wait for approval. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
