/**
 * Attribute and index names of the one table. The CDK stack imports this module to build the
 * table, and the local stack to create it in DynamoDB Local, so the names exist once.
 * docs/access-patterns.md says which pattern each index serves.
 */

export const KEY = { pk: 'pk', sk: 'sk' } as const;

/**
 * The admin log's one partition (lib/admin-log.ts). It is append-only: infra denies every
 * function UpdateItem and DeleteItem on it, so the name lives here, where infra reads it.
 */
export const ADMIN_LOG_PK = 'ADMINLOG';

/**
 * The attribute DynamoDB's time to live reads (epoch seconds): an item carrying it is deleted some
 * time after that moment. Deletion can lag by days, so readers compare it themselves.
 */
export const TTL_ATTRIBUTE = 'expiresAt';

export interface IndexDef {
  readonly name: string;
  readonly pk: string;
  readonly sk: string;
  /** The sort key's type: a string unless it is a number (an impact ranking). */
  readonly skType?: 'S' | 'N';
}

/** Global secondary indexes, named after the access pattern they serve. */
export const INDEXES = {
  /**
   * Entities of one kind in one state, oldest first: `USER#approved`, `PREREG#referrer_approved`,
   * `MEDITATION`… (`kindSk` = `<createdAt>#<id>`).
   */
  byKind: { name: 'byKind', pk: 'kindPk', sk: 'kindSk' },
  /**
   * Items that belong to or are addressed to one member, by time: the join requests that name a
   * referrer (`REFERRER#<userId>`), a member's posts (`AUTHOR#<userId>`).
   */
  byOwner: { name: 'byOwner', pk: 'ownerPk', sk: 'ownerSk' },
  /**
   * Posts in a feed by time. `feedPk` is `FEED#<yyyy-mm>` for the main feed (sharded by month so
   * no partition takes every post forever), `CIRCLE#<id>` for a circle, `REPLIES#<postId>` for a
   * post's replies; `feedSk` = `<createdAt>#<id>`.
   */
  feedByTime: { name: 'feedByTime', pk: 'feedPk', sk: 'feedSk' },
  /** Posts by impact (a number): `impactPk` = `FEED#<yyyy>` for the main feed, `CIRCLE#<id>` for a circle. */
  feedByImpact: { name: 'feedByImpact', pk: 'impactPk', sk: 'impact', skType: 'N' },
} as const satisfies Record<string, IndexDef>;

export const indexList: readonly IndexDef[] = Object.values(INDEXES);

/**
 * Items whose arrival sets work going after the request has answered carry this attribute; the
 * table's stream feeds exactly those to the stream worker (functions/streams/handler.ts), in AWS
 * through the event source mapping's filter and locally through the same filter (local/streams.ts).
 */
export const STREAM_EVENT_ATTRIBUTE = 'streamEvent';
export const STREAM_EVENTS = {
  /** A page of a new post's notifications to deliver (functions/posts/workflows/post-announcement.ts). */
  announcePage: 'announce-page',
  /** A notification just delivered: the member's devices hear of it (Web Push). */
  notification: 'notification',
  /** A page of a deleted circle's clean-up (functions/lib/cleanup-page.ts). */
  cleanupPage: 'cleanup-page',
  /** A step of preparing a member's archive, "Download my data" (functions/privacy/archive/build.ts). */
  archiveStep: 'archive-step',
  /** An invitation by address to deliver: whose the address is, the invitation, the mail (functions/circles/workflows/address-invitation.ts). */
  addressInvitation: 'address-invitation',
  /** A new post or reply: auto-moderation checks its words (functions/posts/workflows/auto-moderation.ts). */
  newPost: 'new-post',
  /** A member's report: the admins hear of it when "Notify admins" is on (functions/posts/workflows/auto-moderation.ts). */
  report: 'report',
  /** A post whose words signalled crisis entered "Needs care": every admin hears of it (functions/admin/workflows/care.ts). */
  care: 'care',
} as const;
export type StreamEvent = (typeof STREAM_EVENTS)[keyof typeof STREAM_EVENTS];
