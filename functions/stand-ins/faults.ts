/**
 * Faults on demand (issue 14 §4), for tests and local runs only: no function imports functions/stand-ins/, so none of it is deployed.
 * Each dependency the functions reach over HTTP can be put behind a proxy of its own, which passes
 * every request through untouched until a fault is switched on; then the matching requests get what
 * that dependency answers when it fails, in its own wire format, so the real SDK and client code
 * (their retries and time-outs included) meet it exactly as they would meet the real failure:
 *
 *   dynamodb-throttle               DynamoDB's ThrottlingException, on every operation
 *   dynamodb-transaction-cancelled  TransactionCanceledException, every item a TransactionConflict
 *   dynamodb-timeout                DynamoDB accepts the request and never answers
 *   s3-put-error / s3-get-error     S3's 500 InternalError on an upload (PUT, POST) / a read (GET, HEAD)
 *   jwks-unreachable                the identity provider's key set: the connection is refused
 *   oembed-timeout                  YouTube's oEmbed endpoint never answers
 *
 * The guide's provider is not proxied: the OpenAI stand-in (functions/testing/openai-stand-in.ts)
 * answers 429, 500, nothing, or a stream broken partway on its own.
 *
 * A fault holds for `times` matching requests (all of them until cleared, by default) after letting
 * the first `skip` pass, so a test can fail the second step of a write. `startStack` with `faults`
 * puts the proxies in front of what its functions call and serves this control over HTTP on
 * loopback (`FAULT_INJECTION_PORT` for `npm start`):
 *   PUT /faults/<name>  {"times"?, "skip"?, "operation"?}   switch one on
 *   DELETE /faults                                 switch all off
 *   GET /faults                                    what is on, with how many requests each has failed
 */
import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TIME_LIMIT_ENV } from '../lib/config.ts';
import { holdIdleSockets } from './idle-sockets.ts';

export const FAULT_NAMES = [
  'dynamodb-throttle',
  'dynamodb-transaction-cancelled',
  'dynamodb-timeout',
  's3-put-error',
  's3-get-error',
  'jwks-unreachable',
  'oembed-timeout',
] as const;
export type FaultName = (typeof FAULT_NAMES)[number];

/**
 * The time limits (milliseconds) of functions run behind the proxies: a hang is given up through
 * the same path as in AWS, after these rather than production's 5 s. DynamoDB's stays well above
 * what DynamoDB Local takes on a busy machine, since a call past it is tried again.
 */
export const FAULT_TIME_LIMITS: Readonly<Record<string, string>> = {
  [TIME_LIMIT_ENV.dynamodbRequest]: '2000',
  [TIME_LIMIT_ENV.oembed]: '1000',
};

/** The dependency each fault belongs to: one proxy each. */
export type Dependency = 'dynamodb' | 's3' | 'jwks' | 'oembed';

export interface FaultOptions {
  /** How many matching requests fail; unset, every one until cleared. */
  times?: number;
  /** How many matching requests pass before the first failure. */
  skip?: number;
  /** DynamoDB's faults: only this operation (`TransactWriteItems`, `BatchGetItem`, …) fails. */
  operation?: string;
}

interface Fault {
  dependency: Dependency;
  matches(request: IncomingMessage, options: FaultOptions): boolean;
  /** Answers (or deliberately never answers) a request that matched; `body` is the request's. */
  fail(request: IncomingMessage, body: Buffer, response: ServerResponse): void;
}

const dynamoOperation = (request: IncomingMessage) => String(request.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
const isOperation = (request: IncomingMessage, { operation }: FaultOptions) => operation === undefined || dynamoOperation(request) === operation;

function dynamoError(response: ServerResponse, type: string, message: string, extra: object = {}) {
  const body = JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message, ...extra });
  response.writeHead(400, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-errortype': type }).end(body);
}

/** A request that is never answered: the client's own time-out is what ends it. */
const never = () => undefined;

function s3InternalError(request: IncomingMessage, response: ServerResponse) {
  const body = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>InternalError</Code><Message>We encountered an internal error. Please try again.</Message></Error>';
  response.writeHead(500, { 'content-type': 'application/xml' }).end(request.method === 'HEAD' ? undefined : body);
}

