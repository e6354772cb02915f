import { personaSchema } from '#shared/member-schemas.ts';
import { isPreApproved } from '../../joining/items/join-request.ts';
import { completePersona } from '../workflows/account-changes.ts';
import { toUser } from '../../lib/account.ts';
import { parseBody, type RouteRequest } from '../../lib/handler.ts';
import { type Caller } from '../../lib/caller.ts';
import { json } from '../../lib/http.ts';

/**
 * POST /api/user/persona: onboarding, validated with the same schema the form uses. Someone whose
 * join request an admin approved is approved as soon as the persona exists.
 */
export async function createPersona({ caller, body }: RouteRequest<Caller>) {
  const persona = parseBody(personaSchema, body);
  const user = await completePersona(caller.user.id, persona, await isPreApproved(caller.user.email));
  return json(200, toUser(user));
}
