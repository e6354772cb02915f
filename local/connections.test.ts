/**
 * The local server holds its connections (issue 32 §6): many requests at once, some answered with
 * errors, each get an answer on a connection that is not reset; and a kept-alive socket left idle
 * past Node's default time-out is still the server's to answer on, at the public address, at API
 * Gateway's own and at the S3 emulator's (local/listen.ts).
 */
import { Agent, request } from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';

const stack = inject('stack');

interface Answer {
  status: number;
  reusedSocket: boolean;
}

function send(origin: string, agent: Agent, method: string, path: string, body?: string): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request(
      // The page's own origin, as a browser sends it, so that a write reaches its handler's checks.
      { hostname, port, path, method, agent, headers: { origin: stack.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, reusedSocket: req.reusedSocket }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const agents: Agent[] = [];
/** Kept-alive sockets with no idle limit on the client's side: only the server may close them. */
function keepAliveAgent(maxSockets: number): Agent {
  const agent = new Agent({ keepAlive: true, maxSockets });
  agents.push(agent);
  return agent;
}

afterAll(() => {
  for (const agent of agents) agent.destroy();
});

/** Public and members' routes, read and write, answered 200, 400, 401, 404 or from the page server. */
const MIXED: [method: string, path: string, body?: string][] = [
  ['GET', '/api/members'],
  ['GET', '/api/community/contact'],
  ['GET', '/api/no-such-route'],
  ['GET', '/api/circles'],
  ['GET', '/'],
  ['POST', '/api/pre-registration', '{"email":'],
  ['POST', '/api/pre-registration', JSON.stringify({ email: 'not an address', note: 'x'.repeat(20_000) })],
  ['POST', '/api/admin/users/someone/approve', '{}'],
  ['POST', '/api/logout', ''],
  ['POST', '/api/no-such-route', JSON.stringify({ padding: 'y'.repeat(5_000) })],
];

describe('the local server holds its connections', () => {
  it('answers every one of 100 requests sent at once, on reused sockets and new ones, none reset', async () => {
    // A browser's six sockets, kept alive and so reused under load, and a client opening one per request.
    const pooled = keepAliveAgent(6);
    const fresh = new Agent({ keepAlive: false });
    agents.push(fresh);
    const requests = Array.from({ length: 100 }, (_, i) => {
      const [method, path, body] = MIXED[i % MIXED.length]!;
      return send(stack.url, i % 4 === 0 ? fresh : pooled, method, path, body);
    });
    const settled = await Promise.allSettled(requests);
    const failed = settled.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    expect(failed).toEqual([]);
    const statuses = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value.status] : []));
    expect(statuses.filter((status) => status < 200 || status >= 600)).toEqual([]);
  });

  it('answers on a kept-alive socket left idle past Node’s default time-out, at API Gateway’s and the emulator’s too', async () => {
    // The S3 emulator too: the functions' S3 client keeps its sockets to it (any answer will do there).
    const origins = [stack.url, stack.apiGatewayUrl, stack.s3Endpoint];
    const pairs = origins.map((origin) => ({ origin, agent: keepAliveAgent(1) }));
    for (const { origin, agent } of pairs) await send(origin, agent, 'GET', '/api/members');
    // Once for all: past the 5 s (and a second's grace) after which a Node server closes an idle
    // socket unless told otherwise; before local/listen.ts held them, the second request here went
    // out on a new socket, and one sent as the old one closed was reset.
    await new Promise((resolve) => setTimeout(resolve, 7_500));
    for (const { origin, agent } of pairs) {
      const answer = await send(origin, agent, 'POST', '/api/pre-registration', '{}');
      expect({ origin, ...answer }).toEqual({ origin, status: expect.any(Number), reusedSocket: true });
    }
  }, 60_000);
});
