/**
 * The whole product on one machine: DynamoDB Local, the S3 emulator, the local OpenID Connect
 * provider, the SES stand-in, and one HTTP server that plays CloudFront (SPA, /media/*) and API Gateway (/api/*).
 * `npm start` and the tests both start it through here, so they run the same thing.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import type { Duplex } from 'node:stream';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAULT_TIME_LIMITS, FaultSwitch, startFaultControl, startFaultProxies } from '../functions/stand-ins/faults.ts';
import { startOembedStandIn } from '../functions/stand-ins/oembed-stand-in.ts';
import { PAGES, startPageStandIn } from '../functions/stand-ins/page-stand-in.ts';
import { LOCAL_GRIEVANCE_CONTACT, LOCAL_MAIL_FROM } from '../functions/stand-ins/local-settings.ts';
import { startSesStandIn } from './ses-stand-in.ts';
import { decodePath, MALFORMED_PATH } from '#shared/decode.ts';
import { routeGroups, type RouteGroup } from '#shared/routes.ts';
import { securityHeadersFor } from '#shared/security-headers.ts';
import { GRIEVANCE_CONTACT_ENV, LINK_PREVIEW_ENV, MEDIA_SIGNING_ENV, ORIGIN_VERIFY, WEB_PUSH_ENV } from '../functions/lib/config.ts';
import { STAND_IN_USER_POOL_ID } from '../functions/lib/auth/login-access.ts';
import { MESSAGE_KEY_ENV } from '../functions/lib/sealing.ts';
import { createApiAdapter, type LambdaHandler } from '../functions/stand-ins/adapter.ts';
import { ensureTable, startDynamo } from './dynamo.ts';
import { closeServers, listenOnLoopback } from './listen.ts';
import { createMediaHandler } from './media.ts';
import { startLocalOidc } from './oidc.ts';
import { startCognitoStandIn } from './cognito-idp.ts';
import { freePort } from './ports.ts';
import { startS3 } from './s3.ts';
import { startStreamPoller } from './streams.ts';
import { createStaticHandler } from './static.ts';
import { handlerFile } from '../functions/route-handlers.ts';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export interface StackOptions {
  port: number;
  /** Null keeps everything in memory (tests). */
  dataDir: string | null;
  seedDemo: boolean;
  /** Fixed so that issued tokens stay valid across restarts; a free port when omitted. */
  oidcPort?: number;
  /** Fixed so that the page of mails sent has a known address; a free port when omitted. */
  sesPort?: number;
  /** The link preview page stand-in's port (a free one unless given). */
  pageStandInPort?: number;
  adminEmails?: string;
  /**
   * The origin visitors use when something in front of this server serves it under another (a TLS
   * front, as CloudFront is: scripts/tls-front.ts); by default http://localhost:<port>.
   */
  publicOrigin?: string;
  webRoot?: string;
  /**
   * Faults on demand (functions/stand-ins/faults.ts): what the functions call goes through proxies that a test
   * switches faults on at, over HTTP at `controlPort` on loopback (0: a free port). Off by default.
   */
  faults?: { controlPort: number };
  /** YouTube's oEmbed endpoint; unset, a local stand-in answers (there may be no internet). */
  youtubeOembedEndpoint?: string;
  log?: (line: string) => void;
}

export interface RunningStack {
  url: string;
  /** API Gateway's own address, as execute-api is in AWS: the functions there, without CloudFront. */
  apiGatewayUrl: string;
  /** The origin header's value this run (functions/lib/origin-verify.ts), for the tests of that door. */
  originVerifyValue: string;
  issuer: string;
  dynamoEndpoint: string;
  s3Endpoint: string;
  /** The SES stand-in: its API, its page of the mails sent (/) and its JSON store (/store). */
  sesEndpoint: string;
  /** The stand-in for the web pages members link to (functions/stand-ins/page-stand-in.ts): its origin. */
  pageStandInOrigin: string;
  mailFrom: string;
  mediaBucket: string;
  /** The private key media URLs are signed with this run (tests sign URLs from another time with it). */
  mediaSigningKeyFile: string;
  tableName: string;
  /** The fault switch's control (functions/stand-ins/faults.ts), when the stack was started with faults. */
  faultsUrl: string | null;
  stop(): Promise<void>;
}

