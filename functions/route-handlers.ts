/**
 * Where each route group's Lambda handler lives: `functions/<domain>/routes/<group>.ts`. A domain
 * (the web's feature and the specification's section) may serve several groups; the groups are
 * shared/routes.ts's. The CDK stack, the bundle benchmark, `npm start` and the in-process test API
 * all find a group's entry here, so a handler moves with one line.
 */
import type { RouteGroup } from '#shared/routes.ts';

export const DOMAIN_OF_GROUP = {
  session: 'session',
  profile: 'members',
  members: 'members',
  sessions: 'privacy',
  archive: 'privacy',
  erasure: 'privacy',
  uploads: 'media',
  previews: 'posts',
  posts: 'posts',
  reactions: 'posts',
  share: 'posts',
  joining: 'joining',
  notifications: 'notifications',
  push: 'notifications',
  invitations: 'circles',
  circles: 'circles',
  discover: 'discover',
  messages: 'messages',
  journal: 'journal',
  'ai-guru': 'ai-guru',
  'ai-guru-stream': 'ai-guru',
  guidelines: 'guidelines',
  admin: 'admin',
} as const satisfies Record<RouteGroup, string>;

/** The stream worker is no route group: it runs the background steps (functions/streams/). */
export type FunctionName = RouteGroup | 'streams';

/** The handler's file, relative to the repository root. */
export const handlerFile = (name: FunctionName): string =>
  name === 'streams' ? 'functions/streams/handler.ts' : `functions/${DOMAIN_OF_GROUP[name]}/routes/${name}.ts`;
