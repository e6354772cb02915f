/**
 * What a browser's session still opens, asked from outside it: its cookies copied into a client of
 * their own (as someone who copied them would), and the identity provider asked directly about its
 * refresh token. Sign Out, signing a browser out from the Privacy tab, suspension and erasure all
 * promise that both say no.
 */
import { inject } from 'vitest';
import type { TestClient } from './api-client.ts';
import { newClient } from './personas.ts';

/** The cookies that make a browser signed in (the readable signed-in hint aside). */
export const SESSION_COOKIES = ['session', 'refresh', 'sid'] as const;

/** The cookies a browser held, in a client of their own; a missing one is a test's mistake, said at once. */
export function copyOfCookies(client: TestClient): TestClient {
  const copy = newClient();
  for (const name of SESSION_COOKIES) {
    const value = client.cookie(name);
    if (!value) throw new Error(`the browser holds no ${name} cookie to copy`);
    copy.setCookie(name, value);
  }
  return copy;
}

/** What copied cookies still open: the member's own record, and a renewed session. */
export async function replay(copy: TestClient): Promise<[number, number]> {
  const user = (await copy.fork().get('/api/auth/user')).status;
  const refreshed = (await copy.fork().send('POST', '/api/auth/refresh-session')).status;
  return [user, refreshed];
}

/** Asks the identity provider itself whether a refresh token still works: 200 it does, 400 revoked. */
export async function providerRefresh(refreshToken: string): Promise<number> {
  const { issuer } = inject('stack');
  const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as { token_endpoint: string };
  const response = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: process.env.OIDC_CLIENT_ID! }),
  });
  await response.body?.cancel();
  return response.status;
}
