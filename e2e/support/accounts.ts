/**
 * Accounts the browser tests sign in with. Only admins are approved without an admin's review, so
 * a test that needs the member area quickly gets an admin address of its own: the database lives
 * for the whole run, and a persona can be created only once.
 */
export const ADMIN_EMAIL = 'admin@example.com';

export const MEMBER_EMAILS = {
  returnTo: 'e2e-return-to@example.com',
  sidebar: 'e2e-sidebar@example.com',
  badges: 'e2e-badges@example.com',
  mobile: 'e2e-mobile@example.com',
  notFound: 'e2e-not-found@example.com',
  signOut: 'e2e-sign-out@example.com',
  signOutForGood: 'e2e-sign-out-for-good@example.com',
  sessionExpiry: 'e2e-session-expiry@example.com',
  unauthorized: 'e2e-unauthorized@example.com',
  toasts: 'e2e-toasts@example.com',
} as const;

/**
 * The membership tests' admins. Ordinary members get in through the review screens those tests
 * drive; these addresses review (or vouch) and may sign in in several tests, so their persona is
 * created only the first time (see `enterAsAdmin`).
 */
export const MEMBERSHIP_ADMINS = {
  reviewer: { email: 'e2e-reviewer@example.com', name: 'Watchful Owl' },
  referrer: { email: 'e2e-referrer@example.com', name: 'Kind Cedar' },
  profile: { email: 'e2e-profile@example.com', name: 'Bright Fern' },
} as const;

/** What the stack under test is told: every address above is an admin, hence approved. */
export const ADMIN_EMAILS = [
  ADMIN_EMAIL,
  ...Object.values(MEMBER_EMAILS),
  ...Object.values(MEMBERSHIP_ADMINS).map((admin) => admin.email),
].join(',');

/** A fresh account that has to wait for approval. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * The notification preferences the browser tests' new members start with (approvedAccount,
 * approvedMembersByApi): they do not hear of every main-feed post, so no other spec's post lands
 * among a test's notifications, and a post is not delivered to every member the run has made.
 */
export const QUIET_ABOUT_NEW_POSTS = { notifyAllPosts: false, notifyMainFeedPosts: false };

/** The code of the answer to a second persona for one account: two workers signing an admin in for the first time at once meet it. */
export const ALREADY_ONBOARDED = 'already_onboarded';
