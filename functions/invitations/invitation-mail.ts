/**
 * The mail an invitation by address sends: the circle's name, the inviter's anonymous name, their
 * message and the way in (the join form with the inviter chosen as referrer). Never the inviter's
 * own address or any other account detail.
 */
import type { OutgoingEmail } from '../lib/email.ts';
import { escapeHtml } from '../lib/html.ts';

interface InvitationMailInput {
  to: string;
  circleName: string;
  inviterName: string;
  message: string | null;
  /**
   * Where the mail leads: for an address no member signs in with, `<app origin>/pre-registration?referrer=<inviter id>`;
   * for a member's, `<app origin>/invitations`, where the invitation already waits.
   */
  link: { url: string; forMember: boolean };
}

export function invitationMail({ to, circleName, inviterName, message, link }: InvitationMailInput): OutgoingEmail {
  const invited = `${inviterName} invited you to join the circle “${circleName}” on Seekers' Circle, an anonymous community for spiritual seekers.`;
  const howToJoin = link.forMember
    ? 'The invitation waits for you under Invitations: accept it there to join the circle.'
    : `Seekers' Circle is open by invitation: ask to join with the link below, ${inviterName} is already chosen as the member who vouches for you. Once you are a member, the invitation waits for you under Invitations.`;
  const action = link.forMember ? 'Open your invitations' : "Ask to join Seekers' Circle";
  const text = [invited, ...(message ? ['', `${inviterName} wrote:`, message] : []), '', howToJoin, '', link.url].join('\n');
  const html = [
    `<p>${escapeHtml(invited)}</p>`,
    ...(message ? [`<p>${escapeHtml(inviterName)} wrote:</p>`, `<blockquote style="white-space:pre-wrap">${escapeHtml(message)}</blockquote>`] : []),
    `<p>${escapeHtml(howToJoin)}</p>`,
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(action)}</a></p>`,
  ].join('\n');
  return { to, subject: `${inviterName} invited you to ${circleName} on Seekers' Circle`, text, html };
}
