/**
 * The mail an invitation by address sends: the circle's name, the inviter's anonymous name, their
 * message and what to do next, which depends on whose the address is. Only the address's owner
 * reads that part; the inviter is never told (docs/decisions.md "An address never tells").
 * Never the inviter's own address or any other account detail.
 */
import type { OutgoingEmail } from '../../lib/email.ts';
import { escapeHtml } from '#shared/html.ts';

/**
 * Where the mail leads: `join`, an address no approved member signs in with, to
 * `<app origin>/pre-registration?referrer=<inviter id>`; `invitations`, a member's, to
 * `<app origin>/invitations`, where the invitation already waits; `member`, the address of someone
 * already in the circle, to the circle itself.
 */
export type InvitationMailLink = { url: string; kind: 'join' | 'invitations' | 'member' };

interface InvitationMailInput {
  to: string;
  circleName: string;
  inviterName: string;
  message: string | null;
  link: InvitationMailLink;
}

const NEXT_STEP: Record<InvitationMailLink['kind'], { text: (inviterName: string) => string; action: string }> = {
  join: {
    text: (inviterName) =>
      `Seekers' Circle is open by invitation: ask to join with the link below, ${inviterName} is already chosen as the member who vouches for you. Once you are a member, the invitation waits for you under Invitations.`,
    action: "Ask to join Seekers' Circle",
  },
  invitations: { text: () => 'The invitation waits for you under Invitations: accept it there to join the circle.', action: 'Open your invitations' },
  member: {
    text: () => 'You are already a member of this circle, so there is nothing to accept: the circle is under My Circles.',
    action: 'Open the circle',
  },
};

export function invitationMail({ to, circleName, inviterName, message, link }: InvitationMailInput): OutgoingEmail {
  const invited = `${inviterName} invited you to join the circle “${circleName}” on Seekers' Circle, an anonymous community for spiritual seekers.`;
  const next = NEXT_STEP[link.kind];
  const howToJoin = next.text(inviterName);
  const text = [invited, ...(message ? ['', `${inviterName} wrote:`, message] : []), '', howToJoin, '', link.url].join('\n');
  const html = [
    `<p>${escapeHtml(invited)}</p>`,
    ...(message ? [`<p>${escapeHtml(inviterName)} wrote:</p>`, `<blockquote style="white-space:pre-wrap">${escapeHtml(message)}</blockquote>`] : []),
    `<p>${escapeHtml(howToJoin)}</p>`,
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(next.action)}</a></p>`,
  ].join('\n');
  return { to, subject: `${inviterName} invited you to ${circleName} on Seekers' Circle`, text, html };
}
