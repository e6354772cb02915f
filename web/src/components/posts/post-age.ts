import { DAY, HOUR, MINUTE } from '#shared/limits.ts';

/**
 * Spec §2: a post's age as ~Nm, ~Nh or ~Nd. Under a minute still reads ~1m (a clock a little
 * ahead of the server's must not show a negative age).
 */
export function postAge(createdAt: string, now: number = Date.now()): string {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return '';
  const elapsed = Math.max(0, now - created);
  if (elapsed < HOUR) return `~${Math.max(1, Math.floor(elapsed / MINUTE))}m`;
  if (elapsed < DAY) return `~${Math.floor(elapsed / HOUR)}h`;
  return `~${Math.floor(elapsed / DAY)}d`;
}
