/** The Reports tab's Needs care list: posts whose words signalled crisis, and marking one looked after (docs/care.md). */
import { markLookedAfter, readNeedsCare } from '../workflows/care.ts';
import type { GroupImplementation } from '../../lib/handler.ts';
import { json, query } from '../../lib/http.ts';

export const careRoutes: Pick<GroupImplementation<'admin'>, 'GET /api/admin/care' | 'POST /api/admin/care/{postId}/looked-after'> = {
  'GET /api/admin/care': async ({ event, caller }) => json(200, await readNeedsCare(caller.user, query(event, 'before') || null)),

  'POST /api/admin/care/{postId}/looked-after': async ({ params, caller }) => {
    await markLookedAfter(caller.user, params.postId);
    return json(200, { success: true });
  },
};
