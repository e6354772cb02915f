/** Route group `invitations`. */
import { createGroupHandler } from '../lib/handler.ts';
import { json } from '../lib/http.ts';

export const handler = createGroupHandler('invitations', {
  // The counter is kept on the user item on write; the gate has already read that item.
  'GET /api/invitations/pending-count': async ({ caller }) =>
    json(200, { count: caller.user.pendingInvitationCount ?? 0 }),
});