const FAULTS: Record<FaultName, Fault> = {
  'dynamodb-throttle': {
    dependency: 'dynamodb',
    matches: isOperation,
    fail: (_request, _body, response) => dynamoError(response, 'ThrottlingException', 'Rate of requests exceeds the allowed throughput.'),
  },
  'dynamodb-transaction-cancelled': {
    dependency: 'dynamodb',
    matches: (request) => dynamoOperation(request) === 'TransactWriteItems',
    fail: (_request, body, response) => {
      const items = (JSON.parse(body.toString('utf8')) as { TransactItems?: unknown[] }).TransactItems ?? [];
      const reasons = items.map(() => ({ Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' }));
      const codes = reasons.map((reason) => reason.Code).join(', ');
      dynamoError(response, 'TransactionCanceledException', `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes}]`, {
        CancellationReasons: reasons,
      });
    },
  },
  'dynamodb-timeout': { dependency: 'dynamodb', matches: isOperation, fail: never },
  's3-put-error': {
    dependency: 's3',
    matches: (request) => request.method === 'PUT' || request.method === 'POST',
    fail: (request, _body, response) => s3InternalError(request, response),
  },
  's3-get-error': {
    dependency: 's3',
    matches: (request) => request.method === 'GET' || request.method === 'HEAD',
    fail: (request, _body, response) => s3InternalError(request, response),
  },
  'jwks-unreachable': { dependency: 'jwks', matches: () => true, fail: (request) => request.socket.destroy() },
  'oembed-timeout': { dependency: 'oembed', matches: () => true, fail: never },
};

interface ActiveFault {
  options: FaultOptions;
  remaining: number;
  skip: number;
  failed: number;
}

/** Which faults are on; shared by the proxies of one stack and its control. */
export class FaultSwitch {
  private readonly active = new Map<FaultName, ActiveFault>();

  set(name: FaultName, options: FaultOptions = {}): void {
    this.active.set(name, { options, remaining: options.times ?? Infinity, skip: options.skip ?? 0, failed: 0 });
  }

  clear(): void {
    this.active.clear();
  }

  list(): Record<string, { failed: number }> {
    return Object.fromEntries([...this.active].map(([name, { failed }]) => [name, { failed }]));
  }

  /** The fault this request meets, if any; counts it. */
  take(dependency: Dependency, request: IncomingMessage): Fault | null {
    for (const [name, state] of this.active) {
      const fault = FAULTS[name];
      if (fault.dependency !== dependency || state.remaining <= 0 || !fault.matches(request, state.options)) continue;
      if (state.skip > 0) {
        state.skip--;
        continue;
      }
      state.remaining--;
      state.failed++;
      return fault;
    }
    return null;
  }
}

async function readAll(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function listen(server: Server, port = 0): Promise<string> {
  holdIdleSockets(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

interface FaultProxy {
  /** Use this in place of the target's origin. */
  url: string;
  close(): Promise<void>;
}

/**
 * A loopback proxy for `target` (an origin): requests pass through as they are, streamed both
 * ways, unless the switch has a fault on for `dependency` that the request matches.
 */
async function startFaultProxy(dependency: Dependency, target: string, faults: FaultSwitch): Promise<FaultProxy> {
  const upstream = new URL(target);
  const server = createServer((request, response) => {
    const fault = faults.take(dependency, request);
    if (fault) {
      readAll(request).then(
        (body) => fault.fail(request, body, response),
        () => request.socket.destroy(),
      );
      return;
    }
    const onward = forward(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    onward.on('error', () => response.destroy());
    response.on('close', () => onward.destroy());
    request.pipe(onward);
  });
  const url = await listen(server);
  return { url, close: () => close(server) };
}

export interface FaultProxies {
  /** Each dependency's address through its proxy (the target's path and query kept). */
  urls: Partial<Record<Dependency, string>>;
  close(): Promise<void>;
}

/** A proxy in front of each target (a URL), all on one switch. */
export async function startFaultProxies(faults: FaultSwitch, targets: Partial<Record<Dependency, string>>): Promise<FaultProxies> {
  const started: FaultProxy[] = [];
  const close = () => Promise.all(started.map((proxy) => proxy.close())).then(() => undefined);
  const urls: Partial<Record<Dependency, string>> = {};
  try {
    for (const [dependency, target] of Object.entries(targets) as [Dependency, string][]) {
      const proxy = await startFaultProxy(dependency, new URL(target).origin, faults);
      started.push(proxy);
      const { pathname, search } = new URL(target);
      urls[dependency] = proxy.url + pathname.replace(/\/$/, '') + search;
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { urls, close };
}

const isFaultName = (name: string): name is FaultName => (FAULT_NAMES as readonly string[]).includes(name);

/** The switch, over HTTP on loopback, for a test in another process than the stack. */
export async function startFaultControl(faults: FaultSwitch, port = 0): Promise<FaultProxy> {
  const server = createServer((request, response) => {
    const reply = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const [, root, name] = (request.url ?? '/').split('?', 1)[0]!.split('/');
    if (root !== 'faults') return reply(404, { message: 'Not found' });
    if (request.method === 'GET' && name === undefined) return reply(200, faults.list());
    if (request.method === 'DELETE' && name === undefined) {
      faults.clear();
      return reply(200, faults.list());
    }
    if (request.method !== 'PUT' || !name || !isFaultName(name)) return reply(404, { message: `Faults: ${FAULT_NAMES.join(', ')}` });
    readAll(request)
      .then((raw) => {
        const options = (raw.length ? JSON.parse(raw.toString('utf8')) : {}) as FaultOptions;
        if (typeof options !== 'object' || options === null) throw new TypeError('options');
        faults.set(name, options);
        reply(200, faults.list());
      })
      .catch(() => reply(400, { message: 'Body must be {"times"?: n, "skip"?: n, "operation"?: "…"}' }));
  });
  const url = await listen(server, port);
  return { url, close: () => close(server) };
}
