/**
 * The local OpenID Connect provider (oidc-provider), standing in for the Cognito user pool. It is
 * for development only: it listens on loopback and nowhere else, and its sign-in page says so.
 * Any well-formed email signs in as that account, created on first use, and is reported verified.
 */
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import Provider, { type Adapter, type AdapterPayload, type Configuration } from 'oidc-provider';
import { escapeHtml } from '#shared/html.ts';
import { LOCAL_CLIENT_ID } from '../functions/stand-ins/local-settings.ts';
import { JsonFileStore } from './file-store.ts';
import { closeServers, isLoopback, listenOnLoopback } from './listen.ts';

const DAY = 24 * 60 * 60;

interface ProviderState {
  jwk: Record<string, unknown>;
  cookieKey: string;
  accountsByEmail: Record<string, string>;
  emailsByAccount: Record<string, string>;
  models: Record<string, { payload: AdapterPayload; expiresAt: number }>;
}

export interface LocalOidcOptions {
  host: string;
  port: number;
  appOrigin: string;
  /** Where state persists; null keeps it in memory (tests). */
  dataDir: string | null;
}

export interface LocalOidc {
  issuer: string;
  clientId: string;
  /** The account id (the token's `sub`) for an email, created if new: lets the demo seed sign in. */
  accountFor(email: string): string;
  /** Whether an email has an account here (Cognito's user exists). */
  hasAccount(email: string): boolean;
  /** Deletes an email's account and everything it was granted (sessions, refresh tokens); false if none. */
  deleteAccount(email: string): boolean;
  close(): Promise<void>;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

function initialState(): ProviderState {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' };
  return {
    jwk,
    cookieKey: randomBytes(32).toString('hex'),
    accountsByEmail: {},
    emailsByAccount: {},
    models: {},
  };
}

/** oidc-provider's storage contract over the JSON file store. */
function adapterFactory(store: JsonFileStore<ProviderState>) {
  const id = (model: string, key: string) => `${model}:${key}`;
  const live = (entry: ProviderState['models'][string] | undefined) =>
    entry && (entry.expiresAt === 0 || entry.expiresAt > Date.now()) ? entry.payload : undefined;
  const findBy = (model: string, field: 'uid' | 'userCode', value: string) =>
    Object.entries(store.get().models).find(([k, e]) => k.startsWith(`${model}:`) && e.payload[field] === value)?.[1];

  return class FileAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(key: string, payload: AdapterPayload, expiresIn: number) {
      store.update((s) => {
        s.models[id(this.model, key)] = { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : 0 };
        for (const [k, e] of Object.entries(s.models)) {
          if (e.expiresAt !== 0 && e.expiresAt < Date.now()) delete s.models[k];
        }
      });
    }
    async find(key: string) {
      return live(store.get().models[id(this.model, key)]);
    }
    async findByUid(uid: string) {
      return live(findBy(this.model, 'uid', uid));
    }
    async findByUserCode(userCode: string) {
      return live(findBy(this.model, 'userCode', userCode));
    }
    async consume(key: string) {
      store.update((s) => {
        const entry = s.models[id(this.model, key)];
        if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
      });
    }
    async destroy(key: string) {
      store.update((s) => {
        delete s.models[id(this.model, key)];
      });
    }
    async revokeByGrantId(grantId: string) {
      store.update((s) => {
        for (const [k, e] of Object.entries(s.models)) if (e.payload.grantId === grantId) delete s.models[k];
      });
    }
  };
}

/**
 * Every page this provider shows: it fits a phone from 320 px (a gutter round the card, a heading
 * that wraps, long addresses broken anywhere) and follows the system's light or dark scheme.
 */
