/**
 * Route group `admin`: membership review, the stats row and Virtual Self Program registrations; each
 * tab's own routes in their modules. Every action writes its admin log entry (lib/admin-log.ts).
 */
import { meditationStatusSchema } from '#shared/meditation-schemas.ts';
import type { AdminStats } from '#shared/types/admin.ts';
import { USER_STATUSES } from '#shared/types/user.ts';
import { grantLoginAccess } from '../../lib/auth/login-access.ts';
import { decideAsAdmin, getJoinRequest, listJoinRequestsByStatus, toAdminJoinRequest } from '../../joining/items/join-request.ts';
import { listMeditationRegistrations, setMeditationStatus } from '../../meditation/items/meditation.ts';
import { endSessionsOf } from '../../lib/auth/session.ts';
import { readStats } from '../../lib/stats.ts';
import { approveUser, reinstateUser, rejectUser, suspendUser } from '../../members/workflows/account-changes.ts';
import { notFound } from '../../lib/errors.ts';
import { createGroupHandler, parseBody } from '../../lib/handler.ts';
import { careRoutes } from './care.ts';
import { circleRoutes } from './circles.ts';
import { exportRoutes } from './export.ts';
import { logRoutes } from './log.ts';
import { postRoutes } from './posts.ts';
import { reportRoutes } from './reports.ts';
import { settingsRoutes } from './settings.ts';
import { json } from '../../lib/http.ts';
import { toAdminUser, usersIn } from './users.ts';

export const handler = createGroupHandler('admin', {
  ...postRoutes,
  ...circleRoutes,
  ...exportRoutes,
  ...logRoutes,
  ...reportRoutes,
  ...settingsRoutes,
  ...careRoutes,
  // Active: accounts seen signed in within the last ADMIN_STATS_DAYS UTC days (docs/decisions.md).
  'GET /api/admin/stats': async () => {
    const { totals: s, daily, activeInWindow } = await readStats();
    const stats: AdminStats = {
      totalUsers: USER_STATUSES.reduce((sum, status) => sum + s[`users_${status}`], 0),
      approvedUsers: s.users_approved + s.users_preapproved,
      pendingUsers: s.users_onboarding + s.users_pending,
      totalPosts: s.posts,
      totalCircles: s.circles,
      activeUsers: activeInWindow,
      daily,
    };
    return json(200, stats);
  },

  'GET /api/admin/users': async () => json(200, await usersIn(USER_STATUSES)),

  // Awaiting approval: with or without a persona yet (the latter carry the Not Onboarded badge).
  'GET /api/admin/users/pending': async () => json(200, await usersIn(['pending', 'onboarding'])),

  'POST /api/admin/users/{id}/approve': async ({ params, caller }) => json(200, toAdminUser(await approveUser(params.id, caller.user))),
  'POST /api/admin/users/{id}/reject': async ({ params, caller }) => json(200, toAdminUser(await rejectUser(params.id, caller.user))),
  // Suspension signs the member out everywhere at once; signing in again shows the suspended screen.
  'POST /api/admin/users/{id}/suspend': async ({ params, caller }) => {
    const user = await suspendUser(params.id, caller.user);
    await endSessionsOf(user.id);
    return json(200, toAdminUser(user));
  },
  'POST /api/admin/users/{id}/reinstate': async ({ params, caller }) =>
    json(200, toAdminUser(await reinstateUser(params.id, caller.user))),

  'GET /api/admin/pre-registration': async () =>
    json(200, await Promise.all((await listJoinRequestsByStatus('awaiting_admin')).map(toAdminJoinRequest))),

  'POST /api/admin/pre-registration/{id}/approve': async ({ params, caller }) => {
    const request = await getJoinRequest(params.id);
    if (!request) throw notFound('Join request not found');
    // Login access first: if that fails nothing is decided, and the admin can simply try again.
    if (request.status === 'awaiting_admin') await grantLoginAccess(request.email);
    return json(200, await toAdminJoinRequest(await decideAsAdmin(request.id, true, caller.user)));
  },

  'POST /api/admin/pre-registration/{id}/reject': async ({ params, caller }) =>
    json(200, await toAdminJoinRequest(await decideAsAdmin(params.id, false, caller.user))),

  'GET /api/admin/meditation-registrations': async () => json(200, await listMeditationRegistrations()),

  'PUT /api/admin/meditation-registrations/{id}': async ({ params, body, caller }) =>
    json(200, await setMeditationStatus(params.id, parseBody(meditationStatusSchema, body).status, caller.user)),
});
