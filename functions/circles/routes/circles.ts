/** Route group `circles`: creating circles, the circle lists, joining, leaving and the member list. */
import { createCircleSchema } from '#shared/circle-schemas.ts';
import {
  createCircle,
  getCircleView,
  joinCircle,
  leaveCircle,
  listCircleMembers,
  listMyCircles,
  listOtherCircles,
} from '../items/circle.ts';
import { markCircleNotificationsRead } from '../../lib/notifications.ts';
import { circleJoinNotice } from '../items/circle-join-notice.ts';
import { createGroupHandler, parseBody } from '../../lib/handler.ts';
import { json, query } from '../../lib/http.ts';

export const handler = createGroupHandler('circles', {
  // Discover New Circles: the ones the caller has not joined, a page at a time.
  'GET /api/circles': async ({ caller, event }) => json(200, await listOtherCircles(caller.user, query(event, 'cursor') || undefined)),

  'POST /api/circles': async ({ caller, body }) =>
    json(201, await createCircle(caller.user.id, parseBody(createCircleSchema, body))),

  'GET /api/circles/{id}': async ({ caller, params }) => json(200, await getCircleView(params.id, caller.user)),

  'GET /api/circles/{id}/members': async ({ caller, params }) => json(200, await listCircleMembers(params.id, caller.user.id)),

  // Both answer the circle as it now is, so the page updates its count and its member state at once.
  'POST /api/circles/{id}/join': async ({ caller, params }) => {
    await joinCircle(params.id, caller.user.id, new Date(), await circleJoinNotice(params.id, caller.user.id));
    return json(200, await getCircleView(params.id, caller.user));
  },

  'POST /api/circles/{id}/leave': async ({ caller, params }) => {
    await leaveCircle(params.id, caller.user.id);
    await markCircleNotificationsRead(caller.user.id, params.id);
    return json(200, await getCircleView(params.id, caller.user));
  },

  'GET /api/user/circles': async ({ caller }) => json(200, await listMyCircles(caller.user)),
});
