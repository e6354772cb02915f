/** Route group `reactions`: weighted reactions on posts. */
import { reactionSchema } from '#shared/post-schemas.ts';
import { react } from '../workflows/reacting.ts';
import { createGroupHandler, parseBody } from '../../lib/handler.ts';
import { json } from '../../lib/http.ts';

export const handler = createGroupHandler('reactions', {
  'POST /api/reactions': async ({ caller, body }) => {
    const { postId, type, value } = parseBody(reactionSchema, body);
    await react(caller.user, postId, type, value);
    return json(200, { postId, type, value });
  },
});
