/**
 * POST /api/circles/{id}/invite-user (a member chosen in the invite dialog) and /invite (an
 * address). Only the circle's members invite. An address answers the same whoever it belongs to,
 * and the circle sees only that one was sent (docs/decisions.md "An address never tells").
 */
import { inviteByEmailSchema, inviteUserSchema } from '#shared/circle-schemas.ts';
import type { InvitationSent } from '#shared/types/invitation.ts';
import { TransactionCancelled } from '../../lib/db/transact.ts';
import { changeMembership, notACircleMember, requireCircleMember } from '../items/circle.ts';
import { addressInvitationWrites, inviteMember } from '../items/invitation.ts';
import { getUserItem } from '../../lib/account.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { parseBody, type RouteRequest } from '../../lib/handler.ts';
import { type Caller } from '../../lib/caller.ts';
import { json } from '../../lib/http.ts';
import { appOrigin } from '../../lib/origin.ts';

const SENT: InvitationSent = { sent: true };

export async function inviteUserRoute({ caller, params, body }: RouteRequest<Caller, '/api/circles/{id}/invite-user'>) {
  const input = parseBody(inviteUserSchema, body);
  const circle = await requireCircleMember(params.id, caller.user.id);
  const invitee = await getUserItem(input.inviteeUserId);
  if (invitee?.status !== 'approved') throw notFound('User not found');
  const outcome = await inviteMember(invitee, { circle, inviter: caller.user, message: input.message, now: new Date(), byAddress: false });
  if (outcome === 'already_member') throw conflict('This member is already in the circle.', 'already_member');
  return json(201, SENT);
}

/**
 * Every address takes the same reads and writes here: the circle and the inviter's membership, then
 * one transaction of the same two items (the record the circle sees, the outbox item). Whose the
 * address is, the invitation and the mail are the stream worker's (circles/workflows/address-invitation.ts),
 * after the answer, so neither the answer nor its time can tell one kind of address from another.
 */
export async function inviteByEmailRoute({ event, caller, params, body }: RouteRequest<Caller, '/api/circles/{id}/invite'>) {
  const { email, message } = parseBody(inviteByEmailSchema, body);
  const circle = await requireCircleMember(params.id, caller.user.id);
  const cancelled = await changeMembership(addressInvitationWrites(circle, caller.user, email, message, appOrigin(event), new Date()));
  if (cancelled?.failed.has('inviter')) throw notACircleMember();
  if (cancelled) throw new TransactionCancelled('address invitation', cancelled);
  return json(201, SENT);
}
