/** Route group `profile`: the signed-in person's own persona, profile, notification settings, language and time zone. */
import { languageSchema, notificationPreferencesSchema, profileSchema, timeZoneSchema } from '#shared/member-schemas.ts';
import { updateNotificationPreferences, updateOwnSetting, updateProfile } from '../workflows/account-changes.ts';
import { toUser } from '../../lib/account.ts';
import { createGroupHandler, parseBody } from '../../lib/handler.ts';
import { json } from '../../lib/http.ts';
import { createPersona } from './create-persona.ts';

export const handler = createGroupHandler('profile', {
  'POST /api/user/persona': createPersona,

  'PATCH /api/user/profile': async ({ caller, body }) =>
    json(200, toUser(await updateProfile(caller.user.id, parseBody(profileSchema, body)))),

  'PATCH /api/user/notification-preferences': async ({ caller, body }) =>
    json(200, toUser(await updateNotificationPreferences(caller.user.id, parseBody(notificationPreferencesSchema, body)))),

  'PATCH /api/user/language': async ({ caller, body }) => json(200, toUser(await updateOwnSetting(caller.user.id, parseBody(languageSchema, body)))),
  'PATCH /api/user/time-zone': async ({ caller, body }) =>
    json(200, toUser(await updateOwnSetting(caller.user.id, parseBody(timeZoneSchema, body)))),
});
