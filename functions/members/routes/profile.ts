/** Route group `profile`: the signed-in person's own persona, profile, notification settings and language. */
import { languageSchema, notificationPreferencesSchema, profileSchema } from '#shared/member-schemas.ts';
import { updateLanguage, updateNotificationPreferences, updateProfile } from '../workflows/account-changes.ts';
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

  'PATCH /api/user/language': async ({ caller, body }) => json(200, toUser(await updateLanguage(caller.user.id, parseBody(languageSchema, body)))),
});
