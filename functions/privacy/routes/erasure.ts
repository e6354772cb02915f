/**
 * Route group `erasure`: "Delete my account" (issue 15 §2, docs/erasure.md). The answer comes once
 * the member is gone for everyone; the rest is removed in the background (privacy/workflows/erasure.ts),
 * and this browser's cookies are cleared with the answer: the member is signed out at once.
 */
import { eraseAccountSchema } from '#shared/privacy-schemas.ts';
import { clearSessionCookies } from '../../lib/auth/session-cookies.ts';
import { startErasure } from '../workflows/erasure.ts';
import { createGroupHandler, parseBody } from '../../lib/handler.ts';
import { json } from '../../lib/http.ts';

export const handler = createGroupHandler('erasure', {
  'POST /api/user/erase': async ({ caller, body, event }) => {
    await startErasure(caller.user, parseBody(eraseAccountSchema, body));
    return json(200, { erased: true }, clearSessionCookies(event));
  },
});
