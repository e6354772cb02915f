/** The admin's Reports tab: reported posts, latest report first, and dismissing a post's reports. */
import { dismissReports, readReports } from '../../posts/workflows/report.ts';
import type { GroupImplementation } from '../../lib/handler.ts';
import { json, query } from '../../lib/http.ts';

export const reportRoutes: Pick<GroupImplementation<'admin'>, 'GET /api/admin/reports' | 'POST /api/admin/reports/{postId}/dismiss'> = {
  'GET /api/admin/reports': async ({ event, caller }) => json(200, await readReports(caller.user, query(event, 'before') || null)),

  'POST /api/admin/reports/{postId}/dismiss': async ({ params, caller }) => {
    await dismissReports(caller.user, params.postId);
    return json(200, { success: true });
  },
};