function htmlPage(title: string, main: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
:root{color-scheme:light dark;--bg:#f6f3ee;--card:#fff;--text:#2b2620;--note:#5c544b;--line:#8a7f73;--banner:#fdf1d6;--banner-text:#5c4100;--accent:#7c5cbf;--error:#9b1c1c}
@media (prefers-color-scheme:dark){:root{--bg:#161819;--card:#1e2123;--text:#ebe7e0;--note:#b5afa6;--line:#8a8f93;--banner:#33290f;--banner-text:#f3d98f;--accent:#a58be0;--error:#f2b8b5}}
body{font-family:system-ui,sans-serif;margin:0;padding:1rem;background:var(--bg);color:var(--text);font-size:16px;line-height:1.5;overflow-wrap:anywhere}
main{box-sizing:border-box;max-width:26rem;margin:clamp(0rem,6vh,3rem) auto;padding:clamp(1.25rem,5vw,2rem);background:var(--card);border-radius:1rem;box-shadow:0 1px 4px #0003}
h1{font-size:1.25rem;line-height:1.3;margin:0 0 1rem}
.word{white-space:nowrap}
.banner{background:var(--banner);border:1px solid #c99a2e;color:var(--banner-text);padding:.75rem 1rem;border-radius:.5rem;margin-bottom:1.5rem}
label{display:block;font-weight:600;margin-bottom:.5rem}
input{width:100%;box-sizing:border-box;font-size:1rem;padding:.75rem;border:1px solid var(--line);border-radius:.5rem;background:var(--bg);color:var(--text)}
input:focus,button:focus,a:focus{outline:3px solid var(--accent);outline-offset:2px}
button{margin-top:1rem;width:100%;font-size:1rem;padding:.75rem;border:0;border-radius:.5rem;background:#5b4596;color:#fff;cursor:pointer;min-height:44px}
a{color:var(--accent)}
.error{color:var(--error);margin:.5rem 0 0}
p.note{color:var(--note);font-size:.9rem}
</style></head>
<body><main>
${main}
</main></body></html>`;
}

function signInPage(action: string, error: string | null, email: string): string {
  return htmlPage(
    'Local development sign-in',
    `<h1 class="banner" role="status">Local development <span class="word">sign-in</span></h1>
<p class="note">This page stands in for the real identity provider on this machine. Any email address signs in as that account.</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}"${error ? ' aria-invalid="true" aria-describedby="email-error"' : ''} autofocus>
${error ? `<p id="email-error" class="error">${escapeHtml(error)}</p>` : ''}
<button type="submit">Sign in</button>
</form>`,
  );
}

/** A page that ends the sign-in: what went wrong, and the one link that goes on. */
function problemPage(title: string, message: string, link: { href: string; label: string }): string {
  return htmlPage(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
  );
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16 * 1024) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startLocalOidc(options: LocalOidcOptions): Promise<LocalOidc> {
  if (!isLoopback(options.host)) {
    throw new Error(`The local sign-in provider only listens on loopback, not on ${options.host}.`);
  }
  const store = new JsonFileStore<ProviderState>(
    options.dataDir ? join(options.dataDir, 'oidc-provider.json') : null,
    initialState,
  );
  const servers = await listenOnLoopback(options.port, options.host);
  const address = servers[0]!.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const issuer = `http://localhost:${port}`;

  const configuration: Configuration = {
    adapter: adapterFactory(store),
    clients: [
      {
        client_id: LOCAL_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        redirect_uris: [`${options.appOrigin}/api/callback`],
        post_logout_redirect_uris: [`${options.appOrigin}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [store.get().jwk as never] },
    cookies: { keys: [store.get().cookieKey] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    // Cognito puts the email in the ID token; so do we.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => {
      const email = store.get().emailsByAccount[sub];
      if (!email) return undefined;
      return { accountId: sub, claims: async () => ({ sub, email, email_verified: true }) };
    },
    // Revocation: Sign Out revokes the refresh token here as it does at Cognito's /oauth2/revoke.
    features: { devInteractions: { enabled: false }, revocation: { enabled: true } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // Like Cognito: a refresh token on every sign-in, not rotated, outliving the provider session.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: false,
    expiresWithSession: async () => false,
    ttl: {
      AccessToken: 3600,
      IdToken: 3600,
      AuthorizationCode: 300,
      Interaction: 3600,
      Session: 30 * DAY,
      Grant: 30 * DAY,
      RefreshToken: 30 * DAY,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = problemPage('Sign-in error', String(out.error_description ?? out.error), {
        href: `${options.appOrigin}/`,
        label: 'Back to the app',
      });
    },
  };
  const provider = new Provider(issuer, configuration);

  function accountFor(email: string): string {
    const existing = store.get().accountsByEmail[email];
    if (existing) return existing;
    const created = randomUUID();
    store.update((s) => {
      s.accountsByEmail[email] = created;
      s.emailsByAccount[created] = email;
    });
    return created;
  }
  function deleteAccount(email: string): boolean {
    const accountId = store.get().accountsByEmail[email];
    if (!accountId) return false;
    store.update((s) => {
      delete s.accountsByEmail[email];
      delete s.emailsByAccount[accountId];
      // Its grants, sessions and tokens: nothing it was given opens anything any more.
      for (const [k, e] of Object.entries(s.models)) if (e.payload.accountId === accountId) delete s.models[k];
    });
    return true;
  }
  const providerCallback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    const action = `/interaction/${uid}`;
    if (req.method !== 'POST') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(signInPage(action, null, ''));
      return;
    }
    const email = (await readForm(req)).get('email')?.trim().toLowerCase() ?? '';
    if (!EMAIL.test(email) || email.length > 254) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(signInPage(action, 'Enter a valid email address.', email));
      return;
    }
    const accountId = accountFor(email);
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(req.url?.split('?')[0] ?? '');
    if (!match) {
      providerCallback(req, res);
      return;
    }
    interaction(req, res, match[1]!).catch((error: unknown) => {
      if (res.headersSent) return res.end();
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        problemPage('This sign-in has expired', String((error as Error).message), {
          href: `${options.appOrigin}/api/login`,
          label: 'Start again',
        }),
      );
    });
  };
  for (const server of servers) server.on('request', onRequest);

  return {
    issuer,
    clientId: LOCAL_CLIENT_ID,
    accountFor,
    hasAccount: (email) => email in store.get().accountsByEmail,
    deleteAccount,
    close: () => closeServers(servers),
  };
}
