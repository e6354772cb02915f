import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './origin.ts';

describe('safeReturnPath', () => {
  it.each([
    ['/circles', '/circles'],
    ['/posts/1?x=y#z', '/posts/1?x=y#z'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/ok\nSet-Cookie: x', '/'],
    ['', '/'],
    [undefined, '/'],
  ])('%j → %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});
