/**
 * The API answers only through CloudFront. API Gateway's own address (execute-api in AWS; locally
 * the stack's stand-in for it, which adds no header) refuses a request without the secret origin
 * header, or with a wrong one, before anything runs; the stack's CloudFront part adds the header.
 */
import { describe, expect, inject, it } from 'vitest';
import { routes } from '#shared/routes.ts';
import type { Post } from '#shared/types/post.ts';
import type { UserStats } from '#shared/types/user.ts';
import { accountIn } from '../testing/personas.ts';
import { ORIGIN_VERIFY } from './config.ts';

const stack = inject('stack');
const REFUSED = { message: 'Forbidden', code: 'origin_not_verified' };

function direct(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  return fetch(`${stack.apiGatewayUrl}${path}`, {
    method,
    redirect: 'manual',
    headers: { origin: stack.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

describe('the origin header', () => {
  it('every route refuses a request that did not come through CloudFront', async () => {
    for (const route of routes) {
      const path = route.path.replace(/\{[^}]+\}/g, 'x');
      const response = await direct(route.method, path, {}, route.method === 'GET' ? undefined : {});
      expect(response.status, `${route.method} ${path}`).toBe(403);
      expect(await response.json(), `${route.method} ${path}`).toEqual(REFUSED);
    }
  });

  it('a member’s post without the header or with a wrong one is refused and stores nothing; with it, it is created', async () => {
    const member = await accountIn('approved');
    const cookie = ['session', 'sid'].map((name) => `${name}=${member.client.cookie(name)}`).join('; ');
    const post = (verify?: string) =>
      direct('POST', '/api/posts', { cookie, ...(verify === undefined ? {} : { [ORIGIN_VERIFY.header]: verify }) }, {
        content: 'Through the side door',
        type: 'reflection',
      });
    const right = stack.originVerifyValue;
    for (const wrong of [undefined, '', 'wrong', right.slice(0, -1), `${right}x`, right.toUpperCase()]) {
      const response = await post(wrong);
      expect(response.status, String(wrong)).toBe(403);
      expect(await response.json()).toEqual(REFUSED);
    }
    const stats = () => member.client.get<UserStats>(`/api/users/stats/${member.id}`);
    expect((await stats()).json.totalPosts).toBe(0);

    const created = await post(right);
    expect(created.status).toBe(201);
    expect(((await created.json()) as Post).content).toBe('Through the side door');
    expect((await stats()).json.totalPosts).toBe(1);
  });

  it('the stack’s CloudFront part adds the header to every /api request, whatever the browser sent', async () => {
    const { client } = await accountIn('approved');
    const response = await client.request('/api/auth/user', { headers: { [ORIGIN_VERIFY.header]: 'forged' } });
    expect(response.status).toBe(200);
  });
});
