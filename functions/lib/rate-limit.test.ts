/**
 * The limits against the real table: a window fills and refuses with a 429 carrying Retry-After
 * and the member's message, other keys and clients are not touched, the next window (a clock
 * passed in) counts afresh; the client's address as CloudFront passes it; and a member route's
 * limit reached through the API.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Circle } from '#shared/types/circle.ts';
import { routes } from '#shared/routes.ts';
import { accountIn } from '../testing/personas.ts';
import { startOfWindowMargin } from '../testing/rate-limits.ts';
import { HttpError } from './errors.ts';
import type { ApiEvent } from './http.ts';
import { consume, HOUR, MINUTE, tooManyRequests } from './rate-limit.ts';
import { clientAddress, enforceRateLimits, RATE_LIMITS } from './route-limits.ts';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof HttpError ? error : Promise.reject(error)),
  );

const eventFrom = (forwardedFor: string | undefined, sourceIp = '130.176.0.1') =>
  ({
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    requestContext: { http: { sourceIp } },
  }) as unknown as ApiEvent;

describe('consume', () => {
  const limit = { max: 3, windowSeconds: MINUTE };
  // 10 s into a minute's window: 50 s are left of it.
  const now = Date.UTC(2031, 0, 1, 12, 0, 10);

  it('allows max in a window, then refuses with a 429, Retry-After and a calm message', async () => {
    const key = `test#${randomUUID()}`;
    for (let i = 0; i < limit.max; i++) await consume(key, limit, now + i);
    const error = await refusal(consume(key, limit, now + limit.max));
    expect(error).toMatchObject({ statusCode: 429, code: 'rate_limited', headers: { 'retry-after': '50' } });
    expect(error!.message).toBe('You have done this many times in a short while. Please take a pause and try again in a minute.');
    // Still refused later in the same window: a refusal does not count, and the count does not move.
    expect(await refusal(consume(key, limit, now + 40_000))).toMatchObject({ statusCode: 429, headers: { 'retry-after': '10' } });
  });

  it('counts each key apart', async () => {
    const [mine, theirs] = [`test#${randomUUID()}`, `test#${randomUUID()}`];
    for (let i = 0; i < limit.max; i++) await consume(mine, limit, now);
    expect(await refusal(consume(mine, limit, now))).toMatchObject({ statusCode: 429 });
    expect(await refusal(consume(theirs, limit, now))).toBeNull();
  });

  it('counts afresh once the window has passed', async () => {
    const key = `test#${randomUUID()}`;
    for (let i = 0; i < limit.max; i++) await consume(key, limit, now);
    expect(await refusal(consume(key, limit, now))).toMatchObject({ statusCode: 429 });
    expect(await refusal(consume(key, limit, now + 50_000))).toBeNull();
  });

  it('lets exactly max of many concurrent requests through', async () => {
    const key = `test#${randomUUID()}`;
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => refusal(consume(key, limit, now))));
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(limit.max);
  });

  it('says the wait in words a member reads', () => {
    expect(tooManyRequests(1).message).toMatch(/try again in a minute\.$/);
    expect(tooManyRequests(12 * MINUTE).message).toMatch(/try again in 12 minutes\.$/);
    expect(tooManyRequests(HOUR).message).toMatch(/try again in an hour\.$/);
    expect(tooManyRequests(13 * HOUR + 5).message).toMatch(/try again in 14 hours\.$/);
  });
});

describe('the client address', () => {
  it('is the last X-Forwarded-For entry, the one CloudFront appended; what the viewer sent before it is ignored', () => {
    expect(clientAddress(eventFrom('203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(eventFrom('10.0.0.1, 192.0.2.1 ,198.51.100.20'))).toBe('198.51.100.20');
  });

  it('falls back to the socket without the header, and reads an IPv4-mapped address as IPv4', () => {
    expect(clientAddress(eventFrom(undefined, '::ffff:127.0.0.1'))).toBe('127.0.0.1');
  });

  it('counts an IPv6 address by its /64', () => {
    expect(clientAddress(eventFrom('2001:db8:0:12:aaaa::1'))).toBe('2001:db8:0:12::/64');
    expect(clientAddress(eventFrom('2001:DB8::12:1:2:3'))).toBe('2001:db8:0:0::/64');
    expect(clientAddress(eventFrom('::1'))).toBe('0:0:0:0::/64');
  });

  it("limits each client apart on a public route: one client's limit leaves another's untouched", async () => {
    const route = routes.find((r) => r.method === 'GET' && r.path === '/api/members')!;
    const [limit] = RATE_LIMITS['GET /api/members']!;
    // Documentation addresses (RFC 5737), unique to this run so that nothing else counts them.
    const octet = () => Math.floor(Math.random() * 254) + 1;
    const [one, two] = [`192.0.2.${octet()}`, `198.51.100.${octet()}`];
    const now = Date.UTC(2031, 0, 1, 12, 30) + Math.floor(Math.random() * 1e6) * HOUR * 1000;
    for (let i = 0; i < limit!.max; i++) await enforceRateLimits(route, null, eventFrom(one), undefined, now);
    expect(await refusal(enforceRateLimits(route, null, eventFrom(one), undefined, now))).toMatchObject({ statusCode: 429, headers: { 'retry-after': String(30 * MINUTE) } });
    expect(await refusal(enforceRateLimits(route, null, eventFrom(`${one}, ${two}`), undefined, now))).toBeNull();
  });
});

describe('a member route through the API', () => {
  it("answers 429 with Retry-After and the message past the member's limit; another member is unaffected", async () => {
    const [member, other] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    const [limit] = RATE_LIMITS['POST /api/circles']!;
    const create = (who: typeof member, i: number) =>
      who.client.send<Circle & { message: string; code: string }>('POST', '/api/circles', { name: `Limits ${randomUUID().slice(0, 8)} ${i}`, description: 'A quiet place to sit together.', isPrivate: false });
    await startOfWindowMargin(limit!.windowSeconds);
    for (let i = 0; i < limit!.max; i++) expect((await create(member, i)).status).toBe(201);
    const refused = await create(member, limit!.max);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/^You have done this many times in a short while\./) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await create(other, 0)).status).toBe(201);
  });
});
