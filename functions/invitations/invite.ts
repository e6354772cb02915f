/**
 * POST /api/circles/{id}/invite-user (a member chosen in the invite dialog) and /invite (an
 * address). Only the circle's members invite. An address answers exactly as a member's would
 * (docs/decisions.md): an approved member's is an invitation in the app, any other is stored for
 * whoever is approved with it and mailed, a few a day at most.
 */
import { appLinks } from '#shared/app-links.ts';
import { inviteByEmailSchema, inviteUserSchema } from '#shared/circle-schemas.ts';
import type { InvitationSent } from '#shared/types/invitation.ts';
import { EmailNotSent, sendEmail } from '../lib/email.ts';
import { requireCircleMember } from '../lib/entities/circle.ts';
import { inviteAddress, inviteMember, takeMailTurn } from '../lib/entities/invitation.ts';
import { getUserByEmail, getUserItem } from '../lib/entities/user.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { parseBody, type Caller, type RouteRequest } from '../lib/handler.ts';
import { json } from '../lib/http.ts';
import { appOrigin } from '../lib/origin.ts';
import { publicName } from '../lib/persona.ts';
import { invitationMail } from './invitation-mail.ts';

const SENT: InvitationSent = { sent: true };

export async function inviteUserRoute({ caller, params, body }: RouteRequest<Caller>) {
  const input = parseBody(inviteUserSchema, body);
  const circle = await requireCircleMember(params.id!, caller.user.id);
  const invitee = await getUserItem(input.inviteeUserId);
  if (invitee?.status !== 'approved') throw notFound('User not found');
  const outcome = await inviteMember(invitee, { circle, inviter: caller.user, message: input.message, now: new Date(), byAddress: false });
  if (outcome === 'already_member') throw conflict('This member is already in the circle.', 'already_member');
  return json(201, SENT);
}

/**
 * Both kinds of address take the same reads and writes, the day's mail turn and the mail itself
 * included (a member's address is mailed a pointer to Invitations, any other the way in), and answer
 * the same 201 whatever became of the invitation. A mail SES does not send is logged (by sendEmail,
 * without the address) and the answer stays the same: the invitation is stored all the same, and a
 * failure would tell the inviter the address is no member's.
 */
export async function inviteByEmailRoute({ event, caller, params, body }: RouteRequest<Caller>) {
  const { email, message } = parseBody(inviteByEmailSchema, body);
  const circle = await requireCircleMember(params.id!, caller.user.id);
  const account = await getUserByEmail(email);
  const member = account?.status === 'approved' ? account : undefined;
  const invitation = { circle, inviter: caller.user, message, now: new Date(), byAddress: true };
  const outcome = member ? await inviteMember(member, invitation) : await inviteAddress(email, invitation);
  const withinDailyLimit = await takeMailTurn(email, invitation.now);
  if (outcome === 'sent' && withinDailyLimit) {
    const origin = appOrigin(event);
    const mail = invitationMail({
      to: email,
      circleName: circle.name,
      inviterName: publicName(caller.user),
      message: message || null,
      link: member
        ? { url: `${origin}${appLinks.invitations()}`, forMember: true }
        : { url: `${origin}${appLinks.preRegistration(caller.user.id)}`, forMember: false },
    });
    await sendEmail(mail).catch((error: unknown) => {
      if (!(error instanceof EmailNotSent)) throw error;
    });
  }
  return json(201, SENT);
}
