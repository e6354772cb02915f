/**
 * A member's day as UTC: from their midnight to the next, whole quarter hours of at most two UTC
 * days, in every zone this runtime knows, on days when clocks change too (docs/decisions.md "The
 * member's own day").
 */
import { describe, expect, it } from 'vitest';
import { isTimeZone } from '#shared/time-zone.ts';
import { memberDay, QUARTER, quartersWithin, utcDatesOf } from './member-day.ts';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe("a member's day", () => {
  it.each([
    ['Asia/Kolkata', '2026-03-10T18:00:00.000Z', '2026-03-09T18:30:00.000Z', '2026-03-10T18:30:00.000Z'],
    ['Asia/Kathmandu', '2026-03-10T18:00:00.000Z', '2026-03-09T18:15:00.000Z', '2026-03-10T18:15:00.000Z'],
    ['America/Los_Angeles', '2026-01-15T07:00:00.000Z', '2026-01-14T08:00:00.000Z', '2026-01-15T08:00:00.000Z'],
    // The spring change: 23 hours; the autumn one: 25.
    ['America/Los_Angeles', '2026-03-08T12:00:00.000Z', '2026-03-08T08:00:00.000Z', '2026-03-09T07:00:00.000Z'],
    ['America/Los_Angeles', '2026-11-01T12:00:00.000Z', '2026-11-01T07:00:00.000Z', '2026-11-02T08:00:00.000Z'],
    ['Pacific/Kiritimati', '2026-03-10T09:59:00.000Z', '2026-03-09T10:00:00.000Z', '2026-03-10T10:00:00.000Z'],
    ['Pacific/Chatham', '2026-01-10T12:00:00.000Z', '2026-01-10T10:15:00.000Z', '2026-01-11T10:15:00.000Z'],
  ])('in %s at %s runs from %s to %s', (zone, now, start, end) => {
    expect(memberDay(new Date(now), zone)).toEqual({ start: at(start), end: at(end) });
  });

  it('is the UTC day without a zone', () => {
    expect(memberDay(new Date('2026-03-10T18:00:00.000Z'), null)).toEqual({ start: at('2026-03-10T00:00:00.000Z'), end: at('2026-03-11T00:00:00.000Z') });
  });

  it('is made of whole quarter hours of at most two UTC days in every zone, on days clocks change too', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    expect(zones.length).toBeGreaterThan(300);
    const moments = ['2026-01-15T12:00:00Z', '2026-03-08T12:00:00Z', '2026-03-29T12:00:00Z', '2026-04-05T03:00:00Z', '2026-09-06T12:00:00Z', '2026-09-27T12:00:00Z', '2026-10-25T12:00:00Z', '2026-11-01T12:00:00Z'];
    for (const zone of zones) {
      expect(isTimeZone(zone), zone).toBe(true);
      for (const moment of moments) {
        const now = new Date(moment);
        const day = memberDay(now, zone);
        const where = `${zone} at ${moment}`;
        expect(day.start, where).toBeLessThanOrEqual(now.getTime());
        expect(day.end, where).toBeGreaterThan(now.getTime());
        expect(day.end - day.start, where).toBeGreaterThanOrEqual(22 * HOUR);
        expect(day.end - day.start, where).toBeLessThanOrEqual(26 * HOUR);
        const dates = utcDatesOf(day);
        expect(dates.length, where).toBeLessThanOrEqual(2);
        const quarters = dates.reduce((sum, date) => sum + quartersWithin(date, day).length, 0);
        expect(quarters * QUARTER, where).toBe(day.end - day.start);
      }
    }
  });
});
