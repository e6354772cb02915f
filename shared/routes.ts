/**
 * The route table: every /api route, written once. The local server dispatches with it, the CDK
 * stack creates one Lambda per group and one API Gateway route per entry from it, and the
 * authorization test enumerates it. Paths use API Gateway's `{param}` syntax.
 */

export type Access =
  /** Anyone, signed in or not. */
  | 'public'
  /** Any signed-in account, whatever its membership state (onboarding, waiting, suspended). */
  | 'signed-in'
  /** Onboarded, approved and not suspended. */
  | 'member'
  /** A member whose account is an admin. */
  | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  readonly method: HttpMethod;
  readonly path: string;
  readonly group: string;
  readonly access: Access;
}

export const routes = [
  // auth: the OpenID Connect session
  { method: 'GET', path: '/api/login', group: 'auth', access: 'public' },
  { method: 'GET', path: '/api/callback', group: 'auth', access: 'public' },
  { method: 'GET', path: '/api/logout', group: 'auth', access: 'public' },
  { method: 'GET', path: '/api/auth/user', group: 'auth', access: 'signed-in' },
  // Public because an expired ID token must still be renewable from the refresh cookie.
  { method: 'POST', path: '/api/auth/refresh-session', group: 'auth', access: 'public' },

  // user: the signed-in person's own account
  { method: 'POST', path: '/api/user/persona', group: 'user', access: 'signed-in' },

  // notifications
  { method: 'GET', path: '/api/notifications/unread-count', group: 'notifications', access: 'member' },

  // invitations
  { method: 'GET', path: '/api/invitations/pending-count', group: 'invitations', access: 'member' },
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];
export type RouteGroup = Route['group'];
export type RouteKey = `${Route['method']} ${Route['path']}`;
export type RouteKeyOf<G extends RouteGroup> = Extract<Route, { group: G }> extends infer R
  ? R extends Route
    ? `${R['method']} ${R['path']}`
    : never
  : never;

export const routeKey = (route: Pick<RouteDef, 'method' | 'path'>): string =>
  `${route.method} ${route.path}`;

export const routeGroups: readonly RouteGroup[] = [...new Set(routes.map((r) => r.group))];

export const routesOfGroup = (group: RouteGroup): readonly Route[] =>
  routes.filter((r) => r.group === group);

/** Turns `/api/posts/{id}` into a matcher that yields `{ id }` for `/api/posts/42`. */
export function compilePath(path: string): (actual: string) => Record<string, string> | null {
  const names: string[] = [];
  const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const re = new RegExp(`^${pattern}$`);
  return (actual) => {
    const m = re.exec(actual);
    if (!m) return null;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] = decodeURIComponent(m[i + 1] ?? '');
    });
    return params;
  };
}
