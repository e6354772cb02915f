import { randomBytes } from 'node:crypto';

/**
 * Time-ordered, unguessable ids: 10 characters of millisecond time then 16 random ones, so ids
 * sort by creation and an id reveals nothing a member could enumerate.
 */
export function newId(now = Date.now()): string {
  return now.toString(36).padStart(10, '0') + randomBytes(12).toString('base64url');
}
