/**
 * What an attacker sends, generated for every route in the route table: ids and query values far
 * too long, NUL and lone surrogates, prototype keys, numbers past every limit, JSON nested 10,000
 * deep, bodies of every wrong kind. Each answer is below 500, and a refusal carries a message; a
 * GET of an id that can name nothing is a 404 or a 400. bad-input.test.ts holds the mistakes an
 * honest client makes (broken JSON, a form body, wrong field types); this file does not repeat them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID_LENGTH } from '#shared/decode.ts';
import { routes, type Route } from '#shared/routes.ts';
import { accountIn, type Account } from '../testing/personas.ts';

interface Variant {
  label: string;
  path: string;
  init?: RequestInit;
  /** A GET of an id that can name nothing: refused as such, 404 or 400. */
  namesNothing?: boolean;
}

const SAMPLE_ID = 'sample-id';
const samplePath = (route: Route) => route.path.replace(/\{\w+\}/g, SAMPLE_ID);

// Written as they travel, percent-encoded: fetch sends a path and query as given.
const BAD_IDS: [string, string][] = [
  ['a 5,000-character id', 'a'.repeat(5000)],
  ['an id one character past the bound', 'a'.repeat(MAX_ID_LENGTH + 1)],
  ['300 emoji (1,200 bytes)', '%F0%9F%99%8F'.repeat(300)],
  ['a NUL', 'a%00b'],
  ['a lone surrogate', 'a%ED%A0%80b'],
  ['a truncated escape', 'a%E0%A4'],
  ['an encoded slash', '..%2Fadmin'],
  ['a JSON object', encodeURIComponent('{"$ne":null}')],
];
// Ids of the right shape that are no record: each route's own not-found, or ignored.
const ODD_IDS: [string, string][] = [
  ['__proto__ as the id', '__proto__'],
  ['constructor as the id', 'constructor'],
  ['a number past 2^53 as the id', '9007199254740993'],
];

// Every name a route reads from its query string, and one it might (`limit`).
const QUERY_NAMES = ['cursor', 'before', 'q', 'sortBy', 'filter', 'type', 'circleId', 'excludeCircle', 'with', 'returnTo', 'limit'];
// All names at once stay under Node's 16 KB of headers (CloudFront's own limit is 8 KB): one at a time go to 5,000.
const BAD_QUERY_VALUES: [string, string][] = [
  ['1,000 characters', 'a'.repeat(1000)],
  ['a NUL', 'a%00b'],
  ['a lone surrogate', '%ED%A0%80'],
  ['a truncated escape', '%E0%A4'],
  ['a number past every limit', '1e309'],
  ['a negative number', '-1'],
  ['an operator object', encodeURIComponent('{"$ne":null}')],
  ['nothing', ''],
];
const ODD_QUERIES: [string, string][] = [
  ['prototype keys as names', '__proto__=x&constructor=x&prototype=x&hasOwnProperty=x&toString=x'],
  ['every name twice', QUERY_NAMES.map((name) => `${name}=a&${name}=b`).join('&')],
];

// A body most creates would take (zod drops the fields a schema does not name), with its free text
// and its ids replaced: a bad value must be refused, or stored and read back, never a 500.
const textFields = ['content', 'title', 'name', 'description', 'reason', 'question', 'text', 'message', 'anonymousName', 'spiritualJourney'];
const idFields = ['postId', 'parentId', 'circleId', 'recipientId', 'userId'];
const plausible = (text: unknown, id: unknown, extra = '', type = 'question') =>
  `{${extra}${JSON.stringify({
    type, avatar: 'earth', language: 'english', wordCount: 100, value: 50, status: 'accepted', isPrivate: false,
    email: 'seeker@example.com',
    ...Object.fromEntries(textFields.map((field) => [field, text])),
    ...Object.fromEntries(idFields.map((field) => [field, id])),
  }).slice(1)}`;
// Every field of a body set to one bad value (written as JSON text: `1e999` is no JavaScript value).
const FIELDS = [...textFields, ...idFields, 'type', 'avatar', 'language', 'wordCount', 'value', 'status', 'isPrivate', 'email', 'keys', 'endpoint', 'url', 'conversationHistory'];
const everyField = (valueText: string) => `{${FIELDS.map((field) => `"${field}":${valueText}`).join(',')}}`;
const DEEP = 10_000;
const deepArray = '['.repeat(DEEP) + ']'.repeat(DEEP);
const deepObject = '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP);
const PROTOTYPE_KEYS = '"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},"prototype":{"isAdmin":true},';

