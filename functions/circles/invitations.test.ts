/**
 * Invitations through the API: inviting a member (once), the invitee's list and badge, answering
 * once (accepting joins a private circle, counts exact under a race), the circle's invitation list
 * for its members only, and the Platform Members list that leaves the circle's members out.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Circle, CircleMember } from '#shared/types/circle.ts';
import type { CircleInvitation, Invitation } from '#shared/types/invitation.ts';
import type { Notification } from '#shared/types/notification.ts';
import type { FeedPage } from '#shared/types/post.ts';
import type { MemberCard } from '#shared/types/user.ts';
import { accountIn, type Account } from '../testing/personas.ts';

const createCircle = async (account: Account, isPrivate = true) => {
  const response = await account.client.send<Circle>('POST', '/api/circles', { name: 'Quiet Lamp', description: 'Inside.', isPrivate });
  expect(response.status, response.text).toBe(201);
  return response.json;
};

const inviteUser = (from: Account, circleId: string, to: Account, message?: string) =>
  from.client.send<{ sent: true }>('POST', `/api/circles/${circleId}/invite-user`, { inviteeUserId: to.id, message });

const pendingCount = async (account: Account) => (await account.client.get<{ count: number }>('/api/invitations/pending-count')).json.count;
const invitationsOf = async (account: Account) => (await account.client.get<Invitation[]>('/api/invitations')).json;
const respond = (account: Account, id: string, status: string) =>
  account.client.send<Invitation>('POST', `/api/invitations/${id}/respond`, { status });

describe('invitations', () => {
  let inviter: Account;
  let outsider: Account;
  beforeAll(async () => {
    [inviter, outsider] = await Promise.all([accountIn('approved'), accountIn('approved')]);
  });

  it('invites an approved member once: the invitation, the badge and a notification', async () => {
    const circle = await createCircle(inviter);
    const invitee = await accountIn('approved');
    const sent = await inviteUser(inviter, circle.id, invitee, '  Come sit with us.  ');
    expect(sent.status, sent.text).toBe(201);
    expect(sent.json).toEqual({ sent: true });
    const again = await inviteUser(inviter, circle.id, invitee, 'Again?');
    expect(again.status).toBe(201);
    expect(again.json).toEqual({ sent: true });

    expect(await pendingCount(invitee)).toBe(1);
    const list = await invitationsOf(invitee);
    expect(list).toEqual([
      {
        id: expect.any(String),
        status: 'pending',
        message: 'Come sit with us.',
        createdAt: expect.any(String),
        respondedAt: null,
        circle: { id: circle.id, name: 'Quiet Lamp', isPrivate: true },
        inviter: { anonymousName: inviter.name, avatar: 'gentle' },
      },
    ]);
    const notes = (await invitee.client.get<Notification[]>('/api/notifications')).json.filter((n) => n.type === 'circle_invitation');
    expect(notes).toEqual([
      expect.objectContaining({
        title: 'New Circle Invitation',
        message: `${inviter.name} invited you to join Quiet Lamp.`,
        link: '/invitations',
        metadata: { inviterName: inviter.name, circleName: 'Quiet Lamp' },
      }),
    ]);
  });

  it('lets only the circle’s members invite, only approved members, and not those already in', async () => {
    const circle = await createCircle(inviter);
    const [waiting, member] = await Promise.all([accountIn('waiting'), accountIn('approved')]);

    const byOutsider = await inviteUser(outsider, circle.id, member);
    expect(byOutsider.status).toBe(403);
    expect(byOutsider.json).toEqual({ code: 'not_a_member', message: 'This circle is for its members only.' });
    expect((await inviteUser(inviter, 'no-such-circle', member)).status).toBe(404);
    for (const inviteeUserId of [waiting.id, 'no-such-user']) {
      const refused = await inviter.client.send('POST', `/api/circles/${circle.id}/invite-user`, { inviteeUserId });
      expect(refused.status).toBe(404);
      expect(refused.json).toMatchObject({ message: 'User not found' });
    }
    const self = await inviteUser(inviter, circle.id, inviter);
    expect(self.status).toBe(409);
    expect(self.json).toEqual({ code: 'already_member', message: 'This member is already in the circle.' });

    const tooLong = await inviteUser(inviter, circle.id, member, 'x'.repeat(501));
    expect(tooLong.status).toBe(400);
    expect(tooLong.json).toMatchObject({ message: 'Message must be less than 500 characters' });
    expect(await pendingCount(member)).toBe(0);
  });

  it('accepting joins a private circle, once; the circle feed opens and the counts stay exact', async () => {
    const circle = await createCircle(inviter);
    const invitee = await accountIn('approved');
    await inviteUser(inviter, circle.id, invitee);
    const [invitation] = await invitationsOf(invitee);

    // Someone else's invitation id is as unknown to them as a made-up one.
    for (const id of [invitation!.id, 'no-such-invitation']) {
      const refused = await respond(outsider, id, 'accepted');
      expect(refused.status).toBe(404);
      expect(refused.json).toEqual({ code: 'invitation_not_found', message: 'Invitation not found' });
    }
    expect((await respond(invitee, invitation!.id, 'maybe')).json).toMatchObject({ message: 'Status must be "accepted" or "rejected"' });

    const accepted = await respond(invitee, invitation!.id, 'accepted');
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toMatchObject({ id: invitation!.id, status: 'accepted', respondedAt: expect.any(String) });
    const again = await respond(invitee, invitation!.id, 'rejected');
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ code: 'already_responded', message: 'You have already responded to this invitation.' });

    expect(await pendingCount(invitee)).toBe(0);
    expect((await invitationsOf(invitee))[0]).toMatchObject({ status: 'accepted' });
    const view = (await invitee.client.get<Circle>(`/api/circles/${circle.id}`)).json;
    expect(view).toMatchObject({ isMember: true, memberCount: 2, isCreator: false });
    expect((await invitee.client.get<FeedPage>(`/api/posts?circleId=${circle.id}`)).status).toBe(200);
    expect((await invitee.client.get<Circle[]>('/api/user/circles')).json.map((c) => c.id)).toContain(circle.id);
  });

  it('declining joins nothing, and the member may be invited again', async () => {
    const circle = await createCircle(inviter);
    const invitee = await accountIn('approved');
    await inviteUser(inviter, circle.id, invitee);
    const [invitation] = await invitationsOf(invitee);
    const declined = await respond(invitee, invitation!.id, 'rejected');
    expect(declined.json).toMatchObject({ status: 'rejected', respondedAt: expect.any(String) });
    expect(await pendingCount(invitee)).toBe(0);
    expect((await invitee.client.get<Circle>(`/api/circles/${circle.id}`)).json).toMatchObject({ isMember: false, memberCount: 1 });

    await inviteUser(inviter, circle.id, invitee);
    expect(await pendingCount(invitee)).toBe(1);
    expect((await invitationsOf(invitee)).map((i) => i.status)).toEqual(['pending', 'rejected']);
  });

  it('an accept and a decline at once: exactly one answer counts', async () => {
    const circle = await createCircle(inviter);
    const invitees = await Promise.all(Array.from({ length: 4 }, () => accountIn('approved')));
    await Promise.all(invitees.map((invitee) => inviteUser(inviter, circle.id, invitee)));
    const answers = await Promise.all(
      invitees.map(async (invitee) => {
        const [invitation] = await invitationsOf(invitee);
        const [accept, reject] = await Promise.all([respond(invitee, invitation!.id, 'accepted'), respond(invitee, invitation!.id, 'rejected')]);
        return { invitee, statuses: [accept.status, reject.status].sort(), won: accept.status === 200 ? 'accepted' : 'rejected' };
      }),
    );
    for (const { invitee, statuses, won } of answers) {
      expect(statuses).toEqual([200, 409]);
      expect(await pendingCount(invitee)).toBe(0);
      expect((await invitationsOf(invitee))[0]!.status).toBe(won);
    }
    const members = (await inviter.client.get<CircleMember[]>(`/api/circles/${circle.id}/members`)).json;
    expect(members.map((m) => m.id).sort()).toEqual(
      [inviter.id, ...answers.filter((a) => a.won === 'accepted').map((a) => a.invitee.id)].sort(),
    );
    expect((await inviter.client.get<Circle>(`/api/circles/${circle.id}`)).json.memberCount).toBe(members.length);
  });

  it('respects a member who turned invitation notices off: no notification, the badge all the same', async () => {
    const circle = await createCircle(inviter);
    const invitee = await accountIn('approved');
    await invitee.client.send('PATCH', '/api/user/notification-preferences', { notifyInvitations: false });
    await inviteUser(inviter, circle.id, invitee);
    expect(await pendingCount(invitee)).toBe(1);
    expect((await invitee.client.get<{ count: number }>('/api/notifications/unread-count')).json.count).toBe(0);
  });

  it('shows a circle’s invitations to its members only, personas only', async () => {
    const circle = await createCircle(inviter);
    const [invitee, member] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    await inviteUser(inviter, circle.id, member);
    await respond(member, (await invitationsOf(member))[0]!.id, 'accepted');
    await inviteUser(member, circle.id, invitee);

    const listed = await member.client.get<CircleInvitation[]>(`/api/circles/${circle.id}/invitations`);
    expect(listed.json).toEqual([
      {
        kind: 'member',
        id: expect.any(String),
        status: 'pending',
        createdAt: expect.any(String),
        respondedAt: null,
        invitee: { id: invitee.id, anonymousName: invitee.name, avatar: 'gentle' },
        inviter: { anonymousName: member.name },
      },
      expect.objectContaining({ status: 'accepted', invitee: expect.objectContaining({ id: member.id }) }),
    ]);
    expect(listed.text).not.toMatch(/@example\.com/);

    const refused = await outsider.client.get(`/api/circles/${circle.id}/invitations`);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ code: 'not_a_member', message: 'This circle is for its members only.' });
    expect((await outsider.client.get('/api/circles/no-such-circle/invitations')).status).toBe(404);
  });

  it('lists the approved members not in the circle for its members only (Platform Members)', async () => {
    const circle = await createCircle(inviter);
    const [inside, outside] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    await inviteUser(inviter, circle.id, inside);
    await respond(inside, (await invitationsOf(inside))[0]!.id, 'accepted');

    const all = (await inviter.client.get<MemberCard[]>('/api/users/approved')).json.map((m) => m.id);
    expect(all).toEqual(expect.arrayContaining([inviter.id, inside.id, outside.id]));
    const invitable = (await inviter.client.get<MemberCard[]>(`/api/users/approved?excludeCircle=${circle.id}`)).json.map((m) => m.id);
    expect(invitable).toContain(outside.id);
    expect(invitable).not.toContain(inside.id);
    expect(invitable).not.toContain(inviter.id);
    expect(invitable).toEqual(all.filter((id) => id !== inviter.id && id !== inside.id));

    const refused = await outsider.client.get(`/api/users/approved?excludeCircle=${circle.id}`);
    expect(refused.status).toBe(403);
    for (const id of ['no-such-circle', 'x'.repeat(3000), '%E0']) {
      const response = await inviter.client.get(`/api/users/approved?excludeCircle=${encodeURIComponent(id)}`);
      expect(response.status, id.slice(0, 10)).toBe(404);
      expect(response.json).toMatchObject({ message: 'Circle not found' });
    }
  });
});
