/** "Where you are signed in" (docs/sessions.md): the member's own browsers, never an address. */

/** GET /api/user/sessions: one browser the member is signed in on. This browser first, then the most recently used. */
export interface SignedInSession {
  /** Names the session to sign it out (`POST /api/user/sessions/{id}/sign-out`); opens nothing. */
  id: string;
  /** "Firefox on Windows": coarse on purpose. */
  device: string;
  /** When it signed in. */
  createdAt: string;
  /** When it was last used, to within the 5 minutes between the app's session refreshes. */
  lastSeenAt: string;
  /** The browser that asked. */
  current: boolean;
}

/** `POST /api/user/sessions/{id}/sign-out` and `…/sign-out-others`: how many sessions ended. */
export interface SessionsSignedOut {
  signedOut: number;
}
