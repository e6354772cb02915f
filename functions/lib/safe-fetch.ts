/**
 * A request to a URL that members influence, which must not become a way into the network the
 * function runs in (SSRF): http(s) on ports 80 and 443 only; the host is resolved once, every
 * address it resolves to must be public, and the connection goes to that vetted address (no
 * second resolution a DNS-rebinding answer could change) while Host and TLS SNI keep the name;
 * redirects are followed by hand and each hop is checked the same way; time and size are capped.
 *
 * One exemption, for operator configuration only: `trustedOrigin` (e.g. the configured oEmbed
 * endpoint, which tests point at a loopback stand-in) skips the address and port rules for the
 * first request, when its origin matches exactly. Redirect targets are never exempt.
 *
 * A GET by default (link previews: a page, then its image); Web Push POSTs its encrypted body through the same guard
 * (notifications/workflows/push.ts), and checks an endpoint with `checkUrl` when it is stored.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { IncomingHttpHeaders } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export type SafeFetchFailure = 'url' | 'scheme' | 'port' | 'address' | 'dns' | 'redirects' | 'timeout' | 'too-large' | 'type' | 'network';

export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface SafeFetchOptions {
  /** An operator-configured origin (scheme://host:port) exempt from the address and port rules on the first request. */
  trustedOrigin?: string;
  /** For the whole exchange, redirects included. Default 5000. */
  timeoutMs?: number;
  /** The largest body accepted. Default 64 KB. */
  maxBytes?: number;
  /** Keep the first `maxBytes` of a longer body instead of refusing it (a page's head is at its start). */
  truncate?: boolean;
  /** Whether the final answer's content type may be read at all; refused before its body is read (`type`). */
  acceptType?: (contentType: string) => boolean;
  /** Default 3. */
  maxRedirects?: number;
  headers?: Record<string, string>;
  /** Default GET. */
  method?: 'GET' | 'POST';
  body?: Buffer;
  /** Name resolution; tests inject one to give a name a chosen address. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

export interface SafeResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The URL that answered, after redirects. */
  url: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const ALLOWED_PORTS = new Set(['', '80', '443']);

// IPv4: everything that is not a public unicast address (RFC 6890 special-purpose registry).
const blockedV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", including 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, including the cloud metadata service 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, including the broadcast address
] as const) {
  blockedV4.addSubnet(network, prefix, 'ipv4');
}

// IPv6: only global unicast (2000::/3) can be public. That leaves out loopback, unspecified,
// IPv4-mapped and -compatible (::ffff:127.0.0.1), NAT64, link-local fe80::/10, unique-local
// fc00::/7 and multicast ff00::/8 at once. Inside 2000::/3, these tunnel to or stand for other
// addresses: Teredo, benchmarking, ORCHID, documentation, 6to4.
const globalV6 = new BlockList();
globalV6.addSubnet('2000::', 3, 'ipv6');
const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 32],
  ['2001:2::', 48],
  ['2001:10::', 28],
  ['2001:20::', 28],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
] as const) {
  blockedV6.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address (v4 or v6 text) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blockedV4.check(address, 'ipv4');
  if (family === 6) return globalV6.check(address, 'ipv6') && !blockedV6.check(address, 'ipv6');
  return false;
}

const systemResolve = async (hostname: string): Promise<ResolvedAddress[]> =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

