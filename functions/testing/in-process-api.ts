/**
 * A route group's real handler served from the test's own process, behind the same API Gateway
 * adapter the local stack uses, for tests that must set the function's environment themselves (the
 * stack's functions run in the global setup's process, whose environment a test cannot reach).
 * It shares the stack's table, bucket and sign-in: a member signed in at the stack is signed in here.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import type { RouteGroup } from '#shared/routes.ts';
import { createApiAdapter, type LambdaHandler } from '../stand-ins/adapter.ts';
import { LOCAL_CLIENT_ID } from '../stand-ins/local-settings.ts';
import { ORIGIN_VERIFY } from '../lib/config.ts';
import { TestClient } from './api-client.ts';
import { handlerFile } from '../route-handlers.ts';

/** The cookies a signed-in browser holds (locally, over http, without the __Host- prefix). */
const SESSION_COOKIES = ['session', 'sid', 'refresh'];

export interface InProcessApi {
  url: string;
  /** A client here holding `client`'s session cookies. */
  clientFor(client: TestClient): TestClient;
  close(): Promise<void>;
}

/**
 * Serves `groups`. Set the environment the test wants before calling: the handler reads what it
 * reads at load now; what it reads per call (the guide's provider) may be changed between requests.
 */
export async function startInProcessApi(...groups: RouteGroup[]): Promise<InProcessApi> {
  const stack = inject('stack');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(process.env, {
    OIDC_ISSUER: stack.issuer,
    OIDC_CLIENT_ID: LOCAL_CLIENT_ID,
    [ORIGIN_VERIFY.valueEnv]: stack.originVerifyValue,
    APP_ORIGIN: url,
  });
  const handlers = new Map<RouteGroup, LambdaHandler>();
  for (const group of groups) {
    handlers.set(group, ((await import(/* @vite-ignore */ `../../${handlerFile(group)}`)) as { handler: LambdaHandler }).handler);
  }
  // A route of a group not served here is API Gateway's 404 for a route it does not have.
  const handle = createApiAdapter(async (group) => handlers.get(group) ?? (async () => ({ statusCode: 404, body: '{"message":"Not Found","code":"not_found"}' })));
  server.on('request', (req, res) => {
    req.headers[ORIGIN_VERIFY.header] = stack.originVerifyValue;
    handle(req, res, new URL(`http://localhost${req.url ?? '/'}`)).catch((error: unknown) => {
      console.error(error);
      res.writeHead(500).end();
    });
  });
  return {
    url,
    clientFor: (client) => {
      const here = new TestClient(url);
      for (const name of SESSION_COOKIES) {
        const value = client.cookie(name);
        if (value !== undefined) here.setCookie(name, value);
      }
      return here;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
