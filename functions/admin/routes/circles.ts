/** The admin's Circles tab: every circle, a page at a time, and deleting one (circle-deletion.ts). */
import { deleteCircle } from '../workflows/circle-deletion.ts';
import { listCirclesForAdmin } from '../../circles/items/circle.ts';
import type { GroupImplementation } from '../../lib/handler.ts';
import { json, query } from '../../lib/http.ts';

export const circleRoutes: Pick<GroupImplementation<'admin'>, 'GET /api/admin/circles' | 'DELETE /api/admin/circles/{id}'> = {
  'GET /api/admin/circles': async ({ event }) => json(200, await listCirclesForAdmin(query(event, 'before') ?? null)),

  'DELETE /api/admin/circles/{id}': async ({ params, caller }) => {
    await deleteCircle(caller.user, params.id);
    return json(200, { success: true });
  },
};
