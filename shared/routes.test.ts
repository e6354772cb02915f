import { describe, expect, expectTypeOf, it } from 'vitest';
import { MAX_ID_LENGTH } from './decode.ts';
import { areIds, compilePath, type PathParams, routes } from './routes.ts';

describe('route table', () => {
  it('has no duplicate method and path', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps every path under /api', () => {
    for (const route of routes) expect(route.path).toMatch(/^\/api\//);
  });
});

describe('compilePath', () => {
  it('extracts and decodes parameters', () => {
    expect(compilePath('/api/posts/{id}/replies')('/api/posts/a%20b/replies')).toEqual({ id: 'a b' });
  });

  it('matches whole segments only', () => {
    const match = compilePath('/api/posts/{id}');
    expect(match('/api/posts/1/replies')).toBeNull();
    expect(match('/api/posts/')).toBeNull();
    expect(match('/api/posts/1')).toEqual({ id: '1' });
  });

  it('answers malformed, never throws, for a parameter that is not one decodable segment', () => {
    const match = compilePath('/api/posts/{id}/replies');
    for (const id of ['%E0', '%C0%AF', '%', '%00', '%ED%A0%80', '..%2f', '%252e%252e']) {
      expect(match(`/api/posts/${id}/replies`), id).toBe('malformed');
    }
    expect(match('/api/posts/%E0/other')).toBeNull();
  });
});

describe('PathParams', () => {
  it("names a path's parameters, and nothing for a path without one", () => {
    expectTypeOf<PathParams<'/api/circles/{id}/join-requests/{userId}/admit'>>().toEqualTypeOf<{ readonly id: string; readonly userId: string }>();
    expectTypeOf<PathParams<'/api/avatar/{avatarKey}'>>().toEqualTypeOf<{ readonly avatarKey: string }>();
    expectTypeOf<keyof PathParams<'/api/posts'>>().toBeNever();
  });

  // The handlers' params are typed by PathParams and filled by compilePath: the two must read the same names.
  it('names what compilePath reads, on every route of the table', () => {
    for (const { path } of routes) {
      const inBraces = [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
      const read = compilePath(path)(path.replace(/\{[^}]*\}/g, 'x1'));
      expect(read === null || read === 'malformed' ? read : Object.keys(read), path).toEqual(inBraces);
    }
  });
});

describe('areIds', () => {
  it('takes our ids: newId, a UUID, an avatar style', () => {
    expect(areIds({ id: '0mf3k2x9a1Qw-_Zz8yXvBnM3pL', userId: '9b2c6f4e-3a1d-4c8b-9e7f-1a2b3c4d5e6f', avatarKey: 'earth' })).toBe(true);
    expect(areIds({ id: 'a'.repeat(MAX_ID_LENGTH) })).toBe(true);
  });

  it('refuses anything longer or with another character', () => {
    for (const id of ['', 'a'.repeat(MAX_ID_LENGTH + 1), 'a b', 'a.b', 'café', 'a\u{1F64F}', '{"a":1}']) {
      expect(areIds({ id: 'fine', other: id }), id).toBe(false);
    }
  });
});
