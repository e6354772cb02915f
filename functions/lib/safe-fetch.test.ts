/**
 * SSRF: every way a member-influenced URL could reach inside is refused before a connection is
 * made, and every redirect hop is checked again. The local servers here stand for the trusted,
 * operator-configured endpoint (the only exemption, and only for the first request).
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkUrl, isPublicAddress, safeFetch, SafeFetchError, type SafeFetchFailure, type SafeFetchOptions } from './safe-fetch.ts';

async function refusal(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchFailure | 'fetched'> {
  try {
    await safeFetch(url, { timeoutMs: 3000, ...options });
    return 'fetched';
  } catch (error) {
    if (error instanceof SafeFetchError) return error.reason;
    throw error;
  }
}

describe('isPublicAddress', () => {
  const refused = [
    '127.0.0.1', '127.1.2.3', '0.0.0.0', '0.1.2.3', '10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.254',
    '192.168.1.1', '169.254.169.254', '169.254.0.1', '100.64.0.1', '100.127.255.255', '224.0.0.1', '239.255.255.250',
    '255.255.255.255', '240.0.0.1', '192.0.2.1', '198.18.0.1',
    '::1', '::', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:169.254.169.254', '::ffff:10.0.0.1', '::127.0.0.1',
    'fe80::1', 'febf::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '64:ff9b::7f00:1', '2002:7f00:1::1', '2001::1', '2001:db8::1',
    'not-an-address', '',
  ];
  const allowed = ['8.8.8.8', '1.1.1.1', '93.184.216.34', '172.32.0.1', '172.15.255.255', '100.128.0.1', '2606:4700:4700::1111', '2a00:1450:4001::200e'];

  it.each(refused)('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));
  it.each(allowed)('allows %s', (address) => expect(isPublicAddress(address)).toBe(true));
});

describe('safeFetch refuses before connecting', () => {
  it.each([
    ['http://127.0.0.1/', 'address'],
    ['http://127.1/', 'address'],
    ['http://0x7f000001/', 'address'],
    ['http://2130706433/', 'address'],
    ['http://localhost/', 'address'],
    ['http://[::1]/', 'address'],
    ['http://[::ffff:127.0.0.1]/', 'address'],
    ['http://0.0.0.0/', 'address'],
    ['http://169.254.169.254/latest/meta-data/', 'address'],
    ['http://10.0.0.1/', 'address'],
    ['http://192.168.0.1/', 'address'],
    ['http://172.16.0.1/', 'address'],
    ['http://100.64.0.1/', 'address'],
    ['http://[fe80::1]/', 'address'],
    ['http://[fd00::1]/', 'address'],
    ['file:///etc/passwd', 'scheme'],
    ['gopher://127.0.0.1:70/_GET', 'scheme'],
    ['ftp://ftp.example.com/', 'scheme'],
    ['data:text/plain,hello', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['http://example.com:8080/', 'port'],
    ['http://example.com:22/', 'port'],
    ['https://example.com:8443/', 'port'],
    ['not a url', 'url'],
  ] as const)('%s → %s', async (url, reason) => {
    expect(await refusal(url)).toBe(reason);
  });

  it('refuses a name that resolves to a private address, or to a private one among public ones', async () => {
    expect(await refusal('https://internal.example/', { resolve: async () => [{ address: '10.1.2.3', family: 4 }] })).toBe('address');
    const mixed = async () => [
      { address: '93.184.216.34', family: 4 as const },
      { address: '127.0.0.1', family: 4 as const },
    ];
    expect(await refusal('https://rebinding.example/', { resolve: mixed })).toBe('address');
    expect(await refusal('https://mapped.example/', { resolve: async () => [{ address: '::ffff:169.254.169.254', family: 6 }] })).toBe('address');
  });

  it('checkUrl makes the same checks alone, connecting to nothing (a push endpoint when it is stored)', async () => {
    const reasonOf = (url: string, options: SafeFetchOptions = {}) => checkUrl(url, options).then(() => 'passed', (error: SafeFetchError) => error.reason);
    expect(await reasonOf('https://127.0.0.1/push')).toBe('address');
    expect(await reasonOf('https://[::ffff:10.0.0.1]/push')).toBe('address');
    expect(await reasonOf('https://push.example:8443/push')).toBe('port');
    expect(await reasonOf('https://push.example/push', { resolve: async () => [{ address: '169.254.169.254', family: 4 }] })).toBe('address');
    expect(await reasonOf('https://push.example/push', { resolve: async () => [{ address: '93.184.216.34', family: 4 }] })).toBe('passed');
    expect(await reasonOf('http://127.0.0.1:9/push', { trustedOrigin: 'http://127.0.0.1:9' })).toBe('passed');
  });

  it('does not exempt a URL merely on the trusted host with another port or scheme', async () => {
    expect(await refusal('http://127.0.0.1:9/', { trustedOrigin: 'http://127.0.0.1:8/' })).toBe('port');
    expect(await refusal('https://127.0.0.1/', { trustedOrigin: 'http://127.0.0.1/' })).toBe('address');
  });
});

describe('safeFetch against a trusted endpoint', () => {
  let server: Server;
  let origin = '';
  const routes: Record<string, RequestListener> = {
    '/ok': (req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ host: req.headers.host }));
    },
    '/to-self': (_req, res) => res.writeHead(302, { location: `${origin}/ok` }).end(),
    '/to-loopback': (_req, res) => res.writeHead(302, { location: 'http://127.0.0.1/admin' }).end(),
    '/to-mapped': (_req, res) => res.writeHead(302, { location: 'http://[::ffff:7f00:1]/' }).end(),
    '/to-metadata': (_req, res) => res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    '/to-private-name': (_req, res) => res.writeHead(307, { location: 'http://intranet.example/' }).end(),
    '/to-file': (_req, res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end(),
    '/to-odd-port': (_req, res) => res.writeHead(308, { location: 'http://example.com:6379/' }).end(),
    '/big': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('x'.repeat(100_000));
    },
    '/big-chunked': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      for (let i = 0; i < 10; i++) res.write('y'.repeat(10_000));
      res.end();
    },
    '/slow': () => undefined,
    '/echo': (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => res.writeHead(201).end(JSON.stringify({ method: req.method, body: Buffer.concat(chunks).toString(), ttl: req.headers.ttl })));
    },
  };

  beforeAll(async () => {
    server = createServer((req, res) => (routes[req.url ?? ''] ?? ((_q, s) => s.writeHead(404).end()))(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const trusted = () => ({ trustedOrigin: origin });

  it('fetches from the trusted endpoint, on loopback and an odd port', async () => {
    const response = await safeFetch(`${origin}/ok`, trusted());
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body.toString())).toEqual({ host: new URL(origin).host });
  });

  it('connects to the address it vetted, keeping the name in the Host header', async () => {
    let lookups = 0;
    const port = new URL(origin).port;
    const response = await safeFetch(`http://oembed.stand-in.test:${port}/ok`, {
      trustedOrigin: `http://oembed.stand-in.test:${port}`,
      // A name the system resolver does not know: only the vetted answer can have been used.
      resolve: async () => {
        lookups++;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    expect(JSON.parse(response.body.toString())).toEqual({ host: `oembed.stand-in.test:${port}` });
    expect(lookups).toBe(1);
  });

  it('refuses a redirect to a private address, even back to the trusted endpoint itself', async () => {
    expect(await refusal(`${origin}/to-self`, trusted())).toBe('port');
    expect(await refusal(`${origin}/to-loopback`, trusted())).toBe('address');
    expect(await refusal(`${origin}/to-mapped`, trusted())).toBe('address');
    expect(await refusal(`${origin}/to-metadata`, trusted())).toBe('address');
    expect(await refusal(`${origin}/to-private-name`, { ...trusted(), resolve: async () => [{ address: '192.168.1.10', family: 4 }] })).toBe('address');
  });

  it('refuses a redirect to another scheme or an odd port', async () => {
    expect(await refusal(`${origin}/to-file`, trusted())).toBe('scheme');
    expect(await refusal(`${origin}/to-odd-port`, trusted())).toBe('port');
  });

  it('POSTs a body with its headers (a push)', async () => {
    const response = await safeFetch(`${origin}/echo`, { ...trusted(), method: 'POST', body: Buffer.from('sealed'), headers: { TTL: '60' } });
    expect(response.status).toBe(201);
    expect(JSON.parse(response.body.toString())).toEqual({ method: 'POST', body: 'sealed', ttl: '60' });
  });

  it('stops following redirects at the limit', async () => {
    expect(await refusal(`${origin}/to-metadata`, { ...trusted(), maxRedirects: 0 })).toBe('redirects');
  });

  it('caps the size of the answer, declared or streamed', async () => {
    expect(await refusal(`${origin}/big`, trusted())).toBe('too-large');
    expect(await refusal(`${origin}/big-chunked`, trusted())).toBe('too-large');
    expect((await safeFetch(`${origin}/big`, { ...trusted(), maxBytes: 200_000 })).body.length).toBe(100_000);
  });

  it('keeps only the first maxBytes of a longer answer when asked to truncate (a page read for its head)', async () => {
    for (const path of ['/big', '/big-chunked']) {
      const response = await safeFetch(`${origin}${path}`, { ...trusted(), maxBytes: 25_000, truncate: true });
      expect(response.status).toBe(200);
      expect(response.body.length).toBe(25_000);
    }
  });

  it('refuses an answer of a type it may not read, before its body, and checks only the final answer', async () => {
    expect(await refusal(`${origin}/ok`, { ...trusted(), acceptType: (type) => type.startsWith('text/html') })).toBe('type');
    expect(await refusal(`${origin}/big`, { ...trusted(), acceptType: (type) => type.startsWith('image/') })).toBe('type');
    const redirected = await safeFetch(`${origin}/to-self`, { trustedOrigin: origin, acceptType: (type) => type === 'application/json', maxRedirects: 1 }).catch((error: unknown) => error);
    // The hop to itself is not exempt (only a first request is): refused for its port, not its type.
    expect((redirected as SafeFetchError).reason).toBe('port');
  });

  it('caps the time', async () => {
    const started = Date.now();
    expect(await refusal(`${origin}/slow`, { ...trusted(), timeoutMs: 300 })).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
