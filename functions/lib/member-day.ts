/**
 * A member's own day: the calendar day of their time zone (shared/time-zone.ts) as a span of UTC
 * time, and the UTC days and quarter hours that span is made of. Counters kept per UTC day in
 * quarter hours (circles/items/circle-day-posts.ts) answer any zone's day from at most the two
 * UTC days it overlaps: every zone's offset, +05:30 and +05:45 included, is a whole number of
 * quarter hours, so a member's midnight is always a quarter's start.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const QUARTER = 15 * MINUTE;
export const QUARTERS_PER_DAY = DAY / QUARTER;

/** The zone a member's day is counted in when they have none. */
const UTC = 'UTC';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock time of `zone` at `at`, written as if it were UTC (milliseconds since the epoch). */
function wallClock(zone: string, at: number): number {
  const part = Object.fromEntries(formatterOf(zone).formatToParts(at).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

/** The UTC moment at which the wall clock of `zone` shows midnight of the UTC-written date `date` (a DST change at midnight: its first moment). */
function midnightOf(zone: string, date: number): number {
  const offset = (at: number) => wallClock(zone, at) - Math.floor(at / 1000) * 1000;
  const guess = date - offset(date);
  return date - offset(guess);
}

/** The member's day that holds `now`: [start, end) in UTC milliseconds, in `zone` or, without one, UTC. */
export function memberDay(now: Date, zone: string | null | undefined): { start: number; end: number } {
  const name = zone ?? UTC;
  const today = Math.floor(wallClock(name, now.getTime()) / DAY) * DAY;
  return { start: midnightOf(name, today), end: midnightOf(name, today + DAY) };
}

/** The UTC day of a moment, `yyyy-mm-dd`. */
export const utcDateOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The UTC days the span [start, end) overlaps, oldest first: two for any zone but UTC's own. */
export function utcDatesOf(span: { start: number; end: number }): string[] {
  const dates: string[] = [];
  for (let day = Math.floor(span.start / DAY) * DAY; day < span.end; day += DAY) dates.push(utcDateOf(day));
  return dates;
}

/** Which quarter hour of its UTC day a moment falls in, 0 to 95. */
export const quarterOf = (at: number) => Math.floor((at % DAY) / QUARTER);

/** The quarters of the UTC day `date` that lie inside [start, end). */
export function quartersWithin(date: string, span: { start: number; end: number }): number[] {
  const dayStart = Date.parse(`${date}T00:00:00.000Z`);
  const quarters: number[] = [];
  for (let q = 0; q < QUARTERS_PER_DAY; q++) {
    const at = dayStart + q * QUARTER;
    if (at >= span.start && at < span.end) quarters.push(q);
  }
  return quarters;
}
