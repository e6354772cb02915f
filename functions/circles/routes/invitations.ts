/**
 * Route group `invitations`: the ways into a circle besides joining a public one — invitations (in
 * the app and by address) and requests to join a private circle, which its creator answers.
 */
import { respondToInvitationSchema } from '#shared/circle-schemas.ts';
import { getCircleView, requireCircleMember } from '../items/circle.ts';
import { admitJoinRequest, declineJoinRequest, listJoinRequests, requestToJoin } from '../workflows/circle-join-request.ts';
import { getInvitation, listCircleInvitations, listInvitationsOf, respondToInvitation } from '../items/invitation.ts';
import { toCircleInvitations, toInvitations } from '../items/invitation-view.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { createGroupHandler, parseBody } from '../../lib/handler.ts';
import { json } from '../../lib/http.ts';
import { inviteByEmailRoute, inviteUserRoute } from './invite.ts';

const alreadyResponded = () => conflict('You have already responded to this invitation.', 'already_responded');

export const handler = createGroupHandler('invitations', {
  // The counter is kept on the user item on write; the gate has already read that item.
  'GET /api/invitations/pending-count': async ({ caller }) =>
    json(200, { count: caller.user.pendingInvitationCount ?? 0 }),

  'GET /api/invitations': async ({ caller }) => json(200, await toInvitations(await listInvitationsOf(caller.user.id))),

  // Only the invitee finds the invitation: anyone else's id is as unknown as a made-up one.
  'POST /api/invitations/{id}/respond': async ({ caller, params, body }) => {
    const { status } = parseBody(respondToInvitationSchema, body);
    const invitation = await getInvitation(caller.user.id, params.id);
    if (!invitation) throw notFound('Invitation not found', 'invitation_not_found');
    if (invitation.status !== 'pending') throw alreadyResponded();
    const settled = await respondToInvitation(caller.user.id, invitation, status);
    if (!settled) throw alreadyResponded();
    const [answer] = await toInvitations([settled]);
    return json(200, answer);
  },

  'POST /api/circles/{id}/invite': inviteByEmailRoute,

  'POST /api/circles/{id}/invite-user': inviteUserRoute,

  'GET /api/circles/{id}/invitations': async ({ caller, params }) => {
    await requireCircleMember(params.id, caller.user.id);
    return json(200, await toCircleInvitations(await listCircleInvitations(params.id)));
  },

  // Asking, admitting and declining answer the circle as it now is, as joining and leaving do.
  'POST /api/circles/{id}/join-requests': async ({ caller, params }) => {
    await requestToJoin(params.id, caller.user);
    return json(201, await getCircleView(params.id, caller.user));
  },

  'GET /api/circles/{id}/join-requests': async ({ caller, params }) => json(200, await listJoinRequests(params.id, caller.user.id)),

  'POST /api/circles/{id}/join-requests/{userId}/admit': async ({ caller, params }) => {
    await admitJoinRequest(params.id, caller.user.id, params.userId);
    return json(200, await getCircleView(params.id, caller.user));
  },

  'POST /api/circles/{id}/join-requests/{userId}/decline': async ({ caller, params }) => {
    await declineJoinRequest(params.id, caller.user.id, params.userId);
    return json(200, await getCircleView(params.id, caller.user));
  },
});
