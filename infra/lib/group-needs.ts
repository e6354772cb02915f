/**
 * What each route group's Lambda may touch: the one place least privilege is decided.
 *
 * A group that is not listed gets the default: read-write access to the table and nothing else.
 * List a group here when it needs less (`table: 'read'`) or more (the media bucket, the OpenAI
 * key, a longer timeout). The gate reads the caller's user item on every signed-in request, so
 * every group reads the table at least.
 *
 * When a route that writes is added to a read-only group, change its entry here too: locally
 * nothing enforces IAM, so the first sign of a missing grant would be an AccessDenied in AWS.
 */
import type { RouteGroup } from '#shared/routes.ts';
import type { SealingContext } from '../../functions/lib/sealing.ts';

export type DataAccess = 'read' | 'read-write';

export interface GroupNeeds {
  /** The DynamoDB table. Default: 'read-write'. */
  readonly table?: DataAccess;
  /**
   * Presign uploads into uploads/, read them back to check them and delete them (s3:PutObject,
   * s3:GetObject, s3:DeleteObject on uploads/* alone: a presigned POST acts as this role).
   */
  readonly takesUploads?: boolean;
  /** Write checked images and recordings under media/, tagged until a post takes them (s3:PutObject, s3:PutObjectTagging on media/*). */
  readonly storesMedia?: boolean;
  /** Take the "unused" tag off media a new post attaches, so the bucket keeps it (s3:PutObjectTagging on media/*). */
  readonly keepsMedia?: boolean;
  /** Delete a deleted post's media with every version of it (media/* alone; functions/posts/workflows/post-deletion.ts). */
  readonly deletesMedia?: boolean;
  /** Sign the media URLs its answers carry (functions/lib/media-signing.ts): read the signing key's secret. */
  readonly signsMedia?: boolean;
  /**
   * Presign downloads of members' archives: s3:GetObject on archives/* alone, the identity a
   * presigned GET acts with, and kms:Decrypt through S3 for them (they are SSE-KMS).
   */
  readonly presignsArchives?: boolean;
  /** Read the OpenAI key from Secrets Manager (when the deployment configures one). */
  readonly openAi?: boolean;
  /** Create Cognito users: an admin's approval gives login access (cognito-idp:AdminCreateUser). */
  readonly createsLogins?: boolean;
  /**
   * Make and unwrap data keys with the message key (kms:GenerateDataKey, kms:Decrypt), under these
   * encryption contexts only (infra/lib/sealing-grant.ts): direct messages' `conversationId`,
   * journals' `journalOwner`, the refresh tokens that session records keep sealed, `signInSession`
   * (docs/sessions.md).
   */
  readonly sealsMessages?: readonly SealingContext[];
  /** Publish the deployment's grievance contact and help lines (GRIEVANCE_CONTACT, CARE_HELPLINES): the Community Guidelines page's. */
  readonly publishesContact?: boolean;
  /** Read Web Push's VAPID key pair from Secrets Manager (when the deployment configures one). */
  readonly webPush?: boolean;
  /**
   * Served with response streaming from a REST API route in STREAM mode instead of the HTTP API
   * (docs/decisions.md), for answers that may outlast the HTTP API's 30 s.
   */
  readonly streamed?: boolean;
  /** Below the HTTP API's 30 s integration limit, unless the group is streamed. Default: 10. */
  readonly timeoutSeconds?: number;
  /** Default: 512. */
  readonly memoryMb?: number;
}

export type GroupNeedsMap = { readonly [G in RouteGroup]?: GroupNeeds };

export const groupNeeds: GroupNeedsMap = {
  // Sign-in keeps the provider's refresh token sealed in the session's record, under a data key
  // from KMS; a refresh seals a rotated one again.
  session: { sealsMessages: ['signInSession'] },
  // Signing other browsers out opens their sealed refresh tokens to revoke them, as suspension does.
  sessions: { sealsMessages: ['signInSession'], timeoutSeconds: 20 },
  // Public persona lists, profiles and stats: all reads (counters are kept by the writers).
  members: { table: 'read' },
  // Suspending a member ends their sessions and revokes their refresh tokens (opened with the key),
  // up to 8 at a time and for at most 5 s before the last batch, each within the provider's 10 s.
  // Reported posts show their media; removing a post removes its media.
  admin: { createsLogins: true, sealsMessages: ['signInSession'], timeoutSeconds: 20, signsMedia: true, deletesMedia: true },
  // "Delete my account" ends the member's sessions at once, opening their sealed refresh tokens to revoke
  // them, as suspension does; the rest runs in the stream worker (docs/erasure.md).
  erasure: { sealsMessages: ['signInSession'], timeoutSeconds: 20 },
  // A new post attaching an image or a recording takes its "unused" tag off (docs/retention.md);
  // every answer signs its posts' media; a deleted post's media goes with it.
  posts: { keepsMedia: true, signsMedia: true, deletesMedia: true },
  // Trending posts, with their media signed.
  discover: { signsMedia: true },
  // "Download my data": the stream worker builds the archive; this group hands out a link to it (docs/archive.md).
  archive: { presignsArchives: true },
  // The Community Guidelines page's contact and help lines: settings, no data (the table only as every group reads it).
  guidelines: { table: 'read', publishesContact: true },
  // The share page reads a post and its author's persona.
  share: { table: 'read' },
  // Presigned POSTs into uploads/, then the checked, cleaned copy into media/ and the record of
  // its uploader in the table (a post checks that record, never the bucket).
  uploads: { takesUploads: true, storesMedia: true, signsMedia: true, timeoutSeconds: 15 },
  // Fetches YouTube's oEmbed; touches no data beyond the gate's read.
  previews: { table: 'read' },
  // Direct messages: a new conversation's data key comes from KMS, an existing one is unwrapped by it.
  messages: { sealsMessages: ['conversationId'] },
  // Journal entries: each member's data key comes from KMS on their first entry, and is unwrapped by it;
  // Reflect with the guide asks the provider as the guide does (the same key and time).
  journal: { sealsMessages: ['journalOwner'], openAi: true, timeoutSeconds: 28 },
  // Hands out the VAPID public key, and refuses subscriptions where push is off.
  push: { webPush: true },
  // The AI guide: the OpenAI key, and time for one provider call and its one retry (12 s each, lib/ai/provider.ts).
  // Recorded questions are checked and kept in the media bucket, as uploads are (transcribe).
  // The history shows each recorded question through a signed URL.
  'ai-guru': { openAi: true, timeoutSeconds: 28, storesMedia: true, signsMedia: true },
  // Asking the guide: an In-depth answer is written for longer than API Gateway would wait (docs/ai-guru.md, "Streaming").
  // A question asked with its recording keeps the recording (its "unused" tag comes off).
  'ai-guru-stream': { openAi: true, streamed: true, timeoutSeconds: 120, keepsMedia: true },
};

export const DEFAULT_NEEDS = {
  table: 'read-write',
  timeoutSeconds: 10,
  memoryMb: 512,
} as const satisfies GroupNeeds;
