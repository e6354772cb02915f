/**
 * Decoding of paths, path parameters and cookie values, in one place. `decodeURIComponent` throws on
 * a bad or truncated escape and on bytes that are not UTF-8 (overlong forms included), and a throw
 * outside a request's try stops a Node server: here such text is simply not decodable (null), and
 * the caller answers 400 or ignores it.
 */
import type { ErrorBody } from './types/api.ts';

/** The answer to a path that cannot be decoded, from the local server and the functions alike. */
export const MALFORMED_PATH = { message: 'Malformed URL path', code: 'malformed_path' } as const satisfies ErrorBody;

/** Far longer than any path the product serves, short enough for every file system. */
export const MAX_PATH_LENGTH = 1024;

// No path, id or cookie of ours holds a control character, and a NUL cuts strings short in C-backed calls.
const CONTROL = /\p{Cc}/u;
// A raw request path is printable ASCII; anything else must arrive percent-encoded.
const URL_TEXT = /^[!-~]*$/;
// A separator inside one segment (`%2F`, `%5C`), or an escape left after decoding (`%252e`: encoded
// twice in the hope that something decodes it again).
const NOT_IN_SEGMENT = /[/\\%]/;

/**
 * Every id a request carries is one of ours: newId()'s 26 base64url characters, an identity
 * provider's `sub` (a UUID), an avatar style's name. Anything longer or with other characters names
 * nothing, and would only reach DynamoDB to be refused there (a key over its size limit is a 500).
 */
export const MAX_ID_LENGTH = 64;
const ID = new RegExp(`^[A-Za-z0-9_-]{1,${MAX_ID_LENGTH}}$`);

/** Whether a decoded value has the shape of an id of ours: one that does not names nothing. */
export const isId = (value: string): boolean => ID.test(value);

/** The only call to decodeURIComponent: null instead of a throw, and for a control character. */
export function decodeComponent(text: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    return null;
  }
  return CONTROL.test(decoded) ? null : decoded;
}

/**
 * One segment of a path (a route's `{id}`, a folder or file name): null when it cannot be decoded,
 * when it is `.` or `..` in any encoding, or when it decodes to a separator or to another escape.
 */
export function decodePathSegment(raw: string): string | null {
  const segment = decodeComponent(raw);
  if (segment === null || segment === '.' || segment === '..' || NOT_IN_SEGMENT.test(segment)) return null;
  return segment;
}

/** A whole request path (no query) for the file and media servers, decoded segment by segment. */
export function decodePath(rawPath: string): string | null {
  if (rawPath.length > MAX_PATH_LENGTH || !rawPath.startsWith('/') || !URL_TEXT.test(rawPath)) return null;
  const segments = rawPath.split('/').map(decodePathSegment);
  return segments.includes(null) ? null : segments.join('/');
}
