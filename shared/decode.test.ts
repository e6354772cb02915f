import { describe, expect, it } from 'vitest';
import { decodeComponent, decodePath, decodePathSegment, MAX_PATH_LENGTH } from './decode.ts';

/** Bad and truncated escapes, overlong UTF-8 and surrogates: each makes decodeURIComponent throw. */
const UNDECODABLE = ['%', '%E0', '%E0%A4', '%FF', '%C0%AF', '%C0%AE%C0%AE', '%ED%A0%80', '%G1', 'a%2', '..%c0%af'];

describe('decodeComponent', () => {
  it('decodes what decodeURIComponent decodes', () => {
    expect(decodeComponent('a%20b%C3%A9%2F')).toBe('a bé/');
    expect(decodeComponent('')).toBe('');
  });

  it.each(UNDECODABLE)('answers null for %j instead of throwing', (text) => {
    expect(() => decodeURIComponent(text)).toThrow(URIError);
    expect(decodeComponent(text)).toBeNull();
  });

  it.each(['%00', 'a%00b', '%0A', '%7F', '%C2%85'])('refuses the control character in %j', (text) => {
    expect(decodeComponent(text)).toBeNull();
  });
});

describe('decodePathSegment', () => {
  it('decodes an ordinary segment', () => {
    expect(decodePathSegment('3f0c%2Dx')).toBe('3f0c-x');
    expect(decodePathSegment('a.b..c')).toBe('a.b..c');
  });

  it.each(['.', '..', '%2e', '%2e%2e', '%2E%2E', '.%2e', '..%2f', '%2e%2e%5c', '..%5C', 'a%2Fb', '%252e%252e', '%2500', ...UNDECODABLE])(
    'refuses %j',
    (raw) => {
      expect(decodePathSegment(raw)).toBeNull();
    },
  );
});

describe('decodePath', () => {
  it('decodes a path segment by segment', () => {
    expect(decodePath('/')).toBe('/');
    expect(decodePath('/assets/index-Ab12.js')).toBe('/assets/index-Ab12.js');
    expect(decodePath('/media/images/a%20b.png')).toBe('/media/images/a b.png');
  });

  it.each([
    '/../etc/passwd',
    '/assets/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%2E%2E/etc/passwd',
    '/..%2f..%2fetc/passwd',
    '/%2e%2e%5c%2e%2e%5cetc/passwd',
    '/..\\..\\etc/passwd',
    '/..%c0%af..%c0%afetc/passwd',
    '/%252e%252e/%252e%252e/etc/passwd',
    '/./index.html',
    '/index.html%00.png',
    '/a\u0000b',
    '/caf\u00e9',
    '/a b',
    'relative/path',
    'http://evil.example/x',
    `/${'a'.repeat(MAX_PATH_LENGTH)}`,
  ])('refuses %j', (raw) => {
    expect(decodePath(raw)).toBeNull();
  });
});
