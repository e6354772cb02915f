/**
 * Delivering an invitation by address, in the stream worker, after its request has answered
 * (docs/decisions.md "An address never tells"). The request wrote the same two items for every
 * address (invitation.ts, addressInvitationWrites); only here is the address looked up:
 * - an approved member's not in the circle: the invitation in the app, its notification and badge,
 *   and a mail pointing to Invitations;
 * - an approved member's already in the circle: no invitation, a mail telling them so;
 * - anyone else's: the invitation waits under the address for whoever is approved with it, and a
 *   mail leads to the join form.
 * A second one while one by address is pending stores and mails nothing more. Every delivery takes
 * a turn of the address's daily mail count. A redelivered record (the worker retried) finds the
 * pending lock taken and mails nothing twice.
 */
import { appLinks } from '#shared/app-links.ts';
import { EmailNotSent, sendEmail } from '../../lib/email.ts';
import { HttpError } from '../../lib/errors.ts';
import { invitationMail, type InvitationMailLink } from './invitation-mail.ts';
import { publicName } from '../../lib/persona.ts';
import { getCircleItem } from '../items/circle.ts';
import { inviteAddress, inviteMember, type OutboxItem, removeOutbox, takeMailTurn } from '../items/invitation.ts';
import { getUserByEmail, getUserItem } from '../../lib/account.ts';

/** Stores the invitation for whoever the address is, and answers which mail (if any) it calls for. */
async function store(outbox: OutboxItem, invitation: Parameters<typeof inviteAddress>[1]): Promise<InvitationMailLink['kind'] | null> {
  const account = await getUserByEmail(outbox.email);
  if (account?.status !== 'approved') return (await inviteAddress(outbox.email, invitation)) === 'sent' ? 'join' : null;
  const outcome = await inviteMember(account, invitation);
  return outcome === 'sent' ? 'invitations' : outcome === 'already_member' ? 'member' : null;
}

const linkFor = (kind: InvitationMailLink['kind'], outbox: OutboxItem): InvitationMailLink => ({
  kind,
  url:
    outbox.origin +
    (kind === 'join' ? appLinks.preRegistration(outbox.inviterId) : kind === 'invitations' ? appLinks.invitations() : appLinks.circle(outbox.circleId)),
});

/** What the stream worker does with an `address-invitation` outbox item; answers what it did, for the log. */
export async function deliverAddressInvitation(outbox: OutboxItem, now = new Date()): Promise<'mailed' | 'stored' | 'dropped'> {
  const [circle, inviter] = await Promise.all([getCircleItem(outbox.circleId), getUserItem(outbox.inviterId)]);
  let mail: InvitationMailLink['kind'] | null = null;
  if (circle && inviter) {
    try {
      mail = await store(outbox, { circle, inviter, message: outbox.message ?? undefined, now, byAddress: true });
    } catch (error) {
      // The inviter left the circle after asking: the invitation goes with their membership.
      if (!(error instanceof HttpError && error.code === 'not_a_member')) throw error;
      await removeOutbox(outbox.id);
      return 'dropped';
    }
  }
  const withinDailyLimit = await takeMailTurn(outbox.email, now);
  let mailed = false;
  if (circle && inviter && mail && withinDailyLimit) {
    const letter = invitationMail({
      to: outbox.email,
      circleName: circle.name,
      inviterName: publicName(inviter),
      message: outbox.message,
      link: linkFor(mail, outbox),
    });
    // A mail SES does not send is logged by sendEmail, without the address; the invitation stands.
    mailed = await sendEmail(letter).then(
      () => true,
      (error: unknown) => {
        if (error instanceof EmailNotSent) return false;
        throw error;
      },
    );
  }
  await removeOutbox(outbox.id);
  return mailed ? 'mailed' : circle && inviter ? 'stored' : 'dropped';
}
