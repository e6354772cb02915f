/** GET /api/admin/log: the admin log, newest first, a page at a time. No route changes it. */
import { idOfCreatedSk } from '../../lib/db/keys.ts';
import { readAdminLog } from '../../lib/admin-log.ts';
import { badRequest } from '../../lib/errors.ts';
import type { GroupImplementation } from '../../lib/handler.ts';
import { json, query } from '../../lib/http.ts';

export const logRoutes: Pick<GroupImplementation<'admin'>, 'GET /api/admin/log'> = {
  'GET /api/admin/log': async ({ event }) => {
    // A cursor is the sort key of the last entry shown: `<at>#<id>` (lib/admin-log.ts).
    const before = query(event, 'before') ?? null;
    if (before !== null && !idOfCreatedSk(before)) throw badRequest('Invalid cursor', 'invalid_cursor');
    return json(200, await readAdminLog(before));
  },
};
