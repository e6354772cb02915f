/** The Settings tab's auto-moderation: one set shared by every admin, each change in the admin log (issue 31 §3). */
import { moderationSettingsSchema } from '#shared/moderation-schemas.ts';
import { getModerationSettings, saveModerationSettings } from '../../posts/items/moderation-settings.ts';
import { parseBody, type GroupImplementation } from '../../lib/handler.ts';
import { json } from '../../lib/http.ts';

export const settingsRoutes: Pick<GroupImplementation<'admin'>, 'GET /api/admin/settings/moderation' | 'PUT /api/admin/settings/moderation'> = {
  'GET /api/admin/settings/moderation': async () => json(200, await getModerationSettings()),

  'PUT /api/admin/settings/moderation': async ({ body, caller }) =>
    json(200, await saveModerationSettings(caller.user, parseBody(moderationSettingsSchema, body))),
};
