/** Route group `user`: the signed-in person's own account. */
import { createGroupHandler } from '../lib/handler.ts';
import { createPersona } from './create-persona.ts';

export const handler = createGroupHandler('user', {
  'POST /api/user/persona': createPersona,
});