const TABLE_NAME = 'seekers';
const MEDIA_BUCKET = 'seekers-media';

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const log = options.log ?? (() => undefined);
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stoppers.reverse()) await s().catch(() => undefined);
  };
  try {
    const [dynamoPort, s3Port, oidcPort, sesPort] = await Promise.all([
      freePort(),
      freePort(),
      options.oidcPort ?? freePort(),
      options.sesPort ?? freePort(),
    ]);
    const appOrigin = options.publicOrigin?.replace(/\/$/, '') ?? `http://localhost:${options.port}`;
    const [dynamo, s3] = await Promise.all([
      startDynamo({ port: dynamoPort, dataDir: options.dataDir && join(options.dataDir, 'dynamodb') }),
      startS3({ port: s3Port, dataDir: options.dataDir && join(options.dataDir, 's3'), buckets: [MEDIA_BUCKET], corsOrigins: [appOrigin] }),
    ]);
    stoppers.push(dynamo.stop, s3.stop);
    log(`DynamoDB Local at ${dynamo.endpoint}, S3 emulator at ${s3.endpoint}`);
    const created = await ensureTable(dynamo.client, TABLE_NAME);

    const oidc = await startLocalOidc({ host: 'localhost', port: oidcPort, appOrigin, dataDir: options.dataDir });
    stoppers.push(oidc.close);
    log(`Local sign-in provider at ${oidc.issuer}`);

    const ses = await startSesStandIn(sesPort);
    stoppers.push(ses.close);

    // Cognito's admin API (approval makes a login, erasure deletes it) over the local provider's accounts.
    const cognito = await startCognitoStandIn(oidc, STAND_IN_USER_POOL_ID);
    stoppers.push(cognito.close);

    let oembedEndpoint = options.youtubeOembedEndpoint;
    if (!oembedEndpoint) {
      const standIn = await startOembedStandIn();
      stoppers.push(standIn.close);
      oembedEndpoint = standIn.endpoint;
      log(`YouTube oEmbed stand-in at ${oembedEndpoint}`);
    }

    // There may be no internet: links to this origin get their preview from the stand-in's pages.
    const pages = await startPageStandIn(options.pageStandInPort);
    stoppers.push(pages.close);
    log(`Link preview page stand-in at ${pages.origin}${PAGES.article}`);

    // What the functions reach: the real parts, or proxies in front of them that fail on demand.
    const reach: { dynamo: string; s3: string; oembed: string; jwks?: string } = { dynamo: dynamo.endpoint, s3: s3.endpoint, oembed: oembedEndpoint };
    let faultsUrl: string | null = null;
    if (options.faults) {
      const faults = new FaultSwitch();
      const { urls, close } = await startFaultProxies(faults, { dynamodb: dynamo.endpoint, s3: s3.endpoint, oembed: oembedEndpoint, jwks: `${oidc.issuer}/jwks` });
      stoppers.push(close);
      Object.assign(reach, { dynamo: urls.dynamodb, s3: urls.s3, oembed: urls.oembed, jwks: urls.jwks });
      const control = await startFaultControl(faults, options.faults.controlPort);
      stoppers.push(control.close);
      faultsUrl = control.url;
      log(`Faults switched at ${faultsUrl}/faults`);
    }

    // The secret header CloudFront adds to every /api request, made up for this run.
    const originVerifyValue = randomBytes(32).toString('base64url');
    // KMS's part locally: the key that wraps each conversation's data key, created on first use.
    // Without a data folder (tests) it lives, and dies, with this run.
    const keyDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'seekers-keys-')));
    if (!options.dataDir) stoppers.push(() => rm(keyDir, { recursive: true, force: true }));
    // What a deployment sets on each Lambda; the handlers read it once when they load.
    Object.assign(process.env, {
      [ORIGIN_VERIFY.valueEnv]: originVerifyValue,
      [MESSAGE_KEY_ENV.keyFile]: join(keyDir, 'message-wrapping.key'),
      // Web Push's VAPID key pair, made on first use like the message key (AWS: a secret).
      [WEB_PUSH_ENV.keyFile]: join(keyDir, 'web-push-vapid.json'),
      // The key media URLs are signed with, and the local server checks (AWS: a secret and CloudFront's key group).
      [MEDIA_SIGNING_ENV.keyFile]: join(keyDir, 'media-signing.pem'),
      TABLE_NAME,
      DYNAMODB_ENDPOINT: reach.dynamo,
      MEDIA_BUCKET,
      S3_ENDPOINT: reach.s3,
      SES_ENDPOINT: ses.endpoint,
      // Cognito's admin API (login access): the stand-in. No COGNITO_USER_POOL_ID: tokens are the local provider's.
      COGNITO_ENDPOINT: cognito.endpoint,
      MAIL_FROM: LOCAL_MAIL_FROM,
      [GRIEVANCE_CONTACT_ENV]: JSON.stringify(LOCAL_GRIEVANCE_CONTACT),
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: oidc.clientId,
      APP_ORIGIN: appOrigin,
      ADMIN_EMAILS: options.adminEmails ?? process.env.ADMIN_EMAILS ?? 'admin@example.com',
      YOUTUBE_OEMBED_ENDPOINT: reach.oembed,
      [LINK_PREVIEW_ENV.trustedOrigin]: pages.origin,
      ...(reach.jwks ? { OIDC_JWKS_URI: reach.jwks } : {}),
      // Behind the fault proxies, a hang is given up sooner (the same path): the browser's tests wait less.
      ...(options.faults ? FAULT_TIME_LIMITS : {}),
      // A line per request is noise in a terminal; POWERTOOLS_LOG_LEVEL=INFO npm start shows them.
      POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    });

    // Data from before a change to what items carry gets it now (once per table: functions/migrations/migrations.ts).
    const { applyMigrations } = await import('../functions/migrations/migrations.ts');
    for (const { name, changed } of await applyMigrations()) if (changed) log(`Migrated ${changed} items: ${name}`);

    if (created && options.seedDemo) {
      const { seedDemo } = await import('./seed.ts');
      await seedDemo(oidc.accountFor);
      log('Seeded demo members');
    }

    const handlers = new Map<RouteGroup, Promise<LambdaHandler>>();
    const loadHandler = (group: RouteGroup) => {
      let loaded = handlers.get(group);
      if (!loaded) {
        loaded = import(/* @vite-ignore */ `../${handlerFile(group)}`).then((m: { handler: LambdaHandler }) => m.handler);
        handlers.set(group, loaded);
      }
      return loaded;
    };
    await Promise.all(routeGroups.map(loadHandler));
    // Lambda's stream event source: what writes set going after their request (new posts' notifications).
    const { handler: streamWorker } = await import('../functions/streams/handler.ts');
    const streamPoller = await startStreamPoller({ dynamo, tableName: TABLE_NAME, handler: streamWorker, log });
    stoppers.push(streamPoller.stop);

    const api = createApiAdapter(loadHandler);
    const media = createMediaHandler({ endpoint: s3.endpoint, bucket: MEDIA_BUCKET });
    // The page posts uploads straight to the S3 emulator, another origin.
    const securityHeaders = securityHeadersFor(reach.s3);
    const serveStatic = createStaticHandler(options.webRoot ?? join(ROOT, 'web', 'dist'));

    // From the raw request target, not through new URL(): the URL parser folds `..` and `%2e%2e`
    // segments away, and those are what the file and media servers must see in order to refuse them.
    const dispatch = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
      for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
      const target = req.url ?? '/';
      const rawPath = target.split('?', 1)[0]!;
      const method = (req.method ?? 'GET').toUpperCase();
      if (rawPath === '/api' || rawPath.startsWith('/api/')) {
        req.headers[ORIGIN_VERIFY.header] = originVerifyValue;
        // As CloudFront does: the viewer's address after any the viewer sent (functions/lib/route-limits.ts reads the last).
        const forwarded = req.headers['x-forwarded-for'];
        req.headers['x-forwarded-for'] = [forwarded, req.socket.remoteAddress ?? '127.0.0.1'].filter(Boolean).join(', ');
        return api(req, res, new URL(appOrigin + target));
      }
      const path = decodePath(rawPath);
      if (path === null) {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(MALFORMED_PATH.message);
        return;
      }
      if (!path.startsWith('/media/')) return serveStatic(req, res, path);
      if (method !== 'GET' && method !== 'HEAD') return void res.writeHead(405).end();
      const query = new URLSearchParams(target.slice(rawPath.length + 1));
      return media(res, path.slice('/media/'.length), { url: `http://${req.headers.host ?? 'localhost'}${rawPath}`, query, range: req.headers.range });
    };
    // Whatever a request throws, at once or later, ends that request with a 500, never the server.
    const answer = (serve: typeof dispatch) => (req: IncomingMessage, res: ServerResponse) => {
      serve(req, res).catch((error: unknown) => {
        // A client that hung up mid-answer is no failure of ours, and there is no one left to answer.
        if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
        console.error(`${req.method} ${req.url?.slice(0, 200)} failed:`, error);
        if (res.headersSent) res.destroy();
        else res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal Server Error');
      });
    };
    const servers = await listenOnLoopback(options.port, 'localhost');
    // A request Node's parser refuses (a raw non-ASCII byte in the path, a broken header) gets
    // Node's bare 400 by default: answer it here instead, with the headers every answer carries.
    const refuseUnparsable = (error: NodeJS.ErrnoException, socket: Duplex) => {
      if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
      const headers = Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}\r\n`).join('');
      socket.end(`HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n${headers}\r\n`);
    };
    for (const server of servers) server.on('request', answer(dispatch)).on('clientError', refuseUnparsable);
    stoppers.push(() => closeServers(servers));
    // API Gateway's own address (execute-api in AWS): the same functions, reached without CloudFront.
    const apiGatewayPort = await freePort();
    const apiGatewayUrl = `http://127.0.0.1:${apiGatewayPort}`;
    const apiGateway = await listenOnLoopback(apiGatewayPort, '127.0.0.1');
    for (const server of apiGateway) server.on('request', answer((req, res) => api(req, res, new URL(apiGatewayUrl + (req.url ?? '/')))));
    stoppers.push(() => closeServers(apiGateway));

    return {
      url: appOrigin,
      apiGatewayUrl,
      originVerifyValue,
      issuer: oidc.issuer,
      dynamoEndpoint: dynamo.endpoint,
      s3Endpoint: s3.endpoint,
      sesEndpoint: ses.endpoint,
      pageStandInOrigin: pages.origin,
      mailFrom: LOCAL_MAIL_FROM,
      mediaBucket: MEDIA_BUCKET,
      mediaSigningKeyFile: process.env[MEDIA_SIGNING_ENV.keyFile]!,
      tableName: TABLE_NAME,
      faultsUrl,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
