/**
 * Invitations by address: one answer, one record on the circle's list and one mail whoever the
 * address belongs to (a stranger, a member outside the circle, a member inside it), delivered by the
 * stream worker after the answer; a member's address becomes an invitation in the app, any other an
 * invitation that waits for whoever is approved with the address.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Circle, CircleMember } from '#shared/types/circle.ts';
import type { CircleInvitation, Invitation } from '#shared/types/invitation.ts';
import type { Notification } from '#shared/types/notification.ts';
import type { User } from '#shared/types/user.ts';
import { approveUser } from '../members/workflows/account-changes.ts';
import { addressInvitationsDelivered } from '../testing/circles.ts';
import { mailsTo } from '../testing/mailbox.ts';
import { accountIn, createPersona, newClient, uniqueEmail, type Account } from '../testing/personas.ts';

const { sesEndpoint, url } = inject('stack');

const createCircle = async (account: Account, name = 'Dawn Walkers') =>
  (await account.client.send<Circle>('POST', '/api/circles', { name, description: 'We walk at dawn.', isPrivate: true })).json;

const inviteEmail = (from: Account, circleId: string, email: string, message?: string) =>
  from.client.send('POST', `/api/circles/${circleId}/invite`, { email, message });

const pendingCount = async (account: Account) => (await account.client.get<{ count: number }>('/api/invitations/pending-count')).json.count;
const invitationsOf = async (account: Account) => (await account.client.get<Invitation[]>('/api/invitations')).json;
const circleList = async (account: Account, circleId: string) =>
  (await account.client.get<CircleInvitation[]>(`/api/circles/${circleId}/invitations`)).json;
const delivered = (account: Account, circleId: string) => addressInvitationsDelivered(account.client, circleId);

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

    await expect.poll(async () => (await mailsTo(sesEndpoint, email)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await mailsTo(sesEndpoint, email);
    expect(mail!.subject).toBe(`${inviter.name} invited you to Dawn Walkers on Seekers' Circle`);
    const link = `${url}/pre-registration?referrer=${inviter.id}`;
    expect(mail!.body.text).toContain(`${inviter.name} invited you to join the circle “Dawn Walkers”`);
    expect(mail!.body.text).toContain('Walk with us <b>tomorrow</b>.');
    expect(mail!.body.text).toContain(link);
    expect(mail!.body.html).toContain('Walk with us &lt;b&gt;tomorrow&lt;/b&gt;.');
    expect(mail!.body.html).toContain(`href="${link}"`);
    for (const part of [mail!.subject, mail!.body.text, mail!.body.html]) expect(part).not.toContain(inviterEmail);
  });

  it('answers, lists and counts a stranger’s address, a member’s outside the circle and one inside it alike, before and after acceptance; only the mails differ', async () => {
    // An inviter of its own: the route's daily limit is per member, and this file's tests share one.
    const inviter = await accountIn('approved');
    const open = await createCircle(inviter, 'Open Dew');
    const [outside, inside] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    const invited = await inviter.client.send<Circle>('POST', `/api/circles/${open.id}/invite-user`, { inviteeUserId: inside.id });
    expect(invited.status).toBe(201);
    await inside.client.send('POST', `/api/invitations/${(await invitationsOf(inside))[0]!.id}/respond`, { status: 'accepted' });
    const before = {
      count: (await inviter.client.get<Circle>(`/api/circles/${open.id}`)).json.memberCount,
      list: await circleList(inviter, open.id),
      notes: (await inviter.client.get<Notification[]>('/api/notifications')).json.length,
    };
    const stranger = uniqueEmail('stranger');
    const addresses = { stranger, outside: outside.email!, inside: inside.email! };

    const answers = [];
    for (const email of Object.values(addresses)) answers.push(await inviteEmail(inviter, open.id, email, 'Sit with us'));
    for (const answer of answers) {
      expect([answer.status, answer.text, answer.headers.get('content-type')]).toEqual([201, '{"sent":true}', answers[0]!.headers.get('content-type')]);
    }
    await delivered(inviter, open.id);

    // One row per address, each only "sent to an address": the same fields, the same values but the time.
    const list = await circleList(inviter, open.id);
    const added = list.slice(0, 3);
    expect(list.slice(3)).toEqual(before.list);
    for (const row of added) {
      expect(Object.keys(row).sort()).toEqual(['createdAt', 'id', 'inviter', 'kind']);
      expect({ ...row, id: '', createdAt: '' }).toEqual({ kind: 'address', id: '', createdAt: '', inviter: { anonymousName: inviter.name } });
    }
    expect((await inviter.client.get<Circle>(`/api/circles/${open.id}`)).json.memberCount).toBe(before.count);
    expect((await inviter.client.get<Notification[]>('/api/notifications')).json.length).toBe(before.notes);

    // The mails, to each address alone, are where the three differ.
    const mailOf = async (email: string) => {
      await expect.poll(async () => (await mailsTo(sesEndpoint, email)).length, { timeout: 30_000 }).toBe(1);
      return (await mailsTo(sesEndpoint, email))[0]!.body.text;
    };
    expect(await mailOf(stranger)).toContain(`${url}/pre-registration?referrer=${inviter.id}`);
    expect(await mailOf(outside.email!)).toContain(`${url}/invitations`);
    const insideMail = await mailOf(inside.email!);
    expect(insideMail).toContain('You are already a member of this circle');
    expect(insideMail).toContain(`${url}/circles/${open.id}`);
    expect(await pendingCount(outside)).toBe(1);
    expect(await pendingCount(inside)).toBe(0);
    const [invitation] = await invitationsOf(outside);
    expect(invitation).toMatchObject({ status: 'pending', message: 'Sit with us', circle: { id: open.id } });

    // Accepting changes nothing on the list, and no time on it meets the new member's joining time.
    const accepted = await outside.client.send('POST', `/api/invitations/${invitation!.id}/respond`, { status: 'accepted' });
    expect(accepted.status, accepted.text).toBe(200);
    expect(await circleList(inviter, open.id)).toEqual(list);
    const members = (await inviter.client.get<CircleMember[]>(`/api/circles/${open.id}/members`)).json;
    const joinedAt = members.find((m) => m.id === outside.id)!.joinedAt;
    expect(JSON.stringify(list)).not.toContain(joinedAt);
    expect(JSON.stringify(await circleList(outside, open.id))).toBe(JSON.stringify(list));
  });

  it('lists an in-app invitation to a member whose invitation by address still waits', async () => {
    const member = await accountIn('approved');
    const quiet = await createCircle(inviter, 'Quiet Address');
    await inviteEmail(inviter, quiet.id, member.email!);
    await delivered(inviter, quiet.id);
    expect(await pendingCount(member)).toBe(1);
    expect((await inviter.client.send('POST', `/api/circles/${quiet.id}/invite-user`, { inviteeUserId: member.id })).status).toBe(201);
    const list = await circleList(inviter, quiet.id);
    expect(list.map((i) => i.kind)).toEqual(['member', 'address']);
    expect(list[0]).toMatchObject({ status: 'pending', invitee: { id: member.id } });
  });

  it('records every invitation by address, repeats and the inviter’s own address included', async () => {
    const [inviter, member] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    const inviterEmail = inviter.email!;
    const repeat = await createCircle(inviter, 'Repeats');
    for (const email of [member.email!, member.email!, inviterEmail, uniqueEmail('twice')]) await inviteEmail(inviter, repeat.id, email);
    expect((await circleList(inviter, repeat.id)).map((i) => i.kind)).toEqual(['address', 'address', 'address', 'address']);
    await delivered(inviter, repeat.id);
    expect(await pendingCount(member)).toBe(1);
    expect(await mailsTo(sesEndpoint, member.email!)).toHaveLength(1);
  });

  it('mails one address at most three invitations a UTC day, and still answers 201 after', async () => {
    const email = uniqueEmail('popular');
    const circles = await Promise.all(['One', 'Two', 'Three', 'Four'].map((name) => createCircle(inviter, name)));
    for (const c of circles) {
      expect((await inviteEmail(inviter, c.id, email)).status).toBe(201);
      await delivered(inviter, c.id);
    }
    expect((await mailsTo(sesEndpoint, email)).map((m) => m.subject)).toEqual(
      ['One', 'Two', 'Three'].map((name) => `${inviter.name} invited you to ${name} on Seekers' Circle`),
    );
  });

  it('a second invitation to the same address and circle sends no second mail', async () => {
    const email = uniqueEmail('twice');
    await inviteEmail(inviter, circle.id, email);
    await inviteEmail(inviter, circle.id, email);
    await delivered(inviter, circle.id);
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
    await delivered(inviter, circle.id);
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
    await delivered(inviter, circle.id);
    await delivered(inviter, other.id);
    expect(await mailsTo(sesEndpoint, waiting.email!)).toHaveLength(2);

    await approveUser(waiting.id!);
    await approveUser(waiting.id!);
    expect(await pendingCount(waiting)).toBe(2);
    const handed = await invitationsOf(waiting);
    expect(handed.map((i) => i.circle.name)).toEqual(['Second Circle', 'Dawn Walkers']);
    expect(handed[1]).toMatchObject({ status: 'pending', message: 'Waiting for you', inviter: { anonymousName: inviter.name } });
    // Handed over, the invitations still name nobody to the circle: the address stays unlinked.
    expect((await circleList(inviter, circle.id)).every((i) => i.kind === 'address')).toBe(true);

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
