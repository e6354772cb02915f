/**
 * "Where you are signed in": a member sees each browser they are signed in on (never an address),
 * and signs any of them out, or all but this one; suspension ends them all. An ended session's
 * cookies open nothing at once, and its refresh token no longer works at the provider itself.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { isId } from '#shared/decode.ts';
import type { SessionsSignedOut, SignedInSession } from '#shared/types/session.ts';
import { db, tableName } from '../lib/db/client.ts';
import { update, updateOf } from '../lib/db/update.ts';
import { parseSessionCookie, sessionKey } from '../lib/auth/session.ts';
import type { TestClient } from '../testing/api-client.ts';
import { accountIn, newClient } from '../testing/personas.ts';
import { copyOfCookies, providerRefresh, replay, SESSION_COOKIES } from '../testing/replayed-cookies.ts';

/** A member signed in on `count` browsers, the first one made by accountIn. */
async function memberOn(count: number): Promise<{ id: string; email: string; browsers: TestClient[] }> {
  const account = await accountIn('approved');
  const browsers = [account.client];
  for (let i = 1; i < count; i++) {
    const browser = newClient();
    await browser.signIn(account.email!);
    browsers.push(browser);
  }
  return { id: account.id!, email: account.email!, browsers };
}


async function sessionsOf(client: TestClient): Promise<SignedInSession[]> {
  const response = await client.get<SignedInSession[]>('/api/user/sessions');
  expect(response.status, response.text).toBe(200);
  return response.json;
}

const idOf = async (client: TestClient) => (await sessionsOf(client)).find((session) => session.current)!.id;

const recordOf = async (client: TestClient) => {
  const key = sessionKey(parseSessionCookie(client.cookie('sid'))!);
  return (await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item;
};

describe('GET /api/user/sessions', () => {
  it("lists each of the member's browsers, this one marked, with no address and nothing sealed", async () => {
    const { browsers: [first, second] } = await memberOn(2);
    const seenByFirst = await sessionsOf(first!);
    const seenBySecond = await sessionsOf(second!);

    expect(seenByFirst).toHaveLength(2);
    for (const session of seenByFirst) {
      expect(Object.keys(session).sort()).toEqual(['createdAt', 'current', 'device', 'id', 'lastSeenAt']);
      expect(isId(session.id)).toBe(true);
      expect(session.device).toBe('Unknown browser');
    }
    // Each browser sees the same two sessions, itself first and marked as this one.
    expect(seenByFirst.map((s) => s.current)).toEqual([true, false]);
    expect(seenBySecond.map((s) => s.current)).toEqual([true, false]);
    expect(seenBySecond.map((s) => s.id)).toEqual([seenByFirst[1]!.id, seenByFirst[0]!.id]);
    const text = JSON.stringify(seenByFirst);
    for (const address of ['127.0.0.1', '::1', 'localhost']) expect(text).not.toContain(address);
  });

  it("keeps the refresh token sealed in the record, never in clear", async () => {
    const { browsers: [browser] } = await memberOn(1);
    const record = await recordOf(browser!);
    expect(record).toMatchObject({ sealedRefresh: expect.any(String), refreshKey: expect.any(String) });
    expect(JSON.stringify(record)).not.toContain(browser!.cookie('refresh')!);
  });

  it("a member sees only their own sessions", async () => {
    const { browsers: [mine] } = await memberOn(1);
    const { browsers: [theirs] } = await memberOn(1);
    const theirId = await idOf(theirs!);
    expect((await sessionsOf(mine!)).map((s) => s.id)).not.toContain(theirId);
  });
});

describe('POST /api/user/sessions/{id}/sign-out', () => {
  it('ends that browser at once and revokes its refresh token; this one stays', async () => {
    const { browsers: [here, there] } = await memberOn(2);
    const thereId = await idOf(there!);
    const thereRefresh = there!.cookie('refresh')!;
    expect(await replay(copyOfCookies(there!))).toEqual([200, 200]);
    expect(await providerRefresh(thereRefresh)).toBe(200);

    const response = await here!.send<SessionsSignedOut>('POST', `/api/user/sessions/${thereId}/sign-out`);
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({ signedOut: 1 });
    expect(response.headers.getSetCookie()).toEqual([]);

    expect(await replay(copyOfCookies(there!))).toEqual([401, 401]);
    expect(await providerRefresh(thereRefresh)).toBe(400);
    expect(await replay(copyOfCookies(here!))).toEqual([200, 200]);
    expect(await providerRefresh(here!.cookie('refresh')!)).toBe(200);
    expect((await sessionsOf(here!)).map((s) => s.id)).not.toContain(thereId);

    // Already ended: nothing left to sign out.
    const again = await here!.send('POST', `/api/user/sessions/${thereId}/sign-out`);
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ message: 'Session not found', code: 'session_not_found' });
  });

  it("another member's session id, or one that names nothing, is a 404 and ends nothing", async () => {
    const { browsers: [mine] } = await memberOn(1);
    const { browsers: [theirs] } = await memberOn(1);
    for (const id of [await idOf(theirs!), 'A'.repeat(43), 'sample-id']) {
      const response = await mine!.send('POST', `/api/user/sessions/${id}/sign-out`);
      expect(response.status, id).toBe(404);
      expect(response.json).toMatchObject({ message: expect.any(String) });
    }
    expect(await replay(copyOfCookies(theirs!))).toEqual([200, 200]);
    expect(await providerRefresh(theirs!.cookie('refresh')!)).toBe(200);
  });

  it('signing out this browser by its id is Sign Out: the answer clears its cookies', async () => {
    const { browsers: [here, there] } = await memberOn(2);
    const copy = copyOfCookies(here!);
    const refreshToken = here!.cookie('refresh')!;
    const response = await here!.send('POST', `/api/user/sessions/${await idOf(here!)}/sign-out`);
    expect(response.status, response.text).toBe(200);
    for (const name of SESSION_COOKIES) expect(here!.cookie(name), name).toBeUndefined();
    expect(await replay(copy)).toEqual([401, 401]);
    expect(await providerRefresh(refreshToken)).toBe(400);
    expect(await replay(copyOfCookies(there!))).toEqual([200, 200]);
  });

  it('takes no body, and a cross-site request signs nobody out', async () => {
    const { browsers: [here, there] } = await memberOn(2);
    const path = `/api/user/sessions/${await idOf(there!)}/sign-out`;
    const withBody = await here!.send('POST', path, {});
    expect(withBody.status).toBe(400);
    expect(withBody.json).toEqual({ message: 'Sign out takes no request body', code: 'unexpected_body' });
    expect((await here!.request(path, { method: 'POST', origin: 'https://evil.example' })).status).toBe(403);
    expect(await replay(copyOfCookies(there!))).toEqual([200, 200]);
  });
});

