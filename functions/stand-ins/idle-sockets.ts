/** How long every local server holds an idle kept-alive socket (local/listen.ts and the stand-ins here). */
import type { Server } from 'node:http';

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
