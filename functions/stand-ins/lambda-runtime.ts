/**
 * The part of the Lambda Node.js runtime that response streaming needs, so that the very handler a
 * streaming Lambda exports runs here too: the runtime's `awslambda` global, whose
 * `streamifyResponse` marks a handler as streaming and whose `HttpResponseStream.from` starts the
 * answer with the HTTP integration's prelude (its status, headers and cookies as JSON, then eight
 * null bytes, then the body), as the runtime does. `responseStreamTo` reads that wire format back
 * into a Node HTTP answer, sending each piece of the body as it is written.
 */
import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';

const STREAMING = Symbol.for('aws.lambda.runtime.handler.streaming');
const STREAM_RESPONSE = 'response';
const PRELUDE_TYPE = 'application/vnd.awslambda.http-integration-response';
const DELIMITER = Buffer.alloc(8);

export interface ResponseStream extends Writable {
  setContentType(type: string): void;
}

/** What API Gateway answers before the body, from a function's result or a stream's prelude. */
interface Prelude {
  statusCode?: number;
  headers?: Record<string, string | number | boolean>;
  cookies?: string[];
}

/** Writes `head` to `res` as API Gateway would: header names lower-cased, cookies as Set-Cookie. */
export function writeHead(res: ServerResponse, head: Prelude): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(head.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (head.cookies?.length) headers['set-cookie'] = head.cookies;
  res.writeHead(head.statusCode ?? 200, headers);
}

class HttpResponseStream {
  static from(stream: ResponseStream, prelude: Prelude): ResponseStream {
    stream.setContentType(PRELUDE_TYPE);
    stream.write(JSON.stringify(prelude));
    stream.write(DELIMITER);
    return stream;
  }
}

/**
 * Adds what a real Lambda runtime would have; it must be there before a streaming handler module
 * loads. The global may exist already: the SDK's invoke store (@aws/lambda-invoke-store) creates it
 * for its own part.
 */
export function installLambdaRuntimeGlobal(): void {
  const scope = globalThis as { awslambda?: Record<string, unknown> };
  const runtime = (scope.awslambda ??= {});
  runtime.streamifyResponse ??= <H extends object>(handler: H) => Object.assign(handler, { [STREAMING]: STREAM_RESPONSE });
  runtime.HttpResponseStream ??= HttpResponseStream;
}

export const isStreamingHandler = (handler: object): boolean =>
  (handler as { [STREAMING]?: string })[STREAMING] === STREAM_RESPONSE;

/**
 * The response stream a streaming handler writes to, sending to `res`: the status and headers as
 * soon as the prelude is complete, then each body chunk as it comes (no buffering, with back-pressure).
 * A handler that writes no prelude answers 200 with the content type it set.
 */
export function responseStreamTo(res: ServerResponse): ResponseStream {
  let contentType = 'application/octet-stream';
  let prelude: Buffer | null = Buffer.alloc(0);

  const sendHead = (head: Prelude) => {
    writeHead(res, head);
    res.flushHeaders();
    prelude = null;
  };
  /** The body bytes of `chunk`, once the prelude before them is complete. */
  const bodyOf = (chunk: Buffer): Buffer | null => {
    if (prelude === null) return chunk;
    if (contentType !== PRELUDE_TYPE) {
      sendHead({ headers: { 'content-type': contentType } });
      return chunk;
    }
    const seen: Buffer = Buffer.concat([prelude, chunk]);
    const end = seen.indexOf(DELIMITER);
    if (end < 0) {
      prelude = seen;
      return null;
    }
    sendHead(JSON.parse(seen.subarray(0, end).toString('utf8')) as Prelude);
    return seen.subarray(end + DELIMITER.length);
  };

  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const body = bodyOf(chunk);
      if (!body?.length || res.write(body)) done();
      else res.once('drain', () => done());
    },
    final(done) {
      if (prelude !== null) sendHead({ headers: { 'content-type': contentType } });
      res.end(done);
    },
  }) as ResponseStream;
  stream.setContentType = (type) => void (contentType = type);
  // The browser went away: the handler's writes fail, which ends its work (the provider's request).
  res.once('close', () => {
    if (!res.writableFinished) stream.destroy(new Error('The caller closed the connection'));
  });
  return stream;
}