const BODIES: [string, string | Uint8Array][] = [
  ['an empty body', ''],
  ['JSON null', 'null'],
  ['JSON true', 'true'],
  ['text after the JSON', '{"content":"x"} and more'],
  ['a byte-order mark', '\uFEFF{"content":"x"}'],
  ['bytes that are not UTF-8', new Uint8Array([0x7b, 0x22, 0x63, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d])],
  ['arrays nested 10,000 deep', deepArray],
  ['fields nested 10,000 deep', `{"content":${deepObject},"keys":${deepArray},"conversationHistory":${deepArray}}`],
  // Without ids, so that a post or a circle is made and its text indexed.
  ['a NUL in the text', plausible('a\u0000b', undefined)],
  ['a lone surrogate in the text', plausible('a\ud800b', undefined)],
  ['5,000-character ids', plausible('A quiet thought', 'a'.repeat(5000))],
  // A reply's and a reaction's schemas want their own `type`.
  ['5,000-character ids in a reply', plausible('A quiet thought', 'a'.repeat(5000), '', 'reply')],
  ['5,000-character ids in a reaction', plausible('A quiet thought', 'a'.repeat(5000), '', 'resonates')],
  ['ids with a NUL and a lone surrogate', plausible('A quiet thought', 'a\u0000\ud800')],
  ['ids that are huge numbers', plausible('A quiet thought', Number.MAX_VALUE)],
  ['prototype keys', plausible('A quiet thought', '__proto__', PROTOTYPE_KEYS)],
  ['prototype keys in every field', everyField(`{${PROTOTYPE_KEYS}"a":1}`)],
  ['numbers past every limit', everyField('1e999')],
  ['negative numbers', everyField('-1')],
  ['arrays where objects go', everyField('[{},[],null]')],
  ['objects where text goes', everyField('{"toString":"x","valueOf":1,"length":-1}')],
];

const JSON_TYPE = { 'content-type': 'application/json' };

/**
 * A 5xx that is the defined answer to a well-formed request (docs/errors.md), not a failure: the
 * test stack has no speech provider, so read-aloud says so once a body passes its schema.
 */
const DEFINED_5XX = new Set(['speech_unavailable']);

