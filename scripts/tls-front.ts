/**
 * CloudFront's viewer side for a benchmark: TLS and HTTP/2 on loopback in front of the local stack,
 * which speaks HTTP/1.1. A phone talks to CloudFront over one HTTP/2 connection that every file and
 * call of a page shares; measured over HTTP/1.1 instead, Lighthouse's model gives each of six
 * connections its own handshake and slow start, which no deployed visitor pays. The certificate is
 * made for this run with `openssl` (Debian's) and trusted by nobody: the browser measuring is
 * started with --ignore-certificate-errors, and this process's own requests skip the check.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request, Agent } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers HTTP/2 forbids in an answer (RFC 9113 §8.2.2). */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

async function selfSignedCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    try {
      execFileSync(
        'openssl',
        ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost',
          '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert],
        { stdio: 'ignore' },
      );
    } catch (error) {
      throw new Error("openssl could not make a certificate (install Debian's openssl, or BENCH_PROTOCOL=http1)", { cause: error });
    }
    return { key: await readFile(key), cert: await readFile(cert) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface TlsFront {
  /** https://127.0.0.1:<port>: the address, not `localhost`, which may resolve to ::1 first */
  origin: string;
  close(): Promise<void>;
}

/** Serves `https://127.0.0.1:port` over HTTP/2 (HTTP/1.1 for a client that asks), passing everything to `target`. */
export async function startTlsFront(port: number, target: string): Promise<TlsFront> {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const server = createSecureServer({ ...(await selfSignedCertificate()), allowHTTP1: true }, (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(':')));
    headers.host = req.headers[':authority'] ?? req.headers.host ?? `127.0.0.1:${port}`;
    const onward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const kept = Object.entries(answer.headers).filter(([name]) => !CONNECTION_HEADERS.has(name));
        res.writeHead(answer.statusCode ?? 502, Object.fromEntries(kept));
        answer.pipe(res);
      },
    );
    onward.on('error', () => res.destroy());
    req.pipe(onward);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