/** `[::1]` → `::1`: URL keeps IPv6 literals in brackets. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

function parse(input: string | URL): URL {
  try {
    return new URL(input);
  } catch {
    throw new SafeFetchError('url', 'Not a URL');
  }
}

function withDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new SafeFetchError('timeout', 'Timed out'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The address to connect to: checked against the rules unless this hop is exempt. */
async function vet(url: URL, exempt: boolean, resolve: NonNullable<SafeFetchOptions['resolve']>, signal: AbortSignal): Promise<ResolvedAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('scheme', `Scheme ${url.protocol} refused`);
  if (!exempt && !ALLOWED_PORTS.has(url.port)) throw new SafeFetchError('port', `Port ${url.port} refused`);
  const host = bareHost(url);
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await withDeadline(resolve(host), signal);
    } catch (error) {
      if (error instanceof SafeFetchError) throw error;
      throw new SafeFetchError('dns', `Could not resolve ${host}`);
    }
  }
  if (addresses.length === 0) throw new SafeFetchError('dns', `No address for ${host}`);
  // Every answer must be public: a name that also points inside is refused, not raced.
  if (!exempt && !addresses.every((a) => isPublicAddress(a.address))) {
    throw new SafeFetchError('address', `${host} resolves to a non-public address`);
  }
  return addresses[0]!;
}

function request(url: URL, pinned: ResolvedAddress, options: SafeFetchOptions, maxBytes: number, signal: AbortSignal): Promise<SafeResponse> {
  // Hands the connection the vetted address, whatever the system resolver would say now.
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SafeResponse>((resolve, reject) => {
    const req = client.request(
      {
        host: bareHost(url),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? 'GET',
        headers: { accept: '*/*', 'accept-encoding': 'identity', ...options.headers, host: url.host },
        lookup,
        agent: false,
        signal,
      },
      (res) => {
        const finalAnswer = !(REDIRECTS.has(res.statusCode ?? 0) && res.headers.location);
        if (finalAnswer && options.acceptType && !options.acceptType(res.headers['content-type'] ?? '')) {
          res.destroy();
          return reject(new SafeFetchError('type', 'Content type refused'));
        }
        const chunks: Buffer[] = [];
        const done = () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), url: url.href });
        const declared = Number(res.headers['content-length']);
        if (!options.truncate && Number.isFinite(declared) && declared > maxBytes) {
          res.destroy();
          return reject(new SafeFetchError('too-large', 'Response too large'));
        }
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes && options.truncate) {
            chunks.push(chunk.subarray(0, chunk.length - (size - maxBytes)));
            res.destroy();
            done();
            return;
          }
          if (size > maxBytes) {
            res.destroy();
            reject(new SafeFetchError('too-large', 'Response too large'));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', done);
        res.on('error', (error) => reject(signal.aborted ? new SafeFetchError('timeout', 'Timed out') : new SafeFetchError('network', error.message)));
      },
    );
    req.on('error', (error) => {
      reject(signal.aborted ? new SafeFetchError('timeout', 'Timed out') : new SafeFetchError('network', error.message));
    });
    req.end(options.body);
  });
}

const isExempt = (url: URL, hop: number, options: SafeFetchOptions) =>
  hop === 0 && options.trustedOrigin !== undefined && url.origin === parse(options.trustedOrigin).origin;

/**
 * The checks a request would pass before connecting, alone: for a URL stored now and requested
 * later (when they are made again, since a name may resolve elsewhere by then).
 */
export async function checkUrl(input: string, options: Pick<SafeFetchOptions, 'trustedOrigin' | 'timeoutMs' | 'resolve'> = {}): Promise<void> {
  const url = parse(input);
  await vet(url, isExempt(url, 0, options), options.resolve ?? systemResolve, AbortSignal.timeout(options.timeoutMs ?? 5000));
}

export async function safeFetch(input: string | URL, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const maxRedirects = options.maxRedirects ?? 3;
  const maxBytes = options.maxBytes ?? 64 * 1024;
  const resolve = options.resolve ?? systemResolve;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 5000);
  let url = parse(input);
  for (let hop = 0; ; hop++) {
    const pinned = await vet(url, isExempt(url, hop, options), resolve, signal);
    const response = await request(url, pinned, options, maxBytes, signal);
    const location = response.headers.location;
    if (!REDIRECTS.has(response.status) || !location) return response;
    if (hop >= maxRedirects) throw new SafeFetchError('redirects', 'Too many redirects');
    url = parse(URL.canParse(location, url.href) ? new URL(location, url) : location);
  }
}
