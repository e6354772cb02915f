/**
 * Business constants from the specification that the functions and the web both need. What only the
 * browser uses (timings, polling, toasts, display limits) is in web/src/config/limits.ts.
 */

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

/** The extended session length: the session record's and the cookies' lifetime, and the browser's stored expiry. */
export const SESSION_LENGTH = 30 * DAY;

/** Pre-registration: the spec's minimum, and maximums of ours so a request always fits an item. */
export const PRE_REGISTRATION = { journeyMin: 10, journeyMax: 2000, nameMax: 100 } as const;

/** The spec sets no maximums here; these keep one registration far below DynamoDB's item limit. */
export const MEDITATION = { fieldMax: 200, slotsMax: 20, expectationsMax: 2000 } as const;

export const POST_CONTENT_MAX = 1000;
export const REACTION_VALUE = { min: 1, max: 100, default: 50, step: 1 } as const;
export const AUDIO_MAX_SECONDS = 300;
/** GET /api/circles: circles per page, and the most circle items one page reads to fill it (the joined ones are skipped). */
export const CIRCLE_PAGES = { pageSize: 20, maxScanned: 200 } as const;

export const FEED = {
  pageSize: 20,
  /** How many of the newest posts the computed sorts (dynamic, fresh, balanced, shuffle) rank. */
  candidates: 200,
  /** Dynamic's order holds for this long. */
  dynamicWindow: 4 * HOUR,
  /** A post's preview on a card and on the share page. */
  previewChars: 150,
} as const;
export const SEARCH = { maxTerms: 5, minTermLength: 2, resultsMax: 30 } as const;

/** Spec §9: a post's browser pop-up (and so its notification text) is cut at 100 characters. */
export const NOTIFICATION_SNIPPET_CHARS = 100;

/**
 * GET /api/conversations answers this many, latest activity first; a full page means there may be
 * more (`?before=` the last one's conversationCursor).
 */
export const CONVERSATIONS_PER_PAGE = 12;

/**
 * GET /api/notifications answers this many, newest first (the bell shows the first 10); a full page
 * means there may be more (`?before=` the last one's id).
 */
export const NOTIFICATIONS_PER_PAGE = 20;

/**
 * Member reports (docs/decisions.md, "Member reports"): a reason's length, how many posts a member
 * may report in one UTC day, and the admin's Reports tab: reported posts per page and, per post, how
 * many of its reports are read for their reasons.
 */
export const REPORTS = { reasonMax: 500, perMemberPerDay: 10, perPage: 10, reasonsShown: 50 } as const;
