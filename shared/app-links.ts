/**
 * The SPA's addresses that the server writes into notifications and mails. The web's route table
 * (web/src/config/paths.ts) builds its links from the same functions, so a screen that moves
 * breaks the type checker, not a member's link.
 */
/** `/pre-registration?referrer=<member id>`: the join form with that member chosen as referrer. */
export const REFERRER_PARAM = 'referrer';

export const appLinks = {
  preRegistration: (referrerId?: string) =>
    referrerId ? `/pre-registration?${new URLSearchParams({ [REFERRER_PARAM]: referrerId })}` : '/pre-registration',
  referrals: () => '/referrals',
  invitations: () => '/invitations',
  circle: (id: string) => `/circles/${encodeURIComponent(id)}`,
  post: (id: string) => `/posts/${encodeURIComponent(id)}`,
  admin: () => '/admin',
} as const;
