/**
 * Amazon SES locally: `aws-ses-v2-local`, which speaks the SES v2 API (POST
 * /v2/email/outbound-emails) and keeps what it was sent in memory, readable on its page (/) and as
 * JSON (GET /store). The functions reach it through SES_ENDPOINT; in AWS they call SES itself.
 * Like the sign-in provider, it listens on loopback and nowhere else: its page shows every mail.
 */
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type startServer from 'aws-ses-v2-local';
import { closeServers } from './listen.ts';

export interface SesStandIn {
  /** The API's address, for SES_ENDPOINT; the same address serves the page and the store. */
  endpoint: string;
  close(): Promise<void>;
}

export async function startSesStandIn(port: number): Promise<SesStandIn> {
  // A CommonJS package whose `default` export Node's ESM loader would hand over still wrapped.
  // Required here rather than at the top so that tests that only need sesPortFor do not load Express.
  const { default: serve } = createRequire(import.meta.url)('aws-ses-v2-local') as { default: typeof startServer };
  // Its listen() resolves even when the port is taken, with a server that is not listening.
  const ipv4 = await serve({ host: '127.0.0.1', port });
  if (!ipv4.listening) {
    throw new Error(`The local SES stand-in could not listen on port ${port} (is it taken? SES_PORT chooses another).`);
  }
  // `localhost` may resolve to ::1 first; where the machine has IPv6, answer there too.
  const servers: Server[] = [ipv4];
  const ipv6 = await serve({ host: '::1', port });
  if (ipv6.listening) servers.push(ipv6);
  return { endpoint: `http://127.0.0.1:${port}`, close: () => closeServers(servers) };
}
