/**
 * Invitations by address: one answer whoever the address belongs to; a member's address becomes an
 * invitation in the app, any other a mail through the SES stand-in (a few a day at most) and an
 * invitation that waits for whoever is approved with the address.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Circle } from '#shared/types/circle.ts';
import type { CircleInvitation, Invitation } from '#shared/types/invitation.ts';
import type { User } from '#shared/types/user.ts';
import { approveUser } from '../lib/entities/user.ts';
import { mailsTo } from '../testing/mailbox.ts';
import { accountIn, createPersona, newClient, uniqueEmail, type Account } from '../testing/personas.ts';

const { sesEndpoint, url } = inject('stack');

const createCircle = async (account: Account, name = 'Dawn Walkers') =>
  (await account.client.send<Circle>('POST', '/api/circles', { name, description: 'We walk at dawn.', isPrivate: true })).json;

const inviteEmail = (from: Account, circleId: string, email: string, message?: string) =>
  from.client.send('POST', `/api/circles/${circleId}/invite`, { email, message });

const pendingCount = async (account: Account) => (await account.client.get<{ count: number }>('/api/invitations/pending-count')).json.count;
const invitationsOf = async (account: Account) => (await account.client.get<Invitation[]>('/api/invitations')).json;

describe('invitations by address', () => {
  let inviter: Account;
  let inviterEmail: string;
  let circle: Circle;
  beforeAll(async () => {
    inviter = await accountIn('approved');
    inviterEmail = (await inviter.client.get<User>('/api/auth/user')).json.email;
    circle = await createCircle(inviter);
  });

  it('mails an address that is nobody’s: the circle, the inviter’s anonymous name, the message and the way in', async () => {
    const email = uniqueEmail('friend');
    const sent = await inviteEmail(inviter, circle.id, email.toUpperCase(), 'Walk with us <b>tomorrow</b>.');
    expect(sent.status, sent.text).toBe(201);
    expect(sent.json).toEqual({ sent: true });

    const [mail, ...more] = await mailsTo(sesEndpoint, email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`${inviter.name} invited you to Dawn Walkers on Seekers' Circle`);
    const link = `${url}/pre-registration?referrer=${inviter.id}`;
    expect(mail!.body.text).toContain(`${inviter.name} invited you to join the circle “Dawn Walkers”`);
    expect(mail!.body.text).toContain('Walk with us <b>tomorrow</b>.');
    expect(mail!.body.text).toContain(link);
    expect(mail!.body.html).toContain('Walk with us &lt;b&gt;tomorrow&lt;/b&gt;.');
    expect(mail!.body.html).toContain(`href="${link}"`);
    for (const part of [mail!.subject, mail!.body.text, mail!.body.html]) expect(part).not.toContain(inviterEmail);
  });

  it('answers a member’s address exactly as any other, invites the member in the app, mails them a pointer to it and never shows the circle whose persona the address is', async () => {
    const member = await accountIn('approved');
    const nobody = uniqueEmail('nobody');
    const toMember = await inviteEmail(inviter, circle.id, member.email!, 'Hello');
    const toNobody = await inviteEmail(inviter, circle.id, nobody, 'Hello');
    expect([toMember.status, toMember.text]).toEqual([toNobody.status, toNobody.text]);
    expect(Object.fromEntries(toMember.headers)).toMatchObject({ 'content-type': toNobody.headers.get('content-type') });

    const [mail, ...more] = await mailsTo(sesEndpoint, member.email!);
    expect(more).toEqual([]);
    expect(mail!.body.text).toContain(`${url}/invitations`);
    expect(mail!.body.text).not.toContain('/pre-registration');
    expect(await pendingCount(member)).toBe(1);
    const circleList = (await inviter.client.get<CircleInvitation[]>(`/api/circles/${circle.id}/invitations`)).json;
    expect(circleList.length).toBeGreaterThan(0);
    expect(circleList.every((i) => i.invitee === null)).toBe(true);
    expect(await invitationsOf(member)).toEqual([expect.objectContaining({ status: 'pending', message: 'Hello', circle: expect.objectContaining({ id: circle.id }) })]);

    // Already in, or already invited: the same answer again, and nothing more.
    expect((await inviteEmail(inviter, circle.id, member.email!)).status).toBe(201);
    expect(await pendingCount(member)).toBe(1);
    expect((await inviteEmail(inviter, circle.id, inviterEmail)).status).toBe(201);
  });

  it('mails one address at most three invitations a UTC day, and still answers 201 after', async () => {
    const email = uniqueEmail('popular');
    const circles = await Promise.all(['One', 'Two', 'Three', 'Four'].map((name) => createCircle(inviter, name)));
    for (const c of circles) expect((await inviteEmail(inviter, c.id, email)).status).toBe(201);
    expect((await mailsTo(sesEndpoint, email)).map((m) => m.subject)).toEqual(
      ['One', 'Two', 'Three'].map((name) => `${inviter.name} invited you to ${name} on Seekers' Circle`),
    );
  });

  it('a second invitation to the same address and circle sends no second mail', async () => {
    const email = uniqueEmail('twice');
    await inviteEmail(inviter, circle.id, email);
    await inviteEmail(inviter, circle.id, email);
    expect(await mailsTo(sesEndpoint, email)).toHaveLength(1);
  });

  it('is for the circle’s members only', async () => {
    const outsider = await accountIn('approved');
    const email = uniqueEmail('unsent');
    const refused = await inviteEmail(outsider, circle.id, email);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'not_a_member' });
    expect((await inviteEmail(inviter, 'no-such-circle', email)).status).toBe(404);
    expect((await inviteEmail(inviter, circle.id, 'not-an-address')).json).toMatchObject({ message: 'Please enter a valid email address' });
    expect(await mailsTo(sesEndpoint, email)).toEqual([]);
  });

  it('hands what waited under the address to the account approved with it, once, with an exact badge', async () => {
    // One address not yet signed in anywhere, one whose account waits for approval.
    const fresh = uniqueEmail('later');
    const waiting = await accountIn('waiting');
    const other = await createCircle(inviter, 'Second Circle');
    for (const email of [fresh, waiting.email!]) {
      await inviteEmail(inviter, circle.id, email, 'Waiting for you');
      await inviteEmail(inviter, other.id, email);
    }
    expect(await mailsTo(sesEndpoint, waiting.email!)).toHaveLength(2);

    await approveUser(waiting.id!);
    await approveUser(waiting.id!);
    expect(await pendingCount(waiting)).toBe(2);
    const handed = await invitationsOf(waiting);
    expect(handed.map((i) => i.circle.name)).toEqual(['Second Circle', 'Dawn Walkers']);
    expect(handed[1]).toMatchObject({ status: 'pending', message: 'Waiting for you', inviter: { anonymousName: inviter.name } });
    // Handed over, the invitations still name nobody to the circle: the address stays unlinked.
    const circleList = (await inviter.client.get<CircleInvitation[]>(`/api/circles/${circle.id}/invitations`)).json;
    expect(circleList.some((i) => i.invitee?.id === waiting.id)).toBe(false);

    const accepted = await waiting.client.send('POST', `/api/invitations/${handed[1]!.id}/respond`, { status: 'accepted' });
    expect(accepted.status, accepted.text).toBe(200);
    expect(await pendingCount(waiting)).toBe(1);
    expect((await waiting.client.get<Circle>(`/api/circles/${circle.id}`)).json).toMatchObject({ isMember: true });

    const later = newClient();
    await later.signIn(fresh);
    const me = await createPersona(later, 'Late Bloom');
    expect(await later.get('/api/invitations')).toMatchObject({ status: 403 });
    await approveUser(me.id);
    expect((await later.get<{ count: number }>('/api/invitations/pending-count')).json.count).toBe(2);
  });
});
