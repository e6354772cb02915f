import { describe, expect, it } from 'vitest';
import { nextAfterFullPage, pagesAsOneList } from './paged-list.ts';

describe('paged lists', () => {
  const next = nextAfterFullPage<{ id: string }>(2, (item) => `after-${item.id}`);

  it('asks for the next page after the last item of a full page, and stops after a short one', () => {
    expect(next([{ id: 'a' }, { id: 'b' }])).toBe('after-b');
    expect(next([{ id: 'c' }])).toBeUndefined();
    expect(next([])).toBeUndefined();
  });

  it('shows an item that moved between pages once, where it first appears, as last read', () => {
    const pages = [[{ id: 'b', v: 2 }, { id: 'a', v: 1 }], [{ id: 'a', v: 0 }, { id: 'c', v: 3 }]];
    expect(pagesAsOneList({ pages, pageParams: [null, 'x'] })).toEqual([{ id: 'b', v: 2 }, { id: 'a', v: 0 }, { id: 'c', v: 3 }]);
  });
});
