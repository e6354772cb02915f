/**
 * Every route of the route table against every membership state: the gate answers exactly as the
 * route's access level says, and a refused answer carries nothing but its message and code.
 * New routes join this test by being added to the table.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type Access } from '#shared/routes.ts';
import { GATE_CODES } from '#shared/types/api.ts';
import { accountIn, MEMBER_STATES, type Account, type MemberState } from '../testing/personas.ts';

const GATE = new Set<string>(Object.values(GATE_CODES));

type Expected = { status: 401 | 403; code: string } | 'allowed';

function expectedFor(access: Access, state: MemberState): Expected {
  if (access === 'public') return 'allowed';
  if (state === 'signedOut') return { status: 401, code: GATE_CODES.signedOut };
  if (access === 'signed-in') return 'allowed';
  const refusal: Partial<Record<MemberState, Expected>> = {
    notOnboarded: { status: 403, code: GATE_CODES.notOnboarded },
    waiting: { status: 403, code: GATE_CODES.awaitingApproval },
    suspended: { status: 403, code: GATE_CODES.suspended },
  };
  const refused = refusal[state];
  if (refused) return refused;
  if (access === 'admin' && state !== 'admin') return { status: 403, code: GATE_CODES.notAdmin };
  return 'allowed';
}

const samplePath = (path: string) => path.replace(/\{\w+\}/g, 'sample-id');

describe('authorization across the route table', () => {
  const accounts = {} as Record<MemberState, Account>;

  beforeAll(async () => {
    for (const state of MEMBER_STATES) accounts[state] = await accountIn(state);
  });

  for (const route of routes) {
    describe(`${route.method} ${route.path} (${route.access})`, () => {
      for (const state of MEMBER_STATES) {
        const expected = expectedFor(route.access, state);
        it(`${state}: ${expected === 'allowed' ? 'passes the gate' : expected.status}`, async () => {
          // Sign Out ends the session on the server, so it gets a session of its own; every other
          // route a copy of the account's cookies.
          const client = route.path === '/api/logout' ? (await accountIn(state)).client : accounts[state].client.fork();
          const response = await client.send(
            route.method,
            samplePath(route.path),
            route.method === 'GET' ? undefined : {},
          );
          expect(response.status, response.text).toBeLessThan(500);
          const body = response.json as Record<string, unknown> | undefined;
          if (expected === 'allowed') {
            const gateRefusal = (response.status === 401 || response.status === 403) && GATE.has(String(body?.code));
            expect(gateRefusal, `refused by the gate: ${response.text}`).toBe(false);
          } else {
            expect(response.status).toBe(expected.status);
            expect(body).toEqual({ code: expected.code, message: expect.any(String) });
          }
        });
      }
    });
  }
});
