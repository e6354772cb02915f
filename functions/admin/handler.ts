/** Route group `admin`: membership review, the stats row and Virtual Self Program registrations. */
import { meditationStatusSchema } from '#shared/schemas.ts';
import type { AdminStats, AdminUser } from '#shared/types/admin.ts';
import { USER_STATUSES, type UserStatus } from '#shared/types/user.ts';
import { grantLoginAccess } from '../lib/auth/login-access.ts';
import { decideAsAdmin, getJoinRequest, listJoinRequestsByStatus, toAdminJoinRequest } from '../lib/entities/join-request.ts';
import { listMeditationRegistrations, setMeditationStatus } from '../lib/entities/meditation.ts';
import { endSessionsOf } from '../lib/entities/session.ts';
import { readStats } from '../lib/entities/stats.ts';
import {
  approveUser,
  listUsersByStatus,
  reinstateUser,
  rejectUser,
  suspendUser,
  toUser,
  type UserItem,
} from '../lib/entities/user.ts';
import { notFound } from '../lib/errors.ts';
import { createGroupHandler, parseBody } from '../lib/handler.ts';
import { json } from '../lib/http.ts';

const toAdminUser = (item: UserItem): AdminUser => ({ ...toUser(item), status: item.status });

async function usersIn(statuses: readonly UserStatus[]): Promise<AdminUser[]> {
  const lists = await Promise.all(statuses.map(listUsersByStatus));
  return lists
    .flat()
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(toAdminUser);
}

export const handler = createGroupHandler('admin', {
  'GET /api/admin/stats': async () => {
    const s = await readStats();
    const stats: AdminStats = {
      totalUsers: USER_STATUSES.reduce((sum, status) => sum + s[`users_${status}`], 0),
      approvedUsers: s.users_approved + s.users_preapproved,
      pendingUsers: s.users_onboarding + s.users_pending,
      totalPosts: s.posts,
      totalCircles: s.circles,
      activeUsers: s.users_approved,
    };
    return json(200, stats);
  },

  'GET /api/admin/users': async () => json(200, await usersIn(USER_STATUSES)),

  // Awaiting approval: with or without a persona yet (the latter carry the Not Onboarded badge).
  'GET /api/admin/users/pending': async () => json(200, await usersIn(['pending', 'onboarding'])),

  'POST /api/admin/users/{id}/approve': async ({ params }) => json(200, toAdminUser(await approveUser(params.id!))),
  'POST /api/admin/users/{id}/reject': async ({ params }) => json(200, toAdminUser(await rejectUser(params.id!))),
  // Suspension signs the member out everywhere at once; signing in again shows the suspended screen.
  'POST /api/admin/users/{id}/suspend': async ({ params }) => {
    const user = await suspendUser(params.id!);
    await endSessionsOf(user.id);
    return json(200, toAdminUser(user));
  },
  'POST /api/admin/users/{id}/reinstate': async ({ params }) => json(200, toAdminUser(await reinstateUser(params.id!))),

  'GET /api/admin/pre-registration': async () =>
    json(200, await Promise.all((await listJoinRequestsByStatus('awaiting_admin')).map(toAdminJoinRequest))),

  'POST /api/admin/pre-registration/{id}/approve': async ({ params }) => {
    const request = await getJoinRequest(params.id!);
    if (!request) throw notFound('Join request not found');
    // Login access first: if that fails nothing is decided, and the admin can simply try again.
    if (request.status === 'awaiting_admin') await grantLoginAccess(request.email);
    return json(200, await toAdminJoinRequest(await decideAsAdmin(request.id, true)));
  },

  'POST /api/admin/pre-registration/{id}/reject': async ({ params }) =>
    json(200, await toAdminJoinRequest(await decideAsAdmin(params.id!, false))),

  'GET /api/admin/meditation-registrations': async () => json(200, await listMeditationRegistrations()),

  'PUT /api/admin/meditation-registrations/{id}': async ({ params, body }) =>
    json(200, await setMeditationStatus(params.id!, parseBody(meditationStatusSchema, body).status)),
});
