/** Business constants from the specification, in one place for web and functions. */

export const AVATAR_STYLES = ['earth', 'gentle', 'soft', 'spiritual'] as const;
export type AvatarStyle = (typeof AVATAR_STYLES)[number];
export const DEFAULT_AVATAR: AvatarStyle = 'earth';

export const ANONYMOUS_NAME_MAX = 50;
export const SPIRITUAL_JOURNEY_MAX = 500;
export const AVATAR_VALUE_MAX = 100;

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const SESSION = {
  /** How far ahead the browser's stored session expiry is set. */
  extendedLength: 30 * DAY,
  /** The expiring dialog opens when this little is left. */
  warningBefore: 5 * MINUTE,
  /** How often the stored expiry is checked. */
  checkEvery: MINUTE,
  refreshEvery: 5 * MINUTE,
  refreshEveryIdle: 30 * MINUTE,
  /** Activity within this window keeps the 30-minute refresh going. */
  idleRefreshWindow: 60 * MINUTE,
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
} as const;

export const UNAUTHORIZED_REDIRECT_DELAY = 500;
export const ADMIN_DENIED_REDIRECT_DELAY = 1000;

export const TOAST = { duration: 5000, swipeThreshold: 50, limit: 1 } as const;

export const ACTIVITY_EVENTS = ['click', 'keydown', 'scroll', 'mousemove', 'touchstart'] as const;

/** Pre-registration: the spec's minimum, and maximums of ours so a request always fits an item. */
export const PRE_REGISTRATION = { journeyMin: 10, journeyMax: 2000, nameMax: 100 } as const;

/** The spec sets no maximums here; these keep one registration far below DynamoDB's item limit. */
export const MEDITATION = { fieldMax: 200, slotsMax: 20, expectationsMax: 2000 } as const;

export const REVIEW_TIME_SHOWN = '24-48 hours';

export const POST_CONTENT_MAX = 1000;
export const REACTION_VALUE = { min: 1, max: 100, default: 50, step: 1 } as const;
export const AUDIO_MAX_SECONDS = 300;
export const FEED = {
  pageSize: 20,
  /** How many of the newest posts the computed sorts (dynamic, fresh, balanced, shuffle) rank. */
  candidates: 200,
  /** Dynamic's order holds for this long. */
  dynamicWindow: 4 * HOUR,
  previewChars: 150,
  aiPreviewChars: 100,
  impactStyleMax: 250,
} as const;
export const SEARCH = { debounceMs: 300, maxTerms: 5, minTermLength: 2, resultsMax: 30 } as const;

/** Pull-to-refresh on touch: a refresh once the pull passes the threshold; never further than max. */
export const PULL_TO_REFRESH = { threshold: 30, max: 80 } as const;

/** Spec §9: a post's browser pop-up (and so its notification text) is cut at 100 characters. */
export const NOTIFICATION_SNIPPET_CHARS = 100;
