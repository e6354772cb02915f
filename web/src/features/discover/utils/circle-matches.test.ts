import { describe, expect, it } from 'vitest';
import { circleMatches } from './circle-matches.ts';

const circle = { name: 'Morning Sitters', description: 'We sit at dawn, before the kettle.' };

describe('circleMatches', () => {
  it('finds every word of the query in the name or the description, in any case and order', () => {
    expect(circleMatches(circle, 'sitters MORNING')).toBe(true);
    expect(circleMatches(circle, 'dawn sit')).toBe(true);
    expect(circleMatches(circle, ' kett ')).toBe(true);
  });

  it('needs all the words', () => {
    expect(circleMatches(circle, 'morning grief')).toBe(false);
    expect(circleMatches(circle, 'evening')).toBe(false);
  });

  it('matches everything when the query is blank', () => {
    expect(circleMatches(circle, '')).toBe(true);
    expect(circleMatches(circle, '   ')).toBe(true);
  });
});
