/**
 * What only the browser uses from the specification: timings, polling, toasts and display limits.
 * What the functions need too is in shared/limits.ts.
 */
import { MINUTE, SECOND, SESSION_LENGTH } from '#shared/limits.ts';

export const SESSION = {
  /** How far ahead the browser's stored session expiry is set. */
  extendedLength: SESSION_LENGTH,
  /** The expiring dialog opens when this little is left. */
  warningBefore: 5 * MINUTE,
  /** How often the stored expiry is checked. */
  checkEvery: MINUTE,
  refreshEvery: 5 * MINUTE,
  refreshEveryIdle: 30 * MINUTE,
  /** Activity within this window keeps the 30-minute refresh going. */
  idleRefreshWindow: 60 * MINUTE,
  /**
   * Sign Out waits at most this long for the browser to drop its push subscription before leaving
   * (ours: docs/web-push.md); the server has ended the subscription with the session either way.
   */
  unsubscribeWait: SECOND,
} as const;

export const CURRENT_USER = {
  staleTime: 5 * MINUTE,
  refetchInterval: 10 * MINUTE,
  activeRefetchInterval: 5 * MINUTE,
  activeWindow: 5 * MINUTE,
} as const;

export const POLLING = {
  counts: 30 * SECOND,
  notifications: 15 * SECOND,
  lastCheck: 30 * SECOND,
  /** An open conversation's thread; ours, the spec gives none (docs/decisions.md, "The Messages screen"). */
  openThread: 5 * SECOND,
} as const;

/**
 * Browser pop-ups found in one check: this many one by one, the rest as a single summary, so a
 * member back after a day is not buried (ours; docs/decisions.md, "Browser pop-ups"). How long a
 * pop-up stays (5 s) is kept by the service worker that closes it, web/public/sw.js.
 */
export const POPUPS_AT_ONCE = 3;

export const UNAUTHORIZED_REDIRECT_DELAY = 500;
export const ADMIN_DENIED_REDIRECT_DELAY = 1000;

export const TOAST = { duration: 5000, swipeThreshold: 50, limit: 1 } as const;

export const ACTIVITY_EVENTS = ['click', 'keydown', 'scroll', 'mousemove', 'touchstart'] as const;

/** A post card's display limits (the preview length itself is shared: the share page uses it too). */
export const FEED_DISPLAY = { aiPreviewChars: 100, impactStyleMax: 250 } as const;

/** The invite dialog's Platform Members: how much of each member's journey it previews. */
export const INVITE_DISPLAY = { journeyPreviewChars: 50 } as const;

/** The circle page's member list: how many members show before Show More (spec §9). */
export const CIRCLE_DISPLAY = { membersShown: 5 } as const;

export const SEARCH_DEBOUNCE_MS = 300;

/** Pull-to-refresh on touch: a refresh once the pull passes the threshold; never further than max. */
export const PULL_TO_REFRESH = { threshold: 30, max: 80 } as const;

/** The AI guide (spec §9): a chat message longer than this collapses to 3 lines; the History list's height. */
export const GUIDE_DISPLAY = { collapseAfterChars: 200, historyHeightPx: 500 } as const;
