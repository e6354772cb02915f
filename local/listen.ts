/**
 * Listening on loopback only. `localhost` may resolve to 127.0.0.1 or ::1 depending on the client,
 * so a loopback service listens on both (IPv6 where the machine has it).
 */
import { createServer, type Server } from 'node:http';
import { holdIdleSockets } from '../functions/stand-ins/idle-sockets.ts';

export { holdIdleSockets };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

export const isLoopback = (host: string) => LOOPBACK_HOSTS.has(host);

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
