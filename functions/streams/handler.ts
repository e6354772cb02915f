/**
 * The stream worker: the work a write sets going after its request has answered, fed by the
 * table's stream (in AWS an event source mapping, locally local/streams.ts calling this very
 * handler). Each record is one item that carries a stream event (functions/lib/db/schema.ts):
 * - a page of a new post's announcement: deliver that page's notifications, hand on the rest;
 * - a notification just made: the member's browsers that turned Web Push on hear of it;
 * - a page of a clean-up (a deleted circle, a deleted post's notifications): remove its batch, hand on the rest;
 * - a step of preparing a member's archive ("Download my data"): write its part of the zip, hand on the rest;
 * - an invitation by address: find whose the address is, store the invitation, mail it;
 * - a new post or reply: auto-moderation checks its words, then the page of its first web address is
 *   previewed (posts/workflows/link-preview.ts); a member's report: the admins hear of it.
 * - a post under Needs care: every admin is told (their notification then pushes as any other).
 *
 * Records are handled in order; the first that fails is reported, so Lambda retries from it (the
 * work is repeatable: see post-announcement.ts) and the ones after it are not skipped.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { STREAM_EVENT_ATTRIBUTE, STREAM_EVENTS, type StreamEvent } from '../lib/db/schema.ts';
import { deliverAddressInvitation } from '../circles/workflows/address-invitation.ts';
import { alertOnReport, checkNewPost } from '../posts/workflows/auto-moderation.ts';
import type { PostItem } from '../posts/items/post.ts';
import type { ReportItem } from '../posts/workflows/report.ts';
import { alertAdminsOfCare } from '../admin/workflows/care.ts';
import type { CareItem } from '../posts/items/care-item.ts';
import type { AnnouncePageItem } from '../posts/items/announce-page.ts';
import { runCleanup } from './cleanup-jobs.ts';
import type { TableKey } from '../lib/db/keys.ts';
import type { CleanupPageItem } from '../lib/cleanup-page.ts';
import type { OutboxItem } from '../circles/items/invitation.ts';
import { deliveredNotification } from '../lib/notifications.ts';
import { type NotificationItem } from '../lib/notification-writes.ts';
import { runAnnouncePage } from '../posts/workflows/post-announcement.ts';
import { previewLink } from '../posts/workflows/link-preview.ts';
import { runArchiveStep } from '../privacy/archive/build.ts';
import { pushToMember } from '../notifications/workflows/push.ts';
import { logger } from '../lib/logger.ts';

type Image = Record<string, unknown> & { [STREAM_EVENT_ATTRIBUTE]?: StreamEvent };

async function handleRecord(image: Image): Promise<void> {
  switch (image[STREAM_EVENT_ATTRIBUTE]) {
    case STREAM_EVENTS.announcePage: {
      const page = image as unknown as AnnouncePageItem;
      const started = performance.now();
      const { delivered, more } = await runAnnouncePage(page);
      // Counts and timing only: which post and who heard of it stay out of the log.
      logger.info('announce page', { page: page.page, delivered, more, latencyMs: Math.round(performance.now() - started) });
      return;
    }
    case STREAM_EVENTS.cleanupPage: {
      const page = image as unknown as CleanupPageItem;
      const started = performance.now();
      const { removed, more } = await runCleanup(page);
      logger.info('cleanup page', { job: page.job, page: page.page, step: page.step, removed, more, latencyMs: Math.round(performance.now() - started) });
      return;
    }
    case STREAM_EVENTS.archiveStep: {
      const started = performance.now();
      const { step, outcome } = await runArchiveStep(image as unknown as TableKey);
      logger.info('archive step', { step, outcome, latencyMs: Math.round(performance.now() - started) });
      return;
    }
    case STREAM_EVENTS.addressInvitation: {
      const started = performance.now();
      const outcome = await deliverAddressInvitation(image as unknown as OutboxItem);
      // Never the address, the circle or the inviter: only what became of it.
      logger.info('address invitation', { outcome, latencyMs: Math.round(performance.now() - started) });
      return;
    }
    case STREAM_EVENTS.newPost: {
      const started = performance.now();
      const post = image as unknown as PostItem;
      const flagged = await checkNewPost(post);
      // Whether, never which post nor why: the reasons are in the Reports tab and the admin log.
      logger.info('auto-moderation check', { flagged, latencyMs: Math.round(performance.now() - started) });
      if (post.linkUrl) {
        const previewStarted = performance.now();
        // What became of it, never the address: a link says what a member read.
        logger.info('link preview', { ...(await previewLink(post)), latencyMs: Math.round(performance.now() - previewStarted) });
      }
      return;
    }
    case STREAM_EVENTS.report: {
      await alertOnReport(image as unknown as ReportItem);
      return;
    }
    case STREAM_EVENTS.care: {
      // How many admins were told, never which post or whose.
      logger.info('care alert', { told: await alertAdminsOfCare(image as unknown as CareItem) });
      return;
    }
    case STREAM_EVENTS.notification: {
      const { userId, notification } = await deliveredNotification(image as unknown as NotificationItem);
      await pushToMember(userId, notification);
      return;
    }
    default:
      return;
  }
}

const imageOf = (record: DynamoDBRecord): Image | null =>
  record.eventName === 'INSERT' && record.dynamodb?.NewImage
    ? (unmarshall(record.dynamodb.NewImage as Record<string, AttributeValue>) as Image)
    : null;

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records) {
    let image: Image | null;
    try {
      image = imageOf(record);
    } catch (error) {
      // A record that cannot be read now never will be: retrying it would only hold up the rest.
      // The error's name only: its message may quote the item's values.
      logger.error('stream record unreadable', { error: error instanceof Error ? error.name : 'unknown' });
      continue;
    }
    if (!image) continue;
    try {
      await handleRecord(image);
    } catch (error) {
      logger.error('stream record failed', { event: image[STREAM_EVENT_ATTRIBUTE], error: error instanceof Error ? error : String(error) });
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
}