describe('POST /api/user/sessions/sign-out-others', () => {
  it('ends every other browser and revokes their tokens; this one stays', async () => {
    const { browsers: [here, ...others] } = await memberOn(3);
    const tokens = others.map((browser) => browser.cookie('refresh')!);

    const response = await here!.send<SessionsSignedOut>('POST', '/api/user/sessions/sign-out-others');
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({ signedOut: 2 });

    for (const [i, browser] of others.entries()) {
      expect(await replay(copyOfCookies(browser))).toEqual([401, 401]);
      expect(await providerRefresh(tokens[i]!)).toBe(400);
    }
    expect(await replay(copyOfCookies(here!))).toEqual([200, 200]);
    expect(await providerRefresh(here!.cookie('refresh')!)).toBe(200);
    expect(await sessionsOf(here!)).toEqual([expect.objectContaining({ current: true })]);

    const none = await here!.send<SessionsSignedOut>('POST', '/api/user/sessions/sign-out-others');
    expect(none.json).toEqual({ signedOut: 0 });
  });

  it("leaves another member's sessions alone", async () => {
    const { browsers: [mine] } = await memberOn(1);
    const { browsers: [theirs] } = await memberOn(1);
    expect((await mine!.send('POST', '/api/user/sessions/sign-out-others')).status).toBe(200);
    expect(await replay(copyOfCookies(theirs!))).toEqual([200, 200]);
  });
});

describe('signing in again in the same browser', () => {
  it('ends the session it replaces and revokes its refresh token', async () => {
    const { email, browsers: [browser] } = await memberOn(1);
    const before = copyOfCookies(browser!);
    await browser!.signIn(email);
    expect(await replay(copyOfCookies(before))).toEqual([401, 401]);
    expect(await providerRefresh(before.cookie('refresh')!)).toBe(400);
    expect(await sessionsOf(browser!)).toHaveLength(1);
  });
});

describe('a session from before refresh tokens were kept', () => {
  it('is listed and ended like any other, and gets its sealed token at its next refresh', async () => {
    const { browsers: [here, old] } = await memberOn(2);
    await update(updateOf(sessionKey(parseSessionCookie(old!.cookie('sid'))!), { remove: ['sealedRefresh', 'refreshKey'] }));
    expect(await recordOf(old!)).not.toHaveProperty('sealedRefresh');
    expect((await sessionsOf(here!)).map((s) => s.id)).toContain(await idOf(old!));

    expect((await old!.send('POST', '/api/auth/refresh-session')).status).toBe(200);
    expect(await recordOf(old!)).toMatchObject({ sealedRefresh: expect.any(String) });

    const refreshToken = old!.cookie('refresh')!;
    expect((await here!.send('POST', `/api/user/sessions/${await idOf(old!)}/sign-out`)).status).toBe(200);
    expect(await replay(copyOfCookies(old!))).toEqual([401, 401]);
    expect(await providerRefresh(refreshToken)).toBe(400);
  });
});

describe('suspension', () => {
  it("ends every session of the member at once and revokes their refresh tokens", async () => {
    const { id, browsers } = await memberOn(2);
    const tokens = browsers.map((browser) => browser.cookie('refresh')!);
    const admin = await accountIn('admin');
    const response = await admin.client.send('POST', `/api/admin/users/${id}/suspend`);
    expect(response.status, response.text).toBe(200);
    for (const [i, browser] of browsers.entries()) {
      expect(await replay(copyOfCookies(browser))).toEqual([401, 401]);
      expect(await providerRefresh(tokens[i]!)).toBe(400);
    }
    // Their records are gone, not merely expired.
    const items = await Promise.all(browsers.map(recordOf));
    expect(items).toEqual([undefined, undefined]);
  });
});
