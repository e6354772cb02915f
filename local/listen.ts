/**
 * Listening on loopback only. `localhost` may resolve to 127.0.0.1 or ::1 depending on the client,
 * so a loopback service listens on both (IPv6 where the machine has it).
 */
import { createServer, type Server } from 'node:http';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

export const isLoopback = (host: string) => LOOPBACK_HOSTS.has(host);

/**
 * Node closes an idle kept-alive socket after 5 s; a client that sends on it at that moment gets
 * ECONNRESET (seen in CI: a test's API call after about 5 s of browser work). API Gateway and
 * CloudFront keep idle connections far longer, so locally too an idle socket stays open for a
 * minute, and the headers' time-out stays above it as Node requires.
 */
const IDLE_SOCKET_MS = 65_000;

/**
 * Every local server a client keeps sockets to holds them so: the public server and API Gateway's,
 * and the stand-ins the functions' SDK clients call (those agents keep idle sockets with no limit
 * of their own). A Node server with its defaults closes an idle socket about 6 s after its last
 * answer (5 s and a second's grace): a client that sends on it within a few milliseconds of that
 * close gets ECONNRESET, and with many sockets closing at once (a burst of requests, then a pause)
 * some of them will. Closed after a minute, no test or page pauses that long between calls.
 */
export function holdIdleSockets<S extends Server>(server: S): S {
  server.keepAliveTimeout = IDLE_SOCKET_MS;
  server.headersTimeout = IDLE_SOCKET_MS + 1_000;
  return server;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  holdIdleSockets(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Listens on `host`; for `localhost`, on 127.0.0.1 and, when available, ::1 on the same port. */
export async function listenOnLoopback(port: number, host = 'localhost'): Promise<Server[]> {
  const primary = createServer();
  await listen(primary, port, host === 'localhost' ? '127.0.0.1' : host);
  if (host !== 'localhost') return [primary];
  const address = primary.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const v6 = createServer();
  try {
    await listen(v6, actualPort, '::1');
    return [primary, v6];
  } catch {
    return [primary];
  }
}

export function closeServers(servers: Server[]): Promise<void> {
  return Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  ).then(() => undefined);
}
