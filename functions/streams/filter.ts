/**
 * Which stream records reach the stream worker: new items that carry a stream event. In AWS this is
 * the event source mapping's filter (infra/lib/stream-worker.ts), so Lambda is not even invoked for
 * the rest of the table's writes; locally the poller (local/streams.ts) applies the same pattern.
 * Only exact-value lists are used, the one filter form both sides need.
 */
import { STREAM_EVENT_ATTRIBUTE, STREAM_EVENTS } from '../lib/db/schema.ts';

export interface FilterPattern {
  readonly [field: string]: FilterPattern | readonly string[];
}

export const STREAM_FILTER = {
  eventName: ['INSERT'],
  dynamodb: { NewImage: { [STREAM_EVENT_ATTRIBUTE]: { S: Object.values(STREAM_EVENTS) } } },
} as const satisfies FilterPattern;

/** Whether a record (as Lambda receives it) matches a pattern of exact-value lists. */
export function matchesFilter(record: unknown, pattern: FilterPattern): boolean {
  return Object.entries(pattern).every(([field, expected]) => {
    const value = (record as Record<string, unknown> | null | undefined)?.[field];
    return Array.isArray(expected)
      ? typeof value === 'string' && expected.includes(value)
      : matchesFilter(value, expected as FilterPattern);
  });
}
