import { describe, expect, it } from 'vitest';
import { compilePath, routes } from './routes.ts';

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

  it('answers malformed, never throws, for a parameter that is not one decodable segment or is too long', () => {
    const match = compilePath('/api/posts/{id}/replies');
    for (const id of ['%E0', '%C0%AF', '%', '%00', '..%2f', '%252e%252e', 'a'.repeat(201)]) {
      expect(match(`/api/posts/${id}/replies`), id).toBe('malformed');
    }
    expect(match(`/api/posts/${'a'.repeat(200)}/replies`)).toEqual({ id: 'a'.repeat(200) });
    expect(match('/api/posts/%E0/other')).toBeNull();
  });
});
