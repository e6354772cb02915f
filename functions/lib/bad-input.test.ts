/**
 * Bad input never reaches a 500: malformed JSON, the wrong content type, bodies of the wrong
 * shape and unknown paths all get a 4xx with a message, for every state-changing route.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '#shared/routes.ts';
import { accountIn, type Account } from '../testing/personas.ts';

const samplePath = (path: string) => path.replace(/\{\w+\}/g, 'sample-id');
const withBody = routes.filter((r) => r.method !== 'GET');

describe('bad input', () => {
  let admin: Account;
  beforeAll(async () => {
    admin = await accountIn('admin');
  });

  // Every route refuses these, whether or not it reads a body.
  const refused: [string, RequestInit][] = [
    ['malformed JSON', { body: '{"anonymousName": ', headers: { 'content-type': 'application/json' } }],
    ['a form body', { body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
  ];
  // A route that reads a body refuses these with a 4xx; one that reads none may ignore them.
  const neverFail: [string, RequestInit][] = [
    ['a JSON array', { body: '[1,2]', headers: { 'content-type': 'application/json' } }],
    ['a JSON string', { body: '"hello"', headers: { 'content-type': 'application/json' } }],
    ['wrong field types', { body: JSON.stringify({ anonymousName: 7, avatar: [], spiritualJourney: { a: 1 }, content: false }), headers: { 'content-type': 'application/json' } }],
    ['over-long fields', { body: JSON.stringify({ anonymousName: 'x'.repeat(5000), avatar: 'y'.repeat(5000), spiritualJourney: 'z'.repeat(50_000) }), headers: { 'content-type': 'application/json' } }],
  ];

  for (const route of withBody) {
    for (const [label, init] of refused) {
      it(`${route.method} ${route.path}: ${label} → 4xx with a message`, async () => {
        const response = await admin.client.fork().request(samplePath(route.path), { ...init, method: route.method });
        expect(response.status, response.text).toBeGreaterThanOrEqual(400);
        expect(response.status, response.text).toBeLessThan(500);
        expect(typeof (response.json as { message?: unknown })?.message).toBe('string');
      });
    }
    for (const [label, init] of neverFail) {
      it(`${route.method} ${route.path}: ${label} → never a 500, a message with any refusal`, async () => {
        const response = await admin.client.fork().request(samplePath(route.path), { ...init, method: route.method });
        expect(response.status, response.text).toBeLessThan(500);
        if (response.status >= 400) expect(typeof (response.json as { message?: unknown })?.message).toBe('string');
      });
    }
  }

  it('the persona route refuses each bad shape with its rule', async () => {
    const { client } = await accountIn('notOnboarded');
    const cases: [unknown, string][] = [
      [[1, 2], 'Request body must be a JSON object'],
      [{ anonymousName: 7, avatar: 'earth', spiritualJourney: 'ok' }, 'Anonymous name is required'],
      [{ anonymousName: 'x'.repeat(51), avatar: 'earth', spiritualJourney: 'ok' }, 'Name must be less than 50 characters'],
      [{ anonymousName: 'Ok', avatar: 'earth', spiritualJourney: 'z'.repeat(501) }, 'Journey must be less than 500 characters'],
      [{ anonymousName: 'Ok', avatar: 'earth', spiritualJourney: '   ' }, 'Spiritual journey is required'],
    ];
    for (const [body, message] of cases) {
      const response = await client.send('POST', '/api/user/persona', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json).toMatchObject({ message });
    }
  });

  it('malformed JSON is named as such', async () => {
    const response = await admin.client.request('/api/user/persona', {
      method: 'POST',
      body: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ message: 'Malformed JSON body' });
  });

  it('an unknown /api path is a 404 with a message', async () => {
    for (const path of ['/api/nothing-here', '/api/auth/user/extra', '/api']) {
      const response = await admin.client.get(path);
      expect(response.status).toBe(404);
      expect(response.json).toMatchObject({ message: expect.any(String) });
    }
  });

  it('a known path with an unknown method is a 404 with a message', async () => {
    const response = await admin.client.send('DELETE', '/api/auth/user');
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ message: expect.any(String) });
  });
});
