/**
 * The route table: every /api route, written once. The local server dispatches with it, the CDK
 * stack creates one Lambda per group and one API Gateway route per entry from it, and the
 * authorization test enumerates it. Paths use API Gateway's `{param}` syntax.
 */
import { decodePathSegment, isId } from './decode.ts';

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
  /** Bodies it reads besides JSON: 'multipart' also takes multipart/form-data (a recorded voice). Default: JSON only. */
  readonly accepts?: 'multipart';
}

export const routes = [
  // session: signing in and out (OpenID Connect); functions/session/
  { method: 'GET', path: '/api/login', group: 'session', access: 'public' },
  { method: 'GET', path: '/api/callback', group: 'session', access: 'public' },
  { method: 'GET', path: '/api/logout', group: 'session', access: 'public' },
  // The sign-out that the cross-site confirmation page posts (GET /api/logout only asks, then).
  { method: 'POST', path: '/api/logout', group: 'session', access: 'public' },
  { method: 'GET', path: '/api/auth/user', group: 'session', access: 'signed-in' },
  // Public because an expired ID token must still be renewable from the refresh cookie.
  { method: 'POST', path: '/api/auth/refresh-session', group: 'session', access: 'public' },

  // profile: the signed-in person's own persona and settings; functions/members/
  { method: 'POST', path: '/api/user/persona', group: 'profile', access: 'signed-in' },
  { method: 'PATCH', path: '/api/user/profile', group: 'profile', access: 'member' },
  { method: 'PATCH', path: '/api/user/notification-preferences', group: 'profile', access: 'member' },
  { method: 'PATCH', path: '/api/user/language', group: 'profile', access: 'member' },
  // The zone of the member's browser, sent by the app when it differs from the one kept (docs/decisions.md "The member's own day")
  { method: 'PATCH', path: '/api/user/time-zone', group: 'profile', access: 'member' },

  // sessions: the browsers a member is signed in on, and signing any of them out (issue 15 §3, docs/sessions.md)
  { method: 'GET', path: '/api/user/sessions', group: 'sessions', access: 'member' },
  { method: 'POST', path: '/api/user/sessions/{id}/sign-out', group: 'sessions', access: 'member' },
  { method: 'POST', path: '/api/user/sessions/sign-out-others', group: 'sessions', access: 'member' },

  // archive: "Download my data", prepared in the background and fetched through a short-lived link (issue 15 §1)
  { method: 'POST', path: '/api/user/archive', group: 'archive', access: 'member' },
  { method: 'GET', path: '/api/user/archive', group: 'archive', access: 'member' },
  { method: 'GET', path: '/api/user/archive/{id}/download', group: 'archive', access: 'member' },

  // erasure: "Delete my account", done in the background until nothing of the member is left (issue 15 §2)
  { method: 'POST', path: '/api/user/erase', group: 'erasure', access: 'member' },

  // members: the public persona list (the join page's referrer search) and avatar images
  { method: 'GET', path: '/api/members', group: 'members', access: 'public' },
  { method: 'GET', path: '/api/avatar/{avatarKey}', group: 'members', access: 'public' },

  // members, continued: members as other members see them
  { method: 'GET', path: '/api/users/approved', group: 'members', access: 'member' },
  { method: 'GET', path: '/api/users/profile/{userId}', group: 'members', access: 'member' },
  { method: 'GET', path: '/api/users/stats/{userId}', group: 'members', access: 'member' },
  { method: 'GET', path: '/api/users/posts/{userId}', group: 'members', access: 'member' },

  // uploads and previews: presigned uploads checked and cleaned by the server; YouTube oEmbed
  { method: 'POST', path: '/api/upload/presign', group: 'uploads', access: 'member' },
  { method: 'POST', path: '/api/upload/image', group: 'uploads', access: 'member' },
  { method: 'POST', path: '/api/upload/audio', group: 'uploads', access: 'member' },
  { method: 'POST', path: '/api/youtube/preview', group: 'previews', access: 'member' },

  // joining: joining (pre-registration and its referrer) and the Virtual Self Program
  { method: 'POST', path: '/api/pre-registration', group: 'joining', access: 'public' },
  { method: 'GET', path: '/api/pre-registration/referrals', group: 'joining', access: 'member' },
  { method: 'POST', path: '/api/pre-registration/{id}/referrer-decision', group: 'joining', access: 'member' },
  { method: 'POST', path: '/api/meditation-registration', group: 'joining', access: 'public' },

  // notifications
  { method: 'GET', path: '/api/notifications', group: 'notifications', access: 'member' },
  { method: 'GET', path: '/api/notifications/unread-count', group: 'notifications', access: 'member' },
  { method: 'GET', path: '/api/notifications/last-check', group: 'notifications', access: 'member' },
  { method: 'POST', path: '/api/notifications/{id}/read', group: 'notifications', access: 'member' },
  { method: 'POST', path: '/api/notifications/mark-all-read', group: 'notifications', access: 'member' },
  { method: 'POST', path: '/api/notifications/mark-post-read/{id}', group: 'notifications', access: 'member' },

  // invitations: the ways into a circle besides joining a public one — invitations (in the app
  // and by email) and requests to join, which the circle's creator admits or declines
  { method: 'GET', path: '/api/invitations/pending-count', group: 'invitations', access: 'member' },
  { method: 'GET', path: '/api/invitations', group: 'invitations', access: 'member' },
  { method: 'POST', path: '/api/invitations/{id}/respond', group: 'invitations', access: 'member' },
  { method: 'POST', path: '/api/circles/{id}/invite', group: 'invitations', access: 'member' },
  { method: 'POST', path: '/api/circles/{id}/invite-user', group: 'invitations', access: 'member' },
  { method: 'GET', path: '/api/circles/{id}/invitations', group: 'invitations', access: 'member' },
  { method: 'POST', path: '/api/circles/{id}/join-requests', group: 'invitations', access: 'member' },
  { method: 'GET', path: '/api/circles/{id}/join-requests', group: 'invitations', access: 'member' },
  { method: 'POST', path: '/api/circles/{id}/join-requests/{userId}/admit', group: 'invitations', access: 'member' },
  { method: 'POST', path: '/api/circles/{id}/join-requests/{userId}/decline', group: 'invitations', access: 'member' },

  // posts: the feed, search, posts and replies
  { method: 'GET', path: '/api/posts', group: 'posts', access: 'member' },
  { method: 'GET', path: '/api/posts/search', group: 'posts', access: 'member' },
  { method: 'GET', path: '/api/posts/{id}', group: 'posts', access: 'member' },
  { method: 'GET', path: '/api/posts/{id}/replies', group: 'posts', access: 'member' },
  { method: 'POST', path: '/api/posts', group: 'posts', access: 'member' },
  { method: 'DELETE', path: '/api/posts/{id}', group: 'posts', access: 'member' },
  { method: 'POST', path: '/api/posts/{id}/report', group: 'posts', access: 'member' },
  // Whether the post's words may show in its shared link's preview (issue 15 §4): its author's choice.
  { method: 'PATCH', path: '/api/posts/{id}/share-words', group: 'posts', access: 'member' },

  // circles: creating, joining and leaving circles, and their members
  { method: 'GET', path: '/api/circles', group: 'circles', access: 'member' },
  { method: 'POST', path: '/api/circles', group: 'circles', access: 'member' },
  { method: 'GET', path: '/api/circles/{id}', group: 'circles', access: 'member' },
  { method: 'GET', path: '/api/circles/{id}/members', group: 'circles', access: 'member' },
  { method: 'POST', path: '/api/circles/{id}/join', group: 'circles', access: 'member' },
  { method: 'POST', path: '/api/circles/{id}/leave', group: 'circles', access: 'member' },
  { method: 'GET', path: '/api/user/circles', group: 'circles', access: 'member' },

  // discover: what is moving in the community now
  { method: 'GET', path: '/api/discover/trending', group: 'discover', access: 'member' },

  // reactions
  { method: 'POST', path: '/api/reactions', group: 'reactions', access: 'member' },

  // messages: direct messages between two members, sealed at rest (docs/messages-encryption.md)
  { method: 'POST', path: '/api/messages', group: 'messages', access: 'member' },
  { method: 'GET', path: '/api/conversations', group: 'messages', access: 'member' },
  { method: 'GET', path: '/api/conversations/{id}/messages', group: 'messages', access: 'member' },
  { method: 'POST', path: '/api/conversations/{id}/messages', group: 'messages', access: 'member' },
  // Opening a thread marks it read: a POST of its own, so the GET above stays pure.
  { method: 'POST', path: '/api/conversations/{id}/read', group: 'messages', access: 'member' },

  // push: Web Push subscriptions, one per browser that opted in (docs/web-push.md)
  { method: 'GET', path: '/api/push/public-key', group: 'push', access: 'member' },
  { method: 'POST', path: '/api/push/subscriptions', group: 'push', access: 'member' },
  { method: 'POST', path: '/api/push/subscriptions/remove', group: 'push', access: 'member' },

  // journal: a member's private entries, sealed at rest; nobody else's, admins included (docs/messages-encryption.md)
  { method: 'GET', path: '/api/journal', group: 'journal', access: 'member' },
  { method: 'POST', path: '/api/journal', group: 'journal', access: 'member' },
  { method: 'PUT', path: '/api/journal/{id}', group: 'journal', access: 'member' },
  { method: 'DELETE', path: '/api/journal/{id}', group: 'journal', access: 'member' },
  // beyond the spec: one entry, opened for this call only, reflected on by the guide and stored nowhere (docs/ai-guru.md)
  { method: 'POST', path: '/api/journal/{id}/reflect', group: 'journal', access: 'member' },

  // ai-guru: the AI guide, its history and sharing an exchange as a post (docs/ai-guru.md)
  { method: 'GET', path: '/api/ai-guru/daily-wisdom', group: 'ai-guru', access: 'member' },
  { method: 'GET', path: '/api/ai-guru/personalized', group: 'ai-guru', access: 'member' },
  { method: 'GET', path: '/api/ai-guru/conversations', group: 'ai-guru', access: 'member' },
  { method: 'GET', path: '/api/ai-guru/export', group: 'ai-guru', access: 'member' },
  { method: 'POST', path: '/api/ai-guru/share/{id}', group: 'ai-guru', access: 'member' },
  { method: 'POST', path: '/api/ai-guru/share-chat', group: 'ai-guru', access: 'member' },
  { method: 'POST', path: '/api/ai-guru/audio-response', group: 'ai-guru', access: 'member' },
  { method: 'POST', path: '/api/ai-guru/transcribe', group: 'ai-guru', access: 'member', accepts: 'multipart' },

  // ai-guru-stream: asking the guide, its answer streamed as it is written (docs/ai-guru.md)
  { method: 'POST', path: '/api/ai-guru/question', group: 'ai-guru-stream', access: 'member' },

  // guidelines: what the Community Guidelines page shows signed out: whom to write to with a complaint, and the help lines
  { method: 'GET', path: '/api/community/contact', group: 'guidelines', access: 'public' },

  // share: the public link to a post (Open Graph page, then on to the post)
  { method: 'GET', path: '/api/share/post/{id}', group: 'share', access: 'public' },

  // admin
  { method: 'GET', path: '/api/admin/stats', group: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/users', group: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/users/pending', group: 'admin', access: 'admin' },
  { method: 'POST', path: '/api/admin/users/{id}/approve', group: 'admin', access: 'admin' },
  { method: 'POST', path: '/api/admin/users/{id}/reject', group: 'admin', access: 'admin' },
  { method: 'POST', path: '/api/admin/users/{id}/suspend', group: 'admin', access: 'admin' },
  { method: 'POST', path: '/api/admin/users/{id}/reinstate', group: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/pre-registration', group: 'admin', access: 'admin' },
  { method: 'POST', path: '/api/admin/pre-registration/{id}/approve', group: 'admin', access: 'admin' },
  { method: 'POST', path: '/api/admin/pre-registration/{id}/reject', group: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/meditation-registrations', group: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/export', group: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/log', group: 'admin', access: 'admin' },
  { method: 'PUT', path: '/api/admin/meditation-registrations/{id}', group: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/posts', group: 'admin', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/posts/{id}', group: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/reports', group: 'admin', access: 'admin' },
  { method: 'POST', path: '/api/admin/reports/{postId}/dismiss', group: 'admin', access: 'admin' },
  // Auto-moderation's settings, one set shared by every admin (issue 31 §3)
  { method: 'GET', path: '/api/admin/settings/moderation', group: 'admin', access: 'admin' },
  { method: 'PUT', path: '/api/admin/settings/moderation', group: 'admin', access: 'admin' },
  // Needs care: posts whose words signalled crisis, until an admin has looked after them (docs/care.md)
  { method: 'GET', path: '/api/admin/care', group: 'admin', access: 'admin' },
  { method: 'POST', path: '/api/admin/care/{postId}/looked-after', group: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/circles', group: 'admin', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/circles/{id}', group: 'admin', access: 'admin' },
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];
export type RouteGroup = Route['group'];

/** The names of a path's `{name}` segments: '/api/circles/{id}/join-requests/{userId}/admit' gives 'id' | 'userId'. */
type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/**
 * What a route's handler reads of its path: exactly the path's parameters, each present (compilePath
 * reads the same `{name}` segments, and routeOf answers 400 or 404 before a handler runs otherwise).
 */
export type PathParams<Path extends string> = { readonly [Name in PathParamNames<Path>]: string };

export const routeKey = (route: Pick<RouteDef, 'method' | 'path'>): string =>
  `${route.method} ${route.path}`;

export const routeGroups: readonly RouteGroup[] = [...new Set(routes.map((r) => r.group))];

export const routesOfGroup = (group: RouteGroup): readonly Route[] =>
  routes.filter((r) => r.group === group);

/** Whether every decoded path parameter has the shape of an id (routeOf answers 404 otherwise). */
export const areIds = (params: Record<string, string>): boolean => Object.values(params).every(isId);

/**
 * Turns `/api/posts/{id}` into a matcher that yields `{ id }` for `/api/posts/42`, null for a path of
 * another shape, and 'malformed' for one of this shape whose parameter is no segment decodePathSegment
 * accepts (a 400 with MALFORMED_PATH, never a throw). Like API Gateway's own matching, it takes any
 * decodable segment: whether that names an id is areIds' question.
 */
export function compilePath(path: string): (actual: string) => Record<string, string> | 'malformed' | null {
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
    for (const [i, name] of names.entries()) {
      const value = decodePathSegment(m[i + 1] ?? '');
      if (value === null) return 'malformed';
      params[name] = value;
    }
    return params;
  };
}