function variantsOf(route: Route): Variant[] {
  const variants: Variant[] = [];
  const path = samplePath(route);
  const hasBody = route.method !== 'GET';
  const init: RequestInit = { method: route.method, ...(hasBody ? { body: '{}', headers: JSON_TYPE } : {}) };
  for (const name of route.path.match(/\{\w+\}/g) ?? []) {
    const withId = (id: string) => route.path.replace(name, id).replace(/\{\w+\}/g, SAMPLE_ID);
    for (const [label, id] of BAD_IDS) {
      variants.push({ label: `${name}: ${label}`, path: withId(id), init, namesNothing: route.method === 'GET' });
    }
    for (const [label, id] of ODD_IDS) variants.push({ label: `${name}: ${label}`, path: withId(id), init });
  }
  for (const [label, value] of BAD_QUERY_VALUES) {
    variants.push({ label: `every query parameter: ${label}`, path: `${path}?${QUERY_NAMES.map((n) => `${n}=${value}`).join('&')}`, init });
  }
  // Only GET routes read a query (functions/*: `query(event, …)`); every other route gets them all at once, above.
  for (const name of hasBody ? [] : QUERY_NAMES) {
    variants.push({ label: `?${name}= 5,000 characters`, path: `${path}?${name}=${'a'.repeat(5000)}`, init });
  }
  for (const [label, query] of ODD_QUERIES) variants.push({ label: `query: ${label}`, path: `${path}?${query}`, init });
  if (hasBody) {
    for (const [label, body] of BODIES) {
      variants.push({ label: `body: ${label}`, path, init: { method: route.method, body, headers: JSON_TYPE } });
    }
    variants.push({
      label: 'body: multipart with no parts',
      path,
      init: { method: route.method, body: '--x\r\n\r\n', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
    });
  }
  return variants;
}

/** Runs `work` over `items`, at most `limit` at a time: the local stack shares two cores with everyone. */
async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** What each answer must be; null when it is, else what it was. */
async function verdict(account: Account, variant: Variant): Promise<string | null> {
  const response = await account.client.fork().request(variant.path, variant.init);
  const body = response.json as { message?: unknown; code?: unknown } | undefined;
  const hasMessage = typeof body?.message === 'string';
  const ok = variant.namesNothing
    ? (response.status === 404 || response.status === 400) && hasMessage
    : (response.status < 500 || DEFINED_5XX.has(String(body?.code))) && (response.status < 400 || hasMessage);
  return ok ? null : `${variant.label} → ${response.status} ${response.text.slice(0, 120)}`;
}

describe('malformed input, generated from the route table', () => {
  const failures = new Map<Route, string[]>();
  let admin: Account;

  // One pool over every route's variants, so that no route waits for another's slowest answer.
  beforeAll(async () => {
    admin = await accountIn('admin');
    // Sign-out and refresh end or replace their session, the sessions routes sign the caller's
    // other browsers out (the admin account is signed in by every test file at once), the user
    // routes change the caller's own persona (the admin's is everyone's) and erasure would end the
    // account: those routes each get an account of their own.
    const ownAccount = new Map<Route, Account>();
    for (const route of routes) {
      if (route.group === 'session') ownAccount.set(route, await accountIn('admin'));
      if (route.group === 'profile' || route.group === 'sessions' || route.group === 'erasure') ownAccount.set(route, await accountIn('approved'));
    }
    const jobs = routes.flatMap((route) => variantsOf(route).map((variant) => ({ route, variant })));
    const verdicts = await inPool(jobs, 8, ({ route, variant }) => verdict(ownAccount.get(route) ?? admin, variant));
    for (const [i, { route }] of jobs.entries()) {
      const list = failures.get(route) ?? [];
      if (verdicts[i]) list.push(verdicts[i]);
      failures.set(route, list);
    }
  }, 300_000);

  for (const route of routes) {
    it(`${route.method} ${route.path}: at least 20 variants, each below 500 and with a message when refused`, () => {
      expect(variantsOf(route).length).toBeGreaterThanOrEqual(20);
      expect(failures.get(route)).toEqual([]);
    });
  }

  it('an id of no possible shape is 404 Not found before anything reads the table (the issue\'s four routes)', async () => {
    for (const path of ['/api/posts/', '/api/users/profile/', '/api/users/stats/', '/api/users/posts/']) {
      for (const id of ['a'.repeat(5000), 'a'.repeat(MAX_ID_LENGTH + 1), 'a.b', 'caf%C3%A9']) {
        const response = await admin.client.get(path + id);
        expect(response.status, path + id.slice(0, 70)).toBe(404);
        expect(response.json).toEqual({ message: 'Not found', code: 'not_found' });
      }
    }
  });

  it('a query value over 1,024 characters is a 400 naming the parameter, wherever a route reads one', async () => {
    for (const [path, name] of [['/api/posts', 'cursor'], ['/api/notifications', 'before'], ['/api/posts/search', 'q'], ['/api/admin/posts', 'filter']] as const) {
      const response = await admin.client.get(`${path}?${name}=${'a'.repeat(1025)}`);
      expect(response.status, path).toBe(400);
      expect(response.json).toEqual({ message: `Query parameter ${name} is too long`, code: 'query_too_long' });
    }
  });

  it('a circle id in the query that is no id is the routes\' own 404 Circle not found', async () => {
    for (const path of ['/api/posts?circleId=', '/api/users/approved?excludeCircle=']) {
      const response = await admin.client.get(`${path}${'a'.repeat(300)}`);
      expect(response.status, path).toBe(404);
      expect(response.json).toMatchObject({ message: 'Circle not found' });
    }
  });

  it('a reply\'s or a reaction\'s post id that is no id is refused before DynamoDB sees it', async () => {
    // A member of its own: the admin's writes above may have met their limits per minute.
    const { client } = await accountIn('approved');
    const reply = await client.send('POST', '/api/posts', { type: 'reply', parentId: 'a'.repeat(5000), content: 'Hello' });
    const reaction = await client.send('POST', '/api/reactions', { postId: 'a'.repeat(5000), type: 'resonates', value: 50 });
    for (const response of [reply, reaction]) {
      expect(response.status, response.text).toBe(400);
      expect(response.json).toMatchObject({ message: 'Post not found' });
    }
  });
});
