import type { Circle } from '#shared/types/circle.ts';

const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase();

/**
 * Discover's circle filter: every word of the query appears somewhere in the circle's name or
 * description, in any case and order ("sitters morning" finds "Morning Sitters"). A blank query
 * matches every circle.
 */
export function circleMatches(circle: Pick<Circle, 'name' | 'description'>, query: string): boolean {
  const haystack = fold(`${circle.name}\n${circle.description}`);
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
