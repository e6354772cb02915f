/**
 * Requests to join a private circle: asking once, the creator's notice and list (theirs alone),
 * admitting (a member, counted exactly) or declining (free to ask again), and a race between the two.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Circle, CircleMember } from '#shared/types/circle.ts';
import type { CircleJoinRequest, Invitation } from '#shared/types/invitation.ts';
import type { Notification } from '#shared/types/notification.ts';
import { accountIn, type Account } from '../testing/personas.ts';

const createCircle = async (account: Account, isPrivate = true) =>
  (await account.client.send<Circle>('POST', '/api/circles', { name: 'Still Water', description: 'Silence.', isPrivate })).json;

const ask = (account: Account, circleId: string) => account.client.send<Circle>('POST', `/api/circles/${circleId}/join-requests`);
const requestsSeenBy = (account: Account, circleId: string) => account.client.get<CircleJoinRequest[]>(`/api/circles/${circleId}/join-requests`);
const decide = (account: Account, circleId: string, userId: string, decision: 'admit' | 'decline') =>
  account.client.send<Circle>('POST', `/api/circles/${circleId}/join-requests/${userId}/${decision}`);
const notificationsOf = async (account: Account, type: Notification['type']) =>
  (await account.client.get<Notification[]>('/api/notifications')).json.filter((n) => n.type === type);

describe('requests to join', () => {
  let creator: Account;
  let member: Account;
  let circle: Circle;
  beforeAll(async () => {
    [creator, member] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    circle = await createCircle(creator);
    await creator.client.send('POST', `/api/circles/${circle.id}/invite-user`, { inviteeUserId: member.id });
    const [invitation] = (await member.client.get<Invitation[]>('/api/invitations')).json;
    await member.client.send('POST', `/api/invitations/${invitation!.id}/respond`, { status: 'accepted' });
  });

  it('asks once; the circle shows the request pending and its creator hears of it once', async () => {
    const seeker = await accountIn('approved');
    expect((await seeker.client.get<Circle>(`/api/circles/${circle.id}`)).json).toMatchObject({ joinRequest: null, isCreator: false });
    const asked = await ask(seeker, circle.id);
    expect(asked.status, asked.text).toBe(201);
    expect(asked.json).toMatchObject({ id: circle.id, isMember: false, joinRequest: 'pending' });
    expect((await ask(seeker, circle.id)).json).toMatchObject({ joinRequest: 'pending' });

    expect(await notificationsOf(creator, 'circle_join_request')).toEqual([
      expect.objectContaining({
        title: 'New Request to Join',
        message: `${seeker.name} asked to join Still Water.`,
        link: `/circles/${circle.id}`,
        metadata: { memberName: seeker.name, circleName: 'Still Water' },
      }),
    ]);
    expect((await requestsSeenBy(creator, circle.id)).json).toEqual([
      { userId: seeker.id, anonymousName: seeker.name, avatar: 'gentle', spiritualJourney: 'Learning to sit with what is.', createdAt: expect.any(String) },
    ]);
    expect((await creator.client.get<Circle>(`/api/circles/${circle.id}`)).json).toMatchObject({ isCreator: true, joinRequest: null });
  });

  it('refuses a member, a public circle and an unknown one', async () => {
    const refusedMember = await ask(member, circle.id);
    expect(refusedMember.status).toBe(409);
    expect(refusedMember.json).toEqual({ code: 'already_member', message: 'You are already a member of this circle.' });
    const open = await createCircle(creator, false);
    const refusedPublic = await ask(member, open.id);
    expect(refusedPublic.status).toBe(409);
    expect(refusedPublic.json).toEqual({ code: 'public_circle', message: 'This circle is public: join it instead.' });
    expect((await ask(member, 'no-such-circle')).status).toBe(404);
  });

  it('shows and answers requests for the circle’s creator only', async () => {
    const seeker = await accountIn('approved');
    await ask(seeker, circle.id);
    for (const account of [member, seeker]) {
      const listed = await requestsSeenBy(account, circle.id);
      expect(listed.status).toBe(403);
      expect(listed.json).toEqual({ code: 'not_circle_creator', message: "Only the circle's creator can answer requests to join." });
      for (const decision of ['admit', 'decline'] as const) expect((await decide(account, circle.id, seeker.id!, decision)).status).toBe(403);
    }
    expect((await requestsSeenBy(creator, 'no-such-circle')).status).toBe(404);
    const none = await decide(creator, circle.id, member.id!, 'admit');
    expect(none.status).toBe(404);
    expect(none.json).toEqual({ code: 'request_not_found', message: 'Request not found' });
  });

  it('admitting makes a member of a private circle, counted exactly, and tells them', async () => {
    const seeker = await accountIn('approved');
    await ask(seeker, circle.id);
    const before = (await creator.client.get<Circle>(`/api/circles/${circle.id}`)).json.memberCount;
    const admitted = await decide(creator, circle.id, seeker.id!, 'admit');
    expect(admitted.status, admitted.text).toBe(200);
    expect(admitted.json.memberCount).toBe(before + 1);
    expect((await seeker.client.get<Circle>(`/api/circles/${circle.id}`)).json).toMatchObject({ isMember: true, joinRequest: null });
    expect((await requestsSeenBy(creator, circle.id)).json.map((r) => r.userId)).not.toContain(seeker.id);
    expect((await decide(creator, circle.id, seeker.id!, 'admit')).status).toBe(404);
    expect(await notificationsOf(seeker, 'circle_join_request_outcome')).toEqual([
      expect.objectContaining({ title: 'Request to Join Accepted', message: 'You are now a member of Still Water.', link: `/circles/${circle.id}` }),
    ]);
    const members = (await creator.client.get<CircleMember[]>(`/api/circles/${circle.id}/members`)).json;
    expect(members.map((m) => m.id)).toContain(seeker.id);
    expect((await creator.client.get<Circle>(`/api/circles/${circle.id}`)).json.memberCount).toBe(members.length);
  });

  it('declining removes the request; the member may ask again', async () => {
    const seeker = await accountIn('approved');
    await seeker.client.send('PATCH', '/api/user/notification-preferences', { notifyCircleActivity: false });
    await ask(seeker, circle.id);
    const declined = await decide(creator, circle.id, seeker.id!, 'decline');
    expect(declined.status).toBe(200);
    expect((await seeker.client.get<Circle>(`/api/circles/${circle.id}`)).json).toMatchObject({ isMember: false, joinRequest: null });
    expect(await notificationsOf(seeker, 'circle_join_request_outcome')).toEqual([]);
    expect((await ask(seeker, circle.id)).json.joinRequest).toBe('pending');
  });

  it('a creator who turned circle activity off is not told', async () => {
    const quiet = await accountIn('approved');
    await quiet.client.send('PATCH', '/api/user/notification-preferences', { notifyCircleActivity: false });
    const own = await createCircle(quiet);
    const seeker = await accountIn('approved');
    await ask(seeker, own.id);
    expect(await notificationsOf(quiet, 'circle_join_request')).toEqual([]);
    expect((await requestsSeenBy(quiet, own.id)).json.map((r) => r.userId)).toEqual([seeker.id]);
  });

  it('an admit and a decline at once: exactly one wins, and the count follows the winner', async () => {
    const seekers = await Promise.all(Array.from({ length: 4 }, () => accountIn('approved')));
    await Promise.all(seekers.map((seeker) => ask(seeker, circle.id)));
    const outcomes = await Promise.all(
      seekers.map(async (seeker) => {
        const [admit, decline] = await Promise.all([decide(creator, circle.id, seeker.id!, 'admit'), decide(creator, circle.id, seeker.id!, 'decline')]);
        const statuses = [admit.status, decline.status];
        expect(statuses.filter((s) => s === 200)).toHaveLength(1);
        expect(statuses.filter((s) => s !== 200)[0]).toBeOneOf([404, 409]);
        return { seeker, admitted: admit.status === 200 };
      }),
    );
    const members = (await creator.client.get<CircleMember[]>(`/api/circles/${circle.id}/members`)).json.map((m) => m.id);
    for (const { seeker, admitted } of outcomes) expect(members.includes(seeker.id!)).toBe(admitted);
    expect((await creator.client.get<Circle>(`/api/circles/${circle.id}`)).json.memberCount).toBe(members.length);
  });

  it('an accepted invitation takes the place of a waiting request', async () => {
    const seeker = await accountIn('approved');
    await ask(seeker, circle.id);
    await member.client.send('POST', `/api/circles/${circle.id}/invite-user`, { inviteeUserId: seeker.id });
    const [invitation] = (await seeker.client.get<Invitation[]>('/api/invitations')).json;
    expect((await seeker.client.send('POST', `/api/invitations/${invitation!.id}/respond`, { status: 'accepted' })).status).toBe(200);
    expect((await seeker.client.get<Circle>(`/api/circles/${circle.id}`)).json).toMatchObject({ isMember: true, joinRequest: null });
    expect((await requestsSeenBy(creator, circle.id)).json.map((r) => r.userId)).not.toContain(seeker.id);
  });
});
