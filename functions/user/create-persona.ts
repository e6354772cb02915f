import { personaSchema } from '../../shared/schemas.ts';
import { completePersona, toUser } from '../lib/entities/user.ts';
import { parseBody, type RouteRequest, type Caller } from '../lib/handler.ts';
import { json } from '../lib/http.ts';

/** POST /api/user/persona: onboarding. Validated with the same schema the form uses. */
export async function createPersona({ caller, body }: RouteRequest<Caller>) {
  const persona = parseBody(personaSchema, body);
  const user = await completePersona(caller.user.id, persona);
  return json(200, toUser(user));
}
