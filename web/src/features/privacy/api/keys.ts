/** The Privacy tab's server state (issue 15): `['privacy', …]`. */
export const privacyKeys = {
  root: ['privacy'] as const,
  /** GET /api/user/archive: the member's latest "Download my data" archive. */
  archive: () => [...privacyKeys.root, 'archive'] as const,
  /** GET /api/user/sessions: the browsers the member is signed in on. */
  sessions: () => [...privacyKeys.root, 'sessions'] as const,
};
