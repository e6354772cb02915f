/**
 * Where archives live in the media bucket, apart from the S3 client so that the CDK stack can read
 * it too (the lifecycle rule and the grants name the prefix): `archives/<userId>/<archiveId>.zip`,
 * never served by CloudFront (it serves `media/` only).
 */

export const ARCHIVE_PREFIX = 'archives/';

export const archiveObjectKey = (userId: string, archiveId: string) => `${ARCHIVE_PREFIX}${userId}/${archiveId}.zip`;

/** The name the browser saves it under: the day it was asked for. */
export const archiveFileName = (createdAt: string) => `seekers-circle-my-data-${createdAt.slice(0, 10)}.zip`;
