/**
 * A member's time zone: an IANA name (`Asia/Kolkata`), as the browser reports it
 * (`Intl.DateTimeFormat().resolvedOptions().timeZone`). Their "today" is counted in it; none means UTC.
 */

/** Longer than any name in the IANA database (the longest is 32 characters). */
export const TIME_ZONE_MAX = 64;

export const TIME_ZONE_MESSAGE = 'Time zone must be an IANA time zone name, such as Asia/Kolkata';

/** `Area/Location` names and the single-word ones (`UTC`); never an offset (`+05:30`), which no day's rules follow. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/** Whether `name` is a time zone the IANA database, as this runtime's Intl knows it, holds. */
export function isTimeZone(name: string): boolean {
  if (name.length > TIME_ZONE_MAX || !ZONE_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The browser's own time zone, or none where it reports no name Intl accepts. */
export function browserTimeZone(): string | null {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : null;
}
